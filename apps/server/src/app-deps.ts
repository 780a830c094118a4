import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { createApiTokenService, type ApiTokenService } from './features/auth/api-token-service.js';
import { createSessionService, type SessionService } from './features/auth/session-service.js';
import { createRateLimiter, type RateLimiter } from './features/auth/rate-limit-repository.js';
import { createMailer, type Mailer } from './features/notifications/mailer.js';
import { storageOf, type FileStorage } from './lib/storage.js';
import { createJobs, type Jobs } from './plugins/jobs.js';

/** What routes and services share: built once per app, so tests can build as many apps as they like. */
export interface AppDeps {
  config: AppConfig & { sessionSecret: string; ssoSecretKey: string };
  database: DatabaseHandle;
  db: Database;
  sessions: SessionService;
  /** API tokens (`Authorization: Bearer`), resolved beside the sessions by the auth plugin. */
  apiTokens: ApiTokenService;
  rateLimiter: RateLimiter;
  /** Background jobs (pg-boss): features declare theirs in their jobs.ts. */
  jobs: Jobs;
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: FileStorage;
  /** Set when the node starts shutting down (server.ts): /readyz answers 503 from then on. */
  lifecycle: { isDraining: boolean };
}

export function createAppDeps(config: AppDeps['config'], database: DatabaseHandle): AppDeps {
  const db = database.db;
  const jobs = createJobs(database);
  return {
    config,
    database,
    db,
    sessions: createSessionService(db, config),
    apiTokens: createApiTokenService(db),
    rateLimiter: createRateLimiter(db, config.rateLimit.windowSeconds),
    jobs,
    mailer: createMailer(db, config, jobs),
    storage: storageOf(config),
    lifecycle: { isDraining: false },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
