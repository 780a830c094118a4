import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { superviseCluster } from './db/cluster-supervisor.js';
import { embeddedClusterOptions, startEmbeddedCluster } from './db/embedded-cluster.js';
import type { DemoCredentials } from './db/seed/demo.js';
import { closeGracefully } from './lib/graceful-close.js';

/**
 * `npm start`: the primary process opens the database (starting the embedded cluster when DATABASE_URL is
 * unset), migrates it and seeds the demo, then runs WEB_CONCURRENCY worker processes that share the port.
 * Workers hold no state of their own (sessions, rate limits and jobs live in PostgreSQL), so any of them,
 * on any node, can answer any request. With WEB_CONCURRENCY=1 the primary answers requests itself.
 */

const FAIL_DEADLINE_MS = 15_000;

/**
 * Runs the registered steps, newest first, on SIGINT or SIGTERM, then exits; `fail()` does the same
 * and exits non-zero (the app cannot go on, and its service manager should restart it).
 */
function stopOnSignals() {
  const steps: (() => Promise<void>)[] = [];
  let stopping = false;
  const run = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    // A failing app must end even if a step hangs on what failed (a worker closing its jobs on a
    // database that is gone): its service manager is waiting to start it again.
    if (exitCode !== 0) setTimeout(() => process.exit(exitCode), FAIL_DEADLINE_MS).unref();
    (async () => {
      for (const step of steps.reverse()) await step();
    })().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => run(0));
  process.on('SIGTERM', () => run(0));
  return {
    add: (step: () => Promise<void>) => steps.push(step),
    fail: () => run(1),
    get isStopping() {
      return stopping;
    },
  };
}

