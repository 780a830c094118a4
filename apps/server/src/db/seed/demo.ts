import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passwordProblems } from '@pdp/contract';
import { count, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../client.js';
import { institutes } from '../schema/index.js';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import { seedDemoData } from './demo-data.js';
import { storageOf } from '../../lib/storage.js';

export interface DemoCredentials {
  password: string;
  credentialsFile: string;
}

const FILE_NAME = 'demo-credentials.txt';

function readSavedPassword(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  return /^password: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * Seeds the demo institutes and accounts into an empty database. On later starts it only reports the
 * saved credentials. The password is DEMO_PASSWORD, or a random one written to DATA_DIR with mode 600.
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<AppConfig, 'dataDir' | 'demoPassword'>,
): Promise<DemoCredentials | undefined> {
  const credentialsFile = path.join(config.dataDir, FILE_NAME);
  const [existing] = await db.select({ n: count() }).from(institutes);
  if ((existing?.n ?? 0) > 0) {
    const password = config.demoPassword ?? readSavedPassword(credentialsFile);
    return password ? { password, credentialsFile } : undefined;
  }

  const password = config.demoPassword ?? generatePassword();
  const problems = passwordProblems(password);
  if (problems.length) throw new Error(`DEMO_PASSWORD ${problems.join(', ')}`);

  const { apiToken } = await seedDemoData(db, storageOf(config), await hashPassword(password));
  // The seed fills every table from empty: all of them changed wholly, so all are vacuumed and analysed
  // (as a bulk write settles what it changed, db/bulk-writes.ts) before the first sign-in reads them.
  await db.execute(sql`vacuum (analyze)`);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(
    credentialsFile,
    `PD Passport demo accounts (every account has this password)\nemails: super@demo.test, admin@demo.test, supervisor@demo.test, facilitator@demo.test, educator1@demo.test … educator20@demo.test, admin@northside.test, and about 100 more staff named firstname.lastname@demo.test or @northside.test\npassword: ${password}\napi token (Demo Institute's reports, Authorization: Bearer): ${apiToken}\n`,
    { mode: 0o600 },
  );
  return { password, credentialsFile };
}
