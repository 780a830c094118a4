import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_ERROR_TEXT,
  SERVER_ERROR_TEXT,
  applyServerErrors,
  formErrorText,
  humanizeFieldName,
  mapFieldErrors,
  readServerError,
} from './server-errors';

/** The shape of the api client's ApiError: status plus the parsed body. */
const apiError = (status: number, body: unknown) => Object.assign(new Error('api'), { status, body });

const validation = (messages: Record<string, string[]>, base: string[] = [], title = 'Validation Failed') =>
  apiError(422, { title, code: 2, messages, base });

describe('readServerError', () => {
  it('reads an ApiError-like {status, body}', () => {
    expect(readServerError(apiError(400, { title: 'Bad Request', message: 'Nope', code: 1 }))).toEqual({
      status: 400,
      title: 'Bad Request',
      message: 'Nope',
      messages: undefined,
      base: undefined,
      code: 1,
    });
  });

  it('reads a flat {status, title, messages, base}', () => {
    const error = {
      status: 422,
      title: 'Validation Failed',
      code: 2,
      messages: { name: ['is taken'] },
      base: [],
    };
    expect(readServerError(error)).toMatchObject({ status: 422, messages: { name: ['is taken'] }, base: [] });
  });

  it('keeps a single-string field message rather than dropping it', () => {
    expect(readServerError({ status: 422, title: 'T', messages: { name: 'is taken' } })?.messages).toEqual({
      name: ['is taken'],
    });
  });

  it('ignores non-string items and empty lists', () => {
    const error = { status: 422, title: 'T', messages: { a: [1, 'ok'], b: [] }, base: ['x', null] };
    expect(readServerError(error)).toMatchObject({ messages: { a: ['ok'] }, base: ['x'] });
  });

  it('gives an empty title when the body is not JSON', () => {
    expect(readServerError(apiError(502, '<html>Bad gateway</html>'))).toMatchObject({
      status: 502,
      title: '',
    });
  });

  it.each([null, undefined, 'text', new Error('boom'), { status: '422' }])('is null for %s', (value) => {
    expect(readServerError(value)).toBeNull();
  });
});

describe('humanizeFieldName', () => {
  it.each([
    ['current_password', 'Current password'],
    ['department_id', 'Department'],
    ['name', 'Name'],
    ['user.email', 'User email'],
  ])('%s → %s', (field, expected) => {
    expect(humanizeFieldName(field)).toBe(expected);
  });
});

describe('mapFieldErrors', () => {
  it('keeps only the first message per field', () => {
    expect(mapFieldErrors({ password: ['is too short', 'needs a symbol'] }).fields).toEqual({
      password: 'is too short',
    });
  });

  it('without fieldNames sets an x_id error on both x_id and x', () => {
    expect(mapFieldErrors({ supervisor_id: ['is required'] }).fields).toEqual({
      supervisor_id: 'is required',
      supervisor: 'is required',
    });
  });

  it('with fieldNames matches exactly first', () => {
    const options = { fieldNames: ['employment_type_id', 'employment_type'] };
    expect(mapFieldErrors({ employment_type_id: ['is invalid'] }, options).fields).toEqual({
      employment_type_id: 'is invalid',
    });
  });

  it('with fieldNames matches x_id to a form field x', () => {
    const mapping = mapFieldErrors(
      { supervisor_id: ['is required'] },
      { fieldNames: ['supervisor', 'email'] },
    );
    expect(mapping).toEqual({ fields: { supervisor: 'is required' }, unmatched: [] });
  });

  it('does not strip _id from the middle of a name', () => {
    const mapping = mapFieldErrors({ id_number: ['is bad'] }, { fieldNames: ['id_number'] });
    expect(mapping.fields).toEqual({ id_number: 'is bad' });
  });

  it('turns messages for unknown fields into sentences for the form-level text', () => {
    const mapping = mapFieldErrors(
      { current_password: ['is invalid'], token: ['Reset link has expired'] },
      { fieldNames: ['password'] },
    );
    expect(mapping).toEqual({
      fields: {},
      unmatched: ['Current password is invalid', 'Reset link has expired'],
    });
  });

  it('treats a messages.base entry as form-level', () => {
    expect(mapFieldErrors({ base: ['Locked record', 'second'] })).toEqual({
      fields: {},
      unmatched: ['Locked record'],
    });
  });

  it('lets fieldMap rename a field, overriding the _id rule', () => {
    const mapping = mapFieldErrors(
      { user_roles: ['pick one'], supervisor_id: ['is required'] },
      { fieldMap: { user_roles: 'roles', supervisor_id: 'supervisor_user' }, fieldNames: ['roles'] },
    );
    expect(mapping.fields).toEqual({ roles: 'pick one', supervisor_user: 'is required' });
  });

  it('keeps the first message when two server fields land on one form field', () => {
    const mapping = mapFieldErrors(
      { department: ['first'], department_id: ['second'] },
      { fieldNames: ['department'] },
    );
    expect(mapping.fields).toEqual({ department: 'first' });
  });

  it('skips empty lists and copes with undefined', () => {
    expect(mapFieldErrors({ name: [] })).toEqual({ fields: {}, unmatched: [] });
    expect(mapFieldErrors(undefined)).toEqual({ fields: {}, unmatched: [] });
  });
});

