/**
 * The words most leaked passwords are built on (from the public top-10,000 lists), for the policy's
 * "not a common password" rule. A password is common when, with digits and symbols dropped and
 * look-alike digits read as letters ("P@ssw0rd"), it is one of these words, repeated or not: the
 * length and character rules alone accept "Password2026!!" or "Welcome@123456".
 */
const COMMON_WORDS = new Set(
  (
    'password passw0rd pass passwd welcome letmein qwerty qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm ' +
    'admin administrator root login user guest test default changeme secret master access abc ' +
    'iloveyou loveyou love monkey dragon football baseball basketball soccer hockey sunshine princess ' +
    'shadow superman batman michael jordan charlie trustno freedom whatever starwars pokemon ' +
    'hello hellothere summer winter spring autumn january february march april may june july ' +
    'august september october november december monday friday computer internet google facebook ' +
    'samsung apple microsoft teacher student school college education passport ninja mustang ' +
    'killer hunter ranger cowboy flower butterfly chocolate cookie cheese pepper orange banana ' +
    'tigger buster ginger maggie daniel thomas jessica ashley matthew andrew joshua jennifer ' +
    'qazwsx qwer asdf zaq abcd aaaa'
  ).split(' '),
);

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The letters of a password, look-alikes read as letters, lower case. */
function lettersOf(password: string): string {
  return password
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/[^a-z]/g, '');
}

export function isCommonPassword(password: string): boolean {
  // The word inside the decorations ("P@ssw0rd" in "P@ssw0rd123456#"), and the letters alone.
  const core = password.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  for (const candidate of [lettersOf(core), password.toLowerCase().replace(/[^a-z]/g, '')]) {
    if (candidate === '') return true;
    // "passwordpassword", "welcomewelcome": one common word, repeated.
    for (let size = 1; size <= candidate.length; size++) {
      if (candidate.length % size !== 0) continue;
      const unit = candidate.slice(0, size);
      if (unit.repeat(candidate.length / size) === candidate && COMMON_WORDS.has(unit)) return true;
    }
  }
  return false;
}
