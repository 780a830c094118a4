import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MODAL_EVENT, MESSAGE_EVENT } from './messages';

// The client talks to `window` (alert, location, events) and `fetch`; both are stubbed so the
// error catalogue can be checked in Node without a browser.
const events: { type: string; message: string }[] = [];
const alert = vi.fn();
const assign = vi.fn();

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

async function loadClient() {
  // A fresh module per test: the "already leaving for sign-in" flag is module state.
  vi.resetModules();
  return import('./api-client');
}

beforeEach(() => {
  events.length = 0;
  alert.mockReset();
  assign.mockReset();
  vi.stubGlobal('window', {
    alert,
    location: { assign, pathname: '/', search: '', hash: '' },
    dispatchEvent: (event: CustomEvent<{ message: string }>) => {
      events.push({ type: event.type, message: event.detail.message });
      return true;
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  it('sends the client header and same-origin credentials', async () => {
    respond(200, { data: 1 });
    const { apiGet } = await loadClient();
    await expect(apiGet('/api/v1/me')).resolves.toEqual({ data: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'X-Client-App': 'webapp' });
  });

  it('alerts once and goes to sign-in when several reads meet a 401', async () => {
    respond(401, { title: 'Unauthorized', message: 'Sign in' });
    const { apiGet } = await loadClient();
    void apiGet('/api/v1/a');
    void apiGet('/api/v1/b');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/users/sign_in'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('You are no longer logged in');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('neither alerts nor goes to sign-in when a read meets a 401 while signing out', async () => {
    respond(401);
    const { apiGet, beginSigningOut } = await loadClient();
    beginSigningOut();
    void apiGet('/api/v1/notifications');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(alert).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to sign-in without the alert when the start-up session check meets a 401', async () => {
    respond(401);
    const { apiGet } = await loadClient();
    void apiGet('/api/v1/me', { isSessionCheck: true });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/users/sign_in'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends the user back to this page after signing in again: ?return_to= with path, query and hash', async () => {
    vi.stubGlobal('window', {
      ...window,
      location: { assign, pathname: '/users/5', search: '?tab=roles', hash: '#top' },
    });
    respond(401);
    const { apiGet } = await loadClient();
    void apiGet('/api/v1/users/5');
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/users/sign_in?return_to=%2Fusers%2F5%3Ftab%3Droles%23top'),
    );
  });

  it('signs out to the plain sign-in page, with nowhere to come back to', async () => {
    vi.stubGlobal('window', { ...window, location: { assign, pathname: '/users/5', search: '', hash: '' } });
    const { redirectToSignIn } = await loadClient();
    redirectToSignIn();
    expect(assign).toHaveBeenCalledWith('/users/sign_in');
  });

  it('turns a 403 into a forbidden notice and the empty result', async () => {
    respond(403, { title: 'Forbidden', message: 'No' });
    const { apiGet } = await loadClient();
    await expect(apiGet('/api/v1/users', { emptyResult: { data: [] } })).resolves.toEqual({ data: [] });
    expect(events).toEqual([
      { type: MESSAGE_EVENT, message: 'You are not allowed to view this information' },
    ]);
    expect(JSON.stringify(events)).not.toContain('/api/');
  });

  it('rejects a 403 without an empty result, reported in words, never the API path', async () => {
    respond(403, { title: 'Forbidden', message: 'No' });
    const { apiGet } = await loadClient();
    const error = await apiGet('/api/v1/profiles').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, isReported: true });
    expect(events).toEqual([
      { type: MESSAGE_EVENT, message: 'You are not allowed to view this information' },
    ]);
  });

  it('leaves a status the page explains itself unreported', async () => {
    respond(404, { title: 'Not Found', message: 'User not found' });
    const { apiGet } = await loadClient();
    const error = await apiGet('/api/v1/users/9', { unreportedStatuses: [404] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, isReported: false });
    expect(events).toEqual([]);
  });

  it('reports any other failure as "Something went wrong" and rejects, marked reported', async () => {
    respond(500, { title: '500 Internal Server Error' });
    const { apiGet, ApiError } = await loadClient();
    const error = await apiGet('/api/v1/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, isReported: true });
    expect(events).toEqual([{ type: MESSAGE_EVENT, message: 'Something went wrong' }]);
  });
});

describe('apiSend', () => {
  it('rejects a 422 with the parsed field and base messages, telling no one', async () => {
    respond(422, {
      title: 'Your password could not be changed',
      code: 2,
      messages: { password: ['is too short', 'needs a digit'] },
      base: ['Try again'],
    });
    const { apiSend, ApiError } = await loadClient();
    const error = await apiSend('/api/v1/users/password', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    );
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
    expect(error).toMatchObject({
      status: 422,
      code: 2,
      title: 'Your password could not be changed',
      base: ['Try again'],
      isReported: false,
    });
    expect(error.firstMessages()).toEqual({ password: 'is too short' });
    expect(events).toEqual([]);
  });

  it('shows a modal-type error in the Error! modal', async () => {
    respond(400, { title: 'Bad Request', message: 'Domain is in use', code: 1 });
    const { apiSend } = await loadClient();
    await expect(apiSend('/api/v1/domains/1', { method: 'DELETE', errorDisplay: 'modal' })).rejects.toThrow(
      'Domain is in use',
    );
    expect(events).toEqual([{ type: ERROR_MODAL_EVENT, message: 'Domain is in use' }]);
  });

  it('shows a field message that is a sentence as it is, and others after their field', async () => {
    respond(422, {
      title: 'The file could not be uploaded',
      code: 2,
      messages: { file: ['The file is larger than 5 MB'], year: ["can't be blank"] },
      base: [],
    });
    const { apiSend } = await loadClient();
    await apiSend('/api/v1/users/import', { method: 'POST', errorDisplay: 'modal' }).catch(() => undefined);
    expect(events).toEqual([
      { type: ERROR_MODAL_EVENT, message: "The file is larger than 5 MB. Year can't be blank" },
    ]);
  });

  it('resolves an empty 204 to undefined', async () => {
    respond(204);
    const { apiSend } = await loadClient();
    await expect(apiSend('/api/v1/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