describe('formErrorText', () => {
  it('422: the title alone when every message sits on a field', () => {
    expect(formErrorText(validation({ name: ['is taken'] }))).toBe('Validation Failed');
  });

  it('422: the title joined with the base messages', () => {
    expect(formErrorText(validation({}, ['Password was used recently', 'Try another']))).toBe(
      'Validation Failed: Password was used recently, Try another',
    );
  });

  it('422: adds messages for fields the form does not have', () => {
    const error = validation({ current_password: ['is invalid'], password: ['is too short'] }, ['Base']);
    expect(formErrorText(error, { fieldNames: ['password'] })).toBe(
      'Validation Failed: Base, Current password is invalid',
    );
  });

  it('422 with code 1: "title: message"', () => {
    expect(formErrorText(apiError(422, { title: 'Cannot approve', message: 'Missing units', code: 1 }))).toBe(
      'Cannot approve: Missing units',
    );
  });

  it('400: "title: message"', () => {
    expect(
      formErrorText(apiError(400, { title: 'Bad Request', message: 'Program has registrations', code: 1 })),
    ).toBe('Bad Request: Program has registrations');
  });

  it('400 with messages keyed by field (code 2) reads like a 422', () => {
    expect(
      formErrorText(apiError(400, { title: 'Rejected', code: 2, messages: { reason: ['is required'] } })),
    ).toBe('Rejected');
  });

  it('a 4xx with a title only shows the title', () => {
    expect(formErrorText(apiError(404, { title: 'Not Found' }))).toBe('Not Found');
  });

  it.each([500, 502, 503])('%i: "500 Internal Server Error" whatever the body says', (status) => {
    expect(formErrorText(apiError(status, { title: 'Secret detail', message: 'stack' }))).toBe(
      SERVER_ERROR_TEXT,
    );
  });

  it('a thrown Error shows its message; anything else the fallback', () => {
    expect(formErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(formErrorText('weird')).toBe(FALLBACK_ERROR_TEXT);
    expect(formErrorText(apiError(409, {}))).toBe(FALLBACK_ERROR_TEXT);
  });
});

describe('applyServerErrors', () => {
  it('sets the first message per field, focusing the first, and returns the form text', () => {
    const setError = vi.fn();
    const text = applyServerErrors(
      validation({ name: ['is taken', 'too long'], supervisor_id: ['is required'] }, ['Check the form']),
      setError,
      { fieldNames: ['name', 'supervisor'] },
    );
    expect(text).toBe('Validation Failed: Check the form');
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'is taken' }, { shouldFocus: true }],
      ['supervisor', { type: 'server', message: 'is required' }, { shouldFocus: false }],
    ]);
  });

  it('sets nothing for a 400 and returns "title: message"', () => {
    const setError = vi.fn();
    expect(applyServerErrors(apiError(400, { title: 'Bad Request', message: 'No', code: 1 }), setError)).toBe(
      'Bad Request: No',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('sets nothing for a 500, even with a messages body', () => {
    const setError = vi.fn();
    expect(applyServerErrors(apiError(500, { title: 'x', messages: { name: ['y'] } }), setError)).toBe(
      SERVER_ERROR_TEXT,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('with the api client ApiError (flat fields and the raw body)', () => {
  /** Mirrors lib/api-client's ApiError: title/messages/base copied onto the error, body kept. */
  const flatApiError = (status: number, body: unknown) => {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const title =
      typeof fields.title === 'string' ? fields.title : `Something went wrong. got status=${status}`;
    return Object.assign(new Error(typeof fields.message === 'string' ? fields.message : title), {
      status,
      title,
      messages: fields.messages ?? {},
      base: fields.base ?? [],
      body,
    });
  };

  it('reads a 422 from the body', () => {
    const error = flatApiError(422, {
      title: 'Validation Failed',
      code: 2,
      messages: { name: ['is taken'] },
      base: [],
    });
    const setError = vi.fn();
    expect(applyServerErrors(error, setError)).toBe('Validation Failed');
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'is taken' },
      { shouldFocus: true },
    );
  });

  it('shows only the title when a non-JSON 4xx repeats it as the message', () => {
    expect(formErrorText(flatApiError(418, '<html>teapot</html>'))).toBe(
      'Something went wrong. got status=418',
    );
  });

  it('shows a network failure (status 0) as its title alone', () => {
    const error = Object.assign(new Error('Something went wrong'), {
      status: 0,
      title: 'Something went wrong',
      messages: {},
      base: [],
      body: undefined,
    });
    expect(formErrorText(error)).toBe('Something went wrong');
  });
});
