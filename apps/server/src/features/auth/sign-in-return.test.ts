import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Browser, decodeEntities, nextIp, type Page } from '../../../test/forms.js';

/** Issue 12 §14: after signing in again, the user is back on the page their session ended on. */
describe('sign-in: back to the page the user was on', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db);
    email = (await createUser(t.db, institute.id, { email: 'return-to@example.test' })).email;
  });
  afterAll(() => t.close());

  const formActionOf = (page: Page) =>
    decodeEntities(/<form method="post" action="([^"]*)"/.exec(page.html)![1]!);

  /** Opens the sign-in page at `url`, then posts its form to the action it names, as a browser does. */
  async function signInFrom(url: string, password = TEST_PASSWORD, browser = new Browser(t.app, nextIp())) {
    const form = await browser.get(url);
    expect(form.status).toBe(200);
    const action = formActionOf(form);
    const result = await browser.post(action, {
      'user[email]': email,
      'user[password]': password,
      authenticity_token: form.token!,
    });
    return { action, result, browser };
  }

  it('carries return_to on the form and redirects there, query and all', async () => {
    const returnTo = '/users/5?tab=roles';
    const { action, result } = await signInFrom(`/users/sign_in?return_to=${encodeURIComponent(returnTo)}`);
    expect(new URL(action, 'http://x').searchParams.get('return_to')).toBe(returnTo);
    expect(result.status).toBe(303);
    expect(result.response.headers.location).toBe(returnTo);
  });

  it('keeps return_to (and the institute) through a wrong password', async () => {
    const institute = await createInstitute(t.db, { name: 'Return Institute' });
    const browser = new Browser(t.app, nextIp());
    const { result: wrong } = await signInFrom(
      `/users/sign_in?institute=${institute.id}&return_to=%2Fprofiling%2F23`,
      'Not-The-Password-1',
      browser,
    );
    expect(wrong.status).toBe(401);
    const action = formActionOf(wrong);
    expect(action).toBe(`/users/sign_in?institute=${institute.id}&return_to=%2Fprofiling%2F23`);
    const retried = await browser.post(action, {
      'user[email]': email,
      'user[password]': TEST_PASSWORD,
      authenticity_token: wrong.token!,
    });
    expect(retried.status).toBe(303);
    expect(retried.response.headers.location).toBe('/profiling/23');
  });

  it.each([
    'https://evil.test/users',
    '//evil.test/users',
    '/\\evil.test',
    '/\t/evil.test',
    '/.//evil.test',
    'javascript:alert(1)',
    'users/5',
  ])('never leaves the site: return_to=%s lands on /', async (hostile) => {
    const { action, result } = await signInFrom(`/users/sign_in?return_to=${encodeURIComponent(hostile)}`);
    expect(action).toBe('/users/sign_in');
    expect(result.status).toBe(303);
    expect(result.response.headers.location).toBe('/');

    // Posted straight to the form's URL, it is refused the same way.
    const browser = new Browser(t.app, nextIp());
    const form = await browser.get('/users/sign_in');
    const posted = await browser.post(`/users/sign_in?return_to=${encodeURIComponent(hostile)}`, {
      'user[email]': email,
      'user[password]': TEST_PASSWORD,
      authenticity_token: form.token!,
    });
    expect(posted.status).toBe(303);
    expect(posted.response.headers.location).toBe('/');
  });

  it('sends a user who is already signed in straight on to a safe return_to, else to /', async () => {
    const { browser } = await signInFrom('/users/sign_in');
    const safe = await browser.request(
      'GET',
      '/users/sign_in?return_to=%2Fprofiling%2F23%3Ffilter%3Dresolved',
    );
    expect(safe.statusCode).toBe(302);
    expect(safe.headers.location).toBe('/profiling/23?filter=resolved');
    const hostile = await browser.request('GET', '/users/sign_in?return_to=%2F%2Fevil.test');
    expect(hostile.statusCode).toBe(302);
    expect(hostile.headers.location).toBe('/');
  });
});
