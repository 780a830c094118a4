import { CLIENT_HEADERS, redirectToSignIn } from '../../../lib/api-client';

/**
 * Ends the server session, then leaves for the sign-in page. The server answers with a redirect;
 * `manual` stops fetch from following it (we navigate the whole window instead).
 */
export async function signOut(): Promise<void> {
  try {
    await fetch('/sso/sign_out', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: CLIENT_HEADERS,
      redirect: 'manual',
    });
  } finally {
    // Even if the call failed, the sign-in page is where the user asked to go.
    redirectToSignIn();
  }
}
