import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';

/** Logout (part 1 §2.3): the server says where to go: the SSO provider's end-session page, or sign-in. */
describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function signOutAnswered(answer: () => Promise<Response>) {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    await signOut();
    return { assign, fetch };
  }

  it('goes on to the identity provider when the server names its end-session page', async () => {
    const end = 'https://login.example.com/logout?client_id=pdp';
    const { assign, fetch } = await signOutAnswered(async () => Response.json({ location: end }));
    expect(fetch).toHaveBeenCalledWith(
      '/sso/sign_out',
      expect.objectContaining({
        method: 'DELETE',
        headers: expect.objectContaining({ Accept: 'application/json' }),
      }),
    );
    expect(assign).toHaveBeenCalledWith(end);
  });

  it('goes to the sign-in page otherwise, or when the call fails', async () => {
    const plain = await signOutAnswered(async () => Response.json({ location: '/users/sign_in' }));
    expect(plain.assign).toHaveBeenCalledWith('/users/sign_in');
    const failed = await signOutAnswered(() => Promise.reject(new Error('offline')));
    expect(failed.assign).toHaveBeenCalledWith('/users/sign_in');
    const odd = await signOutAnswered(async () => Response.json({ location: 'javascript:alert(1)' }));
    expect(odd.assign).toHaveBeenCalledWith('/users/sign_in');
  });
});
