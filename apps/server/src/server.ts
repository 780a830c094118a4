import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase, openPostgresDatabase, type DatabaseHandle } from './db/client.js';
import { seedDemoIfEmpty, type DemoCredentials } from './db/seed/demo.js';

/**
 * `npm start`: the primary process opens the database (starting the embedded cluster when DATABASE_URL is
 * unset), migrates it and seeds the demo, then runs WEB_CONCURRENCY worker processes that share the port.
 * Workers hold no state of their own (sessions, rate limits and jobs live in PostgreSQL), so any of them,
 * on any node, can answer any request. With WEB_CONCURRENCY=1 the primary answers requests itself.
 */
const WORKER_DATABASE_URL = 'PDP_WORKER_DATABASE_URL';
const WORKER_DATABASE_KIND = 'PDP_WORKER_DATABASE_KIND';

/** Runs the registered steps, newest first, on SIGINT or SIGTERM, then exits. */
function stopOnSignals() {
  const steps: (() => Promise<void>)[] = [];
  let stopping = false;
  const run = () => {
    if (stopping) return;
    stopping = true;
    (async () => {
      for (const step of steps.reverse()) await step();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', run);
  process.on('SIGTERM', run);
  return {
    add: (step: () => Promise<void>) => steps.push(step),
    get isStopping() {
      return stopping;
    },
  };
}

async function serve(config: AppConfig, database: DatabaseHandle) {
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

async function runPrimary(config: AppConfig) {
  const database = await openDatabase(config);
  const shutdown = stopOnSignals();
  shutdown.add(() => database.close());
  const workers = new Set<Worker>();
  shutdown.add(async () => {
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => worker.kill('SIGKILL'), 10_000);
            worker.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            worker.kill('SIGTERM');
          }),
      ),
    );
  });

  const demo = config.demo ? await seedDemoIfEmpty(database.db, config) : undefined;
  if (config.webConcurrency === 1) {
    const app = await serve(config, database);
    shutdown.add(() => app.close());
    banner(config, database, demo);
    return;
  }

  const env = { [WORKER_DATABASE_URL]: database.url, [WORKER_DATABASE_KIND]: database.kind };
  const fork = () => {
    const worker = cluster.fork(env);
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (shutdown.isStopping) return;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(fork, 1000).unref();
    });
    return worker;
  };
  await Promise.all(
    Array.from({ length: config.webConcurrency }, () => {
      const worker = fork();
      return new Promise<void>((resolve, reject) => {
        worker.once('listening', () => resolve());
        worker.once('exit', (code) => reject(new Error(`a worker failed to start (exit ${code})`)));
      });
    }),
  );
  banner(config, database, demo);
}

async function runWorker(config: AppConfig) {
  const url = process.env[WORKER_DATABASE_URL]!;
  const kind = process.env[WORKER_DATABASE_KIND] === 'embedded' ? 'embedded' : 'external';
  const database = await openPostgresDatabase(url, { migrate: false, kind });
  const app = await serve({ ...config, databaseUrl: url }, database);
  // Workers stop on the primary's SIGTERM, or with a terminal's Ctrl-C (SIGINT to the whole group).
  const shutdown = stopOnSignals();
  shutdown.add(() => database.close());
  shutdown.add(() => app.close());
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
