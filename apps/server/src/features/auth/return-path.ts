/**
 * Where the sign-in page sends the browser afterwards (issue 12 §14): the console page the user was
 * on when their session ended, passed as `?return_to=`. Only a path on this site is followed; an
 * absolute URL, a protocol-relative `//host` or anything a browser would read as one would make the
 * sign-in page an open redirect, so it is dropped and the user lands on `/` instead.
 */
const BASE = 'http://return-path.invalid';
/**
 * Control characters (browsers drop tabs and newlines, so `/\t/evil.test` reads as `//evil.test`)
 * and backslashes (read as `/`).
 */
const hasUnsafeCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
/** Long enough for any console path with its query. */
export const MAX_RETURN_PATH_LENGTH = 2000;
/** Pages the user should not come back to after signing in: the sign-in flow itself, and raw API answers. */
const NOT_A_RETURN_PAGE = /^\/(users\/sign_in|users\/password|sso|api|auth-assets)(\/|\?|#|$)/;

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH)
    return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // Dot segments can fold `/.//host` into `//host`: check what the browser would actually follow.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || NOT_A_RETURN_PAGE.test(path)) return undefined;
  return path;
}
