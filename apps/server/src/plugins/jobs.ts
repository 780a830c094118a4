import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { fromDrizzle, PgBoss, type DrizzleTransactionLike, type Job, type JobResult } from 'pg-boss';
import type { AppDeps } from '../app-deps.js';
import type { Executor } from '../db/client.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { outageLog } from '../lib/logging.js';
import { runAsSystem } from '../lib/request-context.js';

/**
 * Background jobs on pg-boss, in the app's own PostgreSQL (its tables live in the `pgboss` schema,
 * which pg-boss creates and migrates itself). Every app process works every queue: a job runs once,
 * whichever node claims it (SKIP LOCKED), and a schedule fires once per occurrence across all nodes.
 * How to add a job: plugins/README.md.
 */

export const JOBS_SCHEMA = 'pgboss';

/** How a queue retries and keeps its jobs (pg-boss's queue options, in seconds). */
export interface QueueSettings {
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled for each further one, with jitter (default 30). */
  retryDelay?: number;
  /** The longest wait between two attempts (default one hour). */
  retryDelayMax?: number;
  /** An attempt still running after this long is given up and retried (default 15 minutes). */
  expireInSeconds?: number;
  /** How long a finished job is kept for inspection (default 7 days). */
  deleteAfterSeconds?: number;
}

export interface Attempt {
  /** 0 for the first attempt. */
  retryCount: number;
  /** No retry follows if this attempt fails. */
  isLast: boolean;
  /** Aborted when pg-boss gives the attempt up (its expiry: a retry may start beside it) or stops. */
  signal?: AbortSignal;
}

/** Runs one job; a throw fails this attempt, and the job is retried with backoff until its limit. */
export type JobHandler<T> = (data: T, attempt: Attempt) => Promise<unknown>;

interface QueueDefinition {
  settings: Required<QueueSettings>;
  handler: JobHandler<never>;
  cron?: string;
}

/** Where failed attempts and pg-boss's own errors are reported (the app's logger). */
export type JobsLogger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** A feature's jobs.ts: declares its queues and schedules with the app's services. */
export type FeatureJobs = (jobs: JobRegistry, deps: AppDeps) => void;

const DEFAULT_SETTINGS: Required<QueueSettings> = {
  retryLimit: 2,
  retryDelay: 30,
  retryDelayMax: 3600,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 86_400,
};

// A worker fetches up to this many due jobs at once and keeps fetching while batches come back
// full, so a burst (an import's invitations) drains without waiting between batches.
const BATCH_SIZE = 10;

