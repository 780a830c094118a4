/** Whether a database error (possibly wrapped by Drizzle) is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && (name === constraint || String((e as Error).message).includes(constraint)))
      return true;
  }
  return false;
}

/** A serialization failure or deadlock (40001, 40P01): the transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: string };
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}

/** A foreign key violation (23503): the row is still referenced, or references a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}
