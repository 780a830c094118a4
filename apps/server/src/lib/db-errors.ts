/** The error and each error it wraps, outermost first (Drizzle wraps the driver's in `cause`). */
export function* causes(error: unknown): Generator<object> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of causes(error)) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && (name === constraint || String((e as Error).message).includes(constraint)))
      return true;
  }
  return false;
}

/** A serialization failure or deadlock (40001, 40P01): the transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (const e of causes(error)) {
    const { code } = e as { code?: string };
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}

/** A foreign key violation (23503): the row is still referenced, or references a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const e of causes(error)) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}

/** The field message for a row removed by another user while this request was saving. */
export const REMOVED_MEANWHILE = 'was removed by someone else just now: reload and choose again';

/**
 * The column of a write that names a row which is not there (a foreign key violation whose detail
 * reads `Key (institute_id, department_id)=(1, 5) is not present in table "departments".`), leaving
 * out the institute: the row was there when the request checked it, and another user removed it
 * before this write committed. Undefined for any other error.
 */
export function missingReferenceOf(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const { code, detail } = e as { code?: string; detail?: unknown };
    if (code !== '23503' || typeof detail !== 'string') continue;
    const match = /^Key \(([^)]*)\)=\(.*\) is not present in table/.exec(detail);
    const column = match?.[1]
      ?.split(',')
      .map((name) => name.trim().replace(/^"|"$/g, ''))
      .find((name) => name !== 'institute_id');
    if (column) return column;
  }
  return undefined;
}

// The server is shutting down, crashed (its backends are being reset) or still starting up;
// 08xxx: the connection itself failed or broke.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// What a connect to a stopped server, or a read on a connection it dropped, fails with.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres's own messages for a connection that died under it.
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether the database is out of reach (stopped, restarting, or the connection broke), as opposed to
 * refusing a statement: the request may succeed once it is back, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const { code, syscall, message } = e as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code)) return true;
      // A Unix socket that is gone: the embedded cluster is not running.
      if (code === 'ENOENT' && syscall === 'connect') return true;
    }
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

/** What a client is told to wait before it tries again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
