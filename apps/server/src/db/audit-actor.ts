import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { currentRequestContext, type RequestContext } from '../lib/request-context.js';
import type { Executor, Transaction } from './client.js';
import { AUDIT_NOISE_COLUMNS, AUDIT_SECRET_COLUMNS, AUDIT_SKIPPED_TABLES } from './schema/audit.js';

/**
 * How the audit trail learns who acts (docs/ARCHITECTURE.md, "The audit trail"): its triggers read
 * the transaction-local settings `app.user_id` and `app.request_id`. Every transaction of a request
 * sets them first, and a write outside a transaction runs in a short one that sets them, so no
 * service has to remember anything.
 */
function actorSettings(
  context: RequestContext,
): [userId: string, requestId: string, onBehalfOfUserId: string] {
  const onBehalfOf = context.onBehalfOfUserId;
  return [
    context.userId === null ? '' : String(context.userId),
    context.requestId,
    onBehalfOf == null ? '' : String(onBehalfOf),
  ];
}

/** The first statement of a transaction started inside a request. */
export async function setTransactionActor(tx: Transaction | Executor): Promise<void> {
  const context = currentRequestContext();
  if (!context) return;
  const [userId, requestId, onBehalfOf] = actorSettings(context);
  await tx.execute(
    sql`select set_config('app.user_id', ${userId}, true), set_config('app.request_id', ${requestId}, true),
      set_config('app.on_behalf_of_user_id', ${onBehalfOf}, true)`,
  );
}

/**
 * A decision about to be written for `supervisorId`'s team (null: the actor's own right): the audit
 * events of the request's next writes carry it as `on_behalf_of_user_id` (schema/audit.ts). Called
 * inside the deciding transaction, `tx` sets it there at once; each item of a bulk decision sets its
 * own, so one item's delegation never marks the next.
 */
export async function recordOnBehalfOf(tx: Executor | undefined, supervisorId: number | null): Promise<void> {
  const context = currentRequestContext();
  if (!context || (context.onBehalfOfUserId ?? null) === supervisorId) return;
  context.onBehalfOfUserId = supervisorId;
  if (tx) await setTransactionActor(tx);
}

const SKIPPED = new Set(AUDIT_SKIPPED_TABLES);
// What drizzle and the repositories send for a write.
const WRITE = /^\s*(?:(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?|merge\b)/i;
// A statement that starts with a CTE writes only if one of its parts does: a read-only `with`
// (Manage Profiles' page) runs as it is, instead of in a transaction of three round trips.
const CTE = /^\s*with\b/i;
const WRITE_INSIDE =
  /\b(?:insert\s+into|update\s+[\w".]+(?:\s+(?:as\s+)?"?\w+"?)?\s+set|delete\s+from|merge\s+into)\b/i;

/** Whether a statement may write to an audited table (reads and unaudited tables run as they are). */
export function isAuditedWrite(text: string): boolean {
  if (CTE.test(text)) return WRITE_INSIDE.test(text);
  const match = WRITE.exec(text);
  return match !== null && !SKIPPED.has(match[1] ?? '');
}

type QueryConfig = string | { text: string };

/**
 * Makes the pool's own `query` (what drizzle calls for a statement outside a transaction) run an
 * audited write of a request as `begin; set the actor; the write; commit` on one connection.
 */
export function withAuditActor(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (config: QueryConfig, values?: unknown) => Promise<pg.QueryResult>;
  const auditedQuery = async (config: QueryConfig, values?: unknown) => {
    const context = currentRequestContext();
    const text = typeof config === 'string' ? config : config?.text;
    if (!context || typeof text !== 'string' || typeof values === 'function' || !isAuditedWrite(text)) {
      return query(config, values);
    }
    const client = await pool.connect();
    try {
      const [userId, requestId, onBehalfOf] = actorSettings(context).map((value) =>
        client.escapeLiteral(value),
      );
      await client.query(
        `begin; select set_config('app.user_id', ${userId}, true), set_config('app.request_id', ${requestId}, true), ` +
          `set_config('app.on_behalf_of_user_id', ${onBehalfOf}, true)`,
      );
      const result = await client.query(config, values as unknown[]);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  pool.query = auditedQuery as unknown as pg.Pool['query'];
  return pool;
}

/** Attaches the triggers to every audited table (after the migrations; see migration 0009). */
export async function attachAuditTriggers(client: pg.Client): Promise<void> {
  await client.query('select audit_attach_triggers($1, $2)', [
    AUDIT_SKIPPED_TABLES,
    [...AUDIT_SECRET_COLUMNS, ...AUDIT_NOISE_COLUMNS],
  ]);
}