export function createJobs(database: { url: string }) {
  const definitions = new Map<string, QueueDefinition>();
  let boss: PgBoss | undefined;
  let log: JobsLogger | undefined;
  /** A start in progress: the app answers while its jobs start (the plugin below). */
  let starting: Promise<void> | undefined;

  const define = (
    name: string,
    definition: Omit<QueueDefinition, 'settings'> & { settings: QueueSettings },
  ) => {
    if (definitions.has(name)) throw new Error(`The job queue ${name} is declared twice`);
    definitions.set(name, { ...definition, settings: { ...DEFAULT_SETTINGS, ...definition.settings } });
  };

  const started = (purpose: string) => {
    if (!boss)
      throw new Error(`Jobs are not running in this app (config.jobs.enabled), so it cannot ${purpose}`);
    return boss;
  };
  /** The jobs, once a start in progress has ended. */
  const running = async (purpose: string) => {
    await starting?.catch(() => {});
    return started(purpose);
  };

  /** Runs a batch's jobs side by side; each succeeds or fails (and is retried) on its own. */
  function runBatch(name: string, batch: Job<never>[]): Promise<JobResult[]> {
    const { handler, settings } = definitions.get(name)!;
    return Promise.all(
      batch.map(async (job): Promise<JobResult> => {
        const attempt: Attempt = {
          retryCount: job.retryCount,
          isLast: job.retryCount >= settings.retryLimit,
          signal: job.signal,
        };
        try {
          // A job acts for no one: its writes are recorded in the audit trail as "system", even when
          // a request queued it (a timer or promise started in a request keeps its async context).
          await runAsSystem(() => handler(job.data, attempt));
          return { id: job.id, status: 'completed' };
        } catch (error) {
          const { retryCount, isLast } = attempt;
          log?.warn({ err: error, job: name, jobId: job.id, retryCount, isLast }, 'job failed');
          return { id: job.id, status: 'failed', output: { message: (error as Error).message } };
        }
      }),
    );
  }

  /** Installs or migrates the pgboss schema, creates the queues and schedules, and starts working them. */
  function start(logger: JobsLogger): Promise<void> {
    starting ??= startWorking(logger).finally(() => {
      starting = undefined;
    });
    return starting;
  }

  async function startWorking(logger: JobsLogger): Promise<void> {
    if (boss) return;
    log = logger;
    const instance = new PgBoss({
      connectionString: database.url,
      schema: JOBS_SCHEMA,
      application_name: 'pdp-jobs',
      // Handlers use the app's pool; this one only fetches and settles jobs.
      max: 4,
      // A job queued in a committed transaction wakes a worker at once, instead of at its next poll.
      useListenNotify: true,
      // How often the nodes check whether a schedule is due (pg-boss's default is 30 s).
      cronMonitorIntervalSeconds: 10,
    });
    // pg-boss reconnects by itself once the database is back; until then every poll fails alike.
    const logOutage = outageLog(logger, 'jobs: database unavailable');
    instance.on('error', (error) =>
      isDatabaseUnavailable(error) ? logOutage(error) : logger.error({ err: error }, 'jobs error'),
    );
    instance.on('warning', (warning) => logger.warn({ warning }, 'jobs warning'));
    try {
      await instance.start();
      boss = instance;
      for (const [name, { settings, cron }] of definitions) {
        const options = { ...settings, retryBackoff: true, notify: true };
        await instance.createQueue(name, options);
        // createQueue leaves an existing queue as it was: bring its options up to date.
        await instance.updateQueue(name, options);
        // One job per minute slot as well: pg-boss files each occurrence once, but a forward it
        // replays (a node stopped or slowed between sending the job and settling the forward) would
        // send a second job for the same occurrence; a 60-second throttle on the job drops it.
        if (cron) await instance.schedule(name, cron, null, { tz: 'UTC', singletonSeconds: 60 });
        await instance.work<never>(
          name,
          {
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
            // The backstop poll while notifications are not available, and for retries coming due.
            pollingIntervalSeconds: 2,
            notifyPollingIntervalSeconds: 15,
          },
          (batch) => runBatch(name, batch),
        );
      }
      // A schedule no longer declared would keep filling a queue nobody works.
      for (const { name, key } of await instance.getSchedules()) {
        if (!definitions.get(name)?.cron) await instance.unschedule(name, key);
      }
    } catch (error) {
      boss = undefined;
      await instance.stop({ graceful: false }).catch(() => {});
      throw error;
    }
  }

  /** Lets the jobs in progress finish, then stops. */
  async function stop(): Promise<void> {
    await starting?.catch(() => {});
    const instance = boss;
    if (!instance) return;
    boss = undefined;
    for (const name of definitions.keys()) await instance.offWork(name, { wait: true });
    // Nothing of ours runs any more; a graceful stop would only poll for that every 500 ms.
    await instance.stop({ graceful: false });
  }

  return {
    /** Declares a queue and the handler that runs each of its jobs (queue jobs with `enqueue`). */
    define<T extends object>(name: string, settings: QueueSettings, handler: JobHandler<T>): void {
      define(name, { settings, handler: handler as JobHandler<never> });
    },

    /**
     * Declares a job that runs on a cron schedule (five fields, UTC): one run per occurrence across
     * every node, retried like any job if it throws.
     */
    schedule(
      name: string,
      cron: string,
      handler: () => Promise<unknown>,
      settings: QueueSettings = {},
    ): void {
      define(name, { settings, handler, cron });
    },

    /**
     * Queues one job per item of `data`, with `executor`: pass the caller's transaction and the jobs
     * exist only if it commits (workers are woken when it does).
     */
    async enqueue<T extends object>(executor: Executor, name: string, data: T[]): Promise<void> {
      if (!data.length) return;
      if (!definitions.has(name)) throw new Error(`No job queue is declared as ${name}`);
      await (
        await running(`queue ${name} jobs`)
      ).insert(
        name,
        data.map((item) => ({ data: item })),
        // pg-boss's type wants execute() to answer rows; node-postgres answers its QueryResult ({ rows }).
        { db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql) },
      );
    },

    start,
    stop,

    /**
     * Waits until no job of any queue is due or running (tests, after an action that queues jobs).
     * A job waiting for its next retry is not due.
     */
    async drain(timeoutMs = 10_000): Promise<void> {
      const instance = await running('drain its queues');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const jobs = (
          await Promise.all([...definitions.keys()].map((name) => instance.findJobs(name)))
        ).flat();
        const now = Date.now();
        const due = jobs.filter(
          (job) => ['created', 'retry', 'active'].includes(job.state) && job.startAfter.getTime() <= now,
        );
        if (!due.length) return;
        if (now > deadline) {
          throw new Error(`Jobs still due after ${timeoutMs} ms: ${due.map((job) => job.name).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
/** What a feature's jobs.ts may call. */
export type JobRegistry = Pick<Jobs, 'define' | 'schedule'>;

const JOBS_START_RETRY_MS = 5000;

/**
 * Declares every feature's jobs, and starts working them once the app is ready (unless
 * `config.jobs.enabled` is off: most API tests need no jobs). The app's onClose stops them.
 *
 * The app does not wait for them to listen: starting pg-boss and setting up its queues takes a node
 * about 0.35 s, a tenth of its start, and a request that queues a job meanwhile waits for the start
 * in progress (`enqueue`). A start that fails is tried again every few seconds while the app serves:
 * a process that starts while the database is down (a worker replaced during an outage) answers its
 * 503s at once and starts the jobs when the database is back.
 */
const jobsPlugin: FastifyPluginAsync<{ features: FeatureJobs[] }> = async (app, { features }) => {
  for (const declare of features) declare(app.deps.jobs, app.deps);
  if (!app.deps.config.jobs.enabled) return;
  let retry: NodeJS.Timeout | undefined;
  let isClosed = false;
  const start = async (): Promise<void> => {
    try {
      await app.deps.jobs.start(app.log);
    } catch (error) {
      if (isDatabaseUnavailable(error))
        app.log.warn('jobs: the database is unavailable; they start once it is back');
      else app.log.error({ err: error }, 'jobs: could not start; trying again shortly');
      if (!isClosed) retry = setTimeout(() => void start(), JOBS_START_RETRY_MS);
    }
  };
  app.addHook('onReady', async () => {
    void start();
  });
  app.addHook('onClose', () => {
    isClosed = true;
    clearTimeout(retry);
  });
};
export const jobs = fp(jobsPlugin, { name: 'jobs' });
