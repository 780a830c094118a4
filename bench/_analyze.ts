// The benches' tenants are written with set-based SQL rather than through an import; they are analysed
// as the product analyses its own bulk writes (db/bulk-writes.ts), never with a blanket VACUUM ANALYZE,
// so the figures are those an institute meets straight after importing.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { analyzeChangedTables } from '../apps/server/src/db/bulk-writes.js';

/** Analyses the tables the rows were written to, where they changed a meaningful share. */
export async function analyzeWritten(client: pg.Client, written: Record<string, number>) {
  return analyzeChangedTables(drizzle({ client }), written);
}