// The app and the demo seed are loaded only by the processes that use them: a primary that runs
// workers never loads Fastify or the routes, so it forks them sooner.
async function serve(config: AppConfig, database: DatabaseHandle) {
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

function banner(config: AppConfig, database: DatabaseHandle, demo: DemoCredentials | undefined) {
  const lines = [
    '',
    `  PD Passport is running at ${config.appUrl}`,
    `  Database: ${database.kind === 'embedded' ? `embedded PostgreSQL in ${path.resolve(config.dataDir, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Workers: ${config.webConcurrency}`,
    `  API docs: ${config.appUrl}/api/docs`,
  ];
  if (demo) {
    lines.push(
      '',
      '  Demo sign-in (every demo account has this password):',
      `    super admin      super@demo.test`,
      `    institute admin  admin@demo.test`,
      `    supervisor       supervisor@demo.test`,
      `    password         ${demo.password}`,
      `  (also in ${path.resolve(demo.credentialsFile)})`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

interface DatabaseMessage {
  type: 'database';
  url: string;
  kind: DatabaseHandle['kind'];
}

/**
 * Forks the workers at once, so they build the app while the primary starts and migrates the database;
 * each asks for the database when it is ready for it, and gets it as soon as it is known.
 */
function startWorkers(count: number, isStopping: () => boolean, stopWithinMs: number) {
  const workers = new Set<Worker>();
  let database: DatabaseMessage | undefined;
  const waiting = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('message', (message: { type?: string }) => {
      if (message.type !== 'need-database') return;
      if (database) worker.send(database);
      else waiting.add(worker);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      waiting.delete(worker);
      if (isStopping()) return;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(fork, 1000).unref();
    });
    return worker;
  };
  // Ready once `count` workers listen. One that dies first is replaced (above); only a worker that
  // cannot start at all (it died again and again) stops the server.
  const started = new WeakSet<Worker>();
  let listeningCount = 0;
  let failures = 0;
  const ready = new Promise<void>((resolve, reject) => {
    cluster.on('listening', (worker) => {
      started.add(worker);
      if (++listeningCount === count) resolve();
    });
    cluster.on('exit', (worker) => {
      if (isStopping() || started.has(worker)) return;
      if (++failures > 3 * count) reject(new Error('the workers keep failing to start; see the log above'));
    });
  });
  // The first worker starts alone, with the cores to itself beside the primary and PostgreSQL, so
  // that the node answers sooner; the others start once it listens.
  fork();
  cluster.once('listening', () => {
    for (let i = 1; i < count && !isStopping(); i++) fork();
  });
  return {
    ready,
    setDatabase(handle: DatabaseHandle) {
      database = { type: 'database', url: handle.url, kind: handle.kind };
      for (const worker of waiting) worker.send(database);
      waiting.clear();
    },
    stop: () =>
      Promise.all(
        [...workers].map(
          (worker) =>
            new Promise<void>((resolve) => {
              const force = setTimeout(() => worker.kill('SIGKILL'), stopWithinMs);
              worker.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              worker.kill('SIGTERM');
            }),
        ),
      ).then(() => {}),
  };
}

/**
 * DATABASE_URL, or the embedded cluster, started while Drizzle and the schema load (they are imported
 * here rather than at the top for that reason).
 */
async function openPrimaryDatabase(
  config: AppConfig,
  shutdown: ReturnType<typeof stopOnSignals>,
): Promise<DatabaseHandle> {
  const poolSize = config.databasePoolSize;
  if (config.databaseUrl)
    return (await import('./db/client.js')).openPostgresDatabase(config.databaseUrl, { poolSize });
  const [client, cluster] = await Promise.all([
    import('./db/client.js'),
    startEmbeddedCluster(embeddedClusterOptions(config.dataDir)),
  ]);
  superviseCluster(cluster, {
    withinMs: config.databaseRestartSeconds * 1000,
    isStopping: () => shutdown.isStopping,
    giveUp: shutdown.fail,
  });
  return client.openOnCluster(cluster, { poolSize });
}

/**
 * Seeds the demo into an empty database. Nodes started together take turns: the first seeds, the
 * others wait and then find it seeded.
 */
async function seedDemoOnce(database: DatabaseHandle, config: AppConfig) {
  const [{ seedDemoIfEmpty }, { START_UP_LOCKS, withAdvisoryLock }] = await Promise.all([
    import('./db/seed/demo.js'),
    import('./db/advisory-lock.js'),
  ]);
  return withAdvisoryLock(database.url, START_UP_LOCKS.demoSeed, () => seedDemoIfEmpty(database.db, config));
}

/** How long a worker may take to stop gracefully (lib/graceful-close.ts) before it is killed. */
const workerStopWithinMs = (config: AppConfig) =>
  (config.shutdownDrainSeconds + config.shutdownTimeoutSeconds + 10) * 1000;

async function runPrimary(config: AppConfig) {
  const shutdown = stopOnSignals();
  const workers =
    config.webConcurrency > 1
      ? startWorkers(config.webConcurrency, () => shutdown.isStopping, workerStopWithinMs(config))
      : undefined;
  const database = await openPrimaryDatabase(config, shutdown);
  shutdown.add(() => database.close());
  if (workers) shutdown.add(workers.stop);

  const demo = config.demo ? await seedDemoOnce(database, config) : undefined;
  if (workers) {
    workers.setDatabase(database);
    await workers.ready;
  } else {
    const app = await serve(config, database);
    shutdown.add(() => closeGracefully(app, config));
  }
  banner(config, database, demo);
}

/**
 * A worker builds its app while the primary starts, migrates and seeds the database (the two take
 * about as long), then connects and listens as soon as the primary names the database.
 */
async function runWorker(config: AppConfig) {
  const named = new Promise<DatabaseMessage>((resolve) => {
    process.on('message', (m: DatabaseMessage) => m.type === 'database' && resolve(m));
    process.send!({ type: 'need-database' });
  });
  const [{ openUnboundDatabase }, { buildApp }] = await Promise.all([
    import('./db/client.js'),
    import('./app.js'),
  ]);
  const database = openUnboundDatabase({ poolSize: config.databasePoolSize });
  const app = await buildApp(config, { database: database.handle });
  const message = await named;
  database.bind(message.url, message.kind);
  await app.listen({ port: config.port, host: config.host });
  // Workers stop on the primary's SIGTERM, or with a terminal's Ctrl-C (SIGINT to the whole group).
  const shutdown = stopOnSignals();
  shutdown.add(() => database.handle.close());
  shutdown.add(() => closeGracefully(app, config));
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary) await runPrimary(config);
  else await runWorker(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n${error.message}\n` : error);
  process.exit(1);
});
