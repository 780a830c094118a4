/**
 * Where to reload after a super admin switches institute (part 1 §2.3): a page of the old
 * institute's settings becomes the same page of the new one; any other path stays as it is.
 */
export function pathAfterInstituteSwitch(
  location: { pathname: string; search: string },
  instituteId: number,
) {
  const match = /^\/institutes\/\d+(?=\/|$)/.exec(location.pathname);
  if (!match) return `${location.pathname}${location.search}`;
  return `/institutes/${instituteId}${location.pathname.slice(match[0].length)}${location.search}`;
}
