import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting in the code running now: filled for each HTTP request (plugins/auth.ts: the request id
 * at once, the user when the session resolves) and read by the database handle, which hands both to
 * the audit trail's triggers (db/client.ts). Outside a request (jobs, the CLI) there is none: "system".
 */
export interface RequestContext {
  requestId: string;
  userId: number | null;
  /**
   * The supervisor the user acts for through a delegation in the decision being made now (set by
   * the deciding service, db/audit-actor.ts `recordOnBehalfOf`): the audit trail's "on behalf of".
   */
  onBehalfOfUserId?: number | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `work` with no request context, so its writes are recorded as "system" (background jobs). */
export function runAsSystem<T>(work: () => T): T {
  return storage.exit(work);
}
