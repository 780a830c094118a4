// The benches' tenants are written with set-based SQL rather than through an import; they are vacuumed
// and analysed as the product settles its own bulk writes (db/bulk-writes.ts), never with a blanket
// VACUUM ANALYZE of the database, so the figures are those an institute meets straight after importing.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { vacuumChangedTables } from '../apps/server/src/db/bulk-writes.js';

/** Vacuums and analyses the tables the rows were written to, where they changed a meaningful share. */
export async function vacuumWritten(client: pg.Client, written: Record<string, number>) {
  return vacuumChangedTables(drizzle({ client }), written);
}
