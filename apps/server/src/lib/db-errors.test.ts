import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.js';

/** What node-postgres and Node's sockets raise, wrapped as Drizzle wraps a failed query. */
const pgError = (code: string, message = 'error') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const socketError = (code: string, syscall: string, address?: string) =>
  Object.assign(new Error(`${syscall} ${code} ${address ?? ''}`), { code, syscall, address });
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable: which failures mean "the database is out of reach"', () => {
  it.each([
    ['57P01 admin_shutdown (terminated, or the postmaster died)', pgError('57P01')],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (still starting, crash recovery)', pgError('57P03')],
    ['08006 connection_failure', pgError('08006')],
    ['a refused connect (TCP)', socketError('ECONNREFUSED', 'connect')],
    [
      'a refused connect on a socket left by a killed postmaster',
      socketError('ECONNREFUSED', 'connect', '/d/pg/.s.PGSQL.5'),
    ],
    ['a Unix socket that is gone', socketError('ENOENT', 'connect', '/d/pg/.s.PGSQL.5')],
    ['a connection reset', socketError('ECONNRESET', 'read')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    [
      'a client that already lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a serialization failure', pgError('40001')],
    ['a statement timeout', pgError('57014')],
    ['a missing file (not a socket)', socketError('ENOENT', 'open', '/data/uploads/1.pdf')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
