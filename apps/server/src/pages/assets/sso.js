// Part 1 §2.1: when the URL hash carries a code (or the provider's error), continue to the SSO
// signed-in path with the hash's parameters, which the server reads as its query.
if (/(^#|&)(code|error)=/.test(window.location.hash)) {
  window.location.replace('/sso/signed_in?' + window.location.hash.slice(1));
}
