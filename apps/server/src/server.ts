import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { maintainEmbeddedDatabase, openDatabase } from './db/client.js';
import { DataDirectoryLockedError } from './db/data-dir-lock.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const demo = config.demo ? await seedDemoIfEmpty(database.db, config) : undefined;
  const app = await buildApp(config, { database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Housekeeping: drop expired sessions hourly, and keep the embedded database's statistics fresh
  // (scheduled jobs move to pg-boss with the reminders issue).
  const housekeeping = () => {
    app.deps.sessions
      .purgeExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'session purge failed'));
    maintainEmbeddedDatabase(database).catch((error: unknown) =>
      app.log.error({ err: error }, 'embedded database maintenance failed'),
    );
  };
  housekeeping();
  setInterval(housekeeping, 3_600_000).unref();

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  PD Passport is running at ${config.appUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}`,
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
