// Part 1 §2.1: when the URL hash carries a code, continue to the SSO signed-in path with the hash.
if (/(^#|&)code=/.test(window.location.hash)) {
  window.location.replace('/sso/signed_in' + window.location.hash);
}
