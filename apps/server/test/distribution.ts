import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index.js';

/**
 * How the tables would be laid out on Citus, distributed by institute_id (docs/deployment.md,
 * "Distributing on Citus"), with the reason for each table or index that is not simply distributed.
 * Read by the schema check (src/db/distribution-keys.test.ts) and the statements check
 * (test/tenant-scoping.ts).
 */

/** Tables without institute_id, and what they become on Citus. */
export const UNDISTRIBUTED_TABLES: Record<string, string> = {
  institutes:
    'the tenants themselves, few and read by every request: a reference table, copied to every node',
  rate_limit_buckets: 'counters keyed by client address, before any institute is known: a local table',
  password_reset_tokens:
    "a token is looked up before its user's institute is known: a local table, or distributed by user_institute_id once the token names it",
};

/** Tables with institute_id that cannot be distributed by it as they are: local tables on Citus. */
export const LOCAL_TENANT_TABLES: Record<string, string> = {
  sessions:
    "looked up by the cookie's token before the institute is known; institute_id is where a super admin acts, and changes",
  email_outbox:
    'system emails have no institute (institute_id null), and the queue is worked across institutes',
};

/** Distributed tables without a primary key (Citus needs none). */
export const WITHOUT_PRIMARY_KEY: Record<string, string> = {
  user_counts: 'rows of +n/-n to sum, appended by triggers and folded by a job: no row is ever looked up',
};

/** Unique indexes of distributed tables without institute_id. */
export const GLOBAL_UNIQUE_INDEXES: Record<string, string> = {
  users_email_unique: 'an email signs in to one account across all institutes: a lookup table on Citus',
};

/** The tables distributed by institute_id: every table with the column but the local ones. */
export const DISTRIBUTED_TABLES: ReadonlySet<string> = new Set(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.columns.some((column) => column.name === 'institute_id'))
    .map((config) => config.name)
    .filter((name) => !(name in LOCAL_TENANT_TABLES)),
);
