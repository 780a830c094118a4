import { beginSigningOut, CLIENT_HEADERS, redirectToSignIn } from '../../../lib/api-client';

/**
 * Ends the server session, then leaves: for an SSO institute to the identity provider's end-session
 * page (so its session ends too), otherwise to the sign-in page. The server tells where in JSON,
 * because a fetch cannot read a redirect's Location.
 */
export async function signOut(): Promise<void> {
  beginSigningOut();
  let location: string | undefined;
  try {
    const response = await fetch('/sso/sign_out', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { ...CLIENT_HEADERS, Accept: 'application/json' },
      redirect: 'manual',
    });
    if (response.ok) location = ((await response.json()) as { location?: string }).location;
  } catch {
    // Even if the call failed, the sign-in page is where the user asked to go.
  }
  if (location && /^(\/|https?:\/\/)/.test(location)) window.location.assign(location);
  else redirectToSignIn();
}
