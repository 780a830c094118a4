// The read mix of bench/load.ts and bench/soak.ts: the demo institute of a running bench server grown
// to 20,000 users with SQL, an admin signed in, and the 7 endpoints each connection cycles through.
import type autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { getEach, signIn, type BenchServer } from './_server.js';
import { generateUsersTenant } from './_users-tenant.js';

const USERS = 20_000;
const FRAGMENTS = ['an', 'homps', 'liam', 'ndrew', 'el', 'son', 'cdona', 'ia'];

export interface ReadMix {
  instituteId: number;
  /** A generated supervisor's unique identifier (the import of bench/load.ts names it). */
  supervisorUid: string;
  headers: Record<string, string>;
  /** The mix's paths, each chosen as its request is sent (a random page, fragment or user). */
  paths: (() => string)[];
  requests: autocannon.Request[];
}

/** `users`: the demo institute's size after growing (bench/tenants.ts develops with fewer). */
export async function prepareReadMix(server: BenchServer, users = USERS): Promise<ReadMix> {
  const database = await openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  const raw = new pg.Client({ connectionString: database.url });
  await raw.connect();
  const one = async (text: string) => (await raw.query(text)).rows[0];
  const { institute_id: instituteId } = await one(
    `select institute_id from users where email = 'admin@demo.test'`,
  );
  const { n: existing } = await one(
    `select count(*)::int as n from users where institute_id = ${Number(instituteId)}`,
  );
  const started = performance.now();
  const tenant = await generateUsersTenant(database.url, { instituteId, count: users - existing });
  const ids = (
    await raw.query<{ id: number }>(`select id from users where institute_id = $1`, [instituteId])
  ).rows.map((r) => r.id);
  const { unique_identifier: supervisorUid } = await one(
    `select unique_identifier from users where id = ${Number(tenant.supervisorIds[0])}`,
  );
  await raw.end();
  await database.close();
  console.log(
    `demo institute grown to ${tenant.userCount} users in ${(performance.now() - started).toFixed(0)} ms`,
  );

  const admin = await signIn(server.url, 'admin@demo.test');
  if (!admin.cookie) throw new Error(`sign-in failed (${admin.status})`);
  let n = 0;
  const pick = <T>(list: T[]) => list[(n++ * 7919) % list.length]!;
  const paths: (() => string)[] = [
    () => '/api/v1/me',
    () => `/api/v1/users?page=${1 + (n++ % 200)}`,
    () => `/api/v1/users?q[full_name_cont]=${pick(FRAGMENTS)}`,
    () => `/api/v1/users/${pick(ids)}`,
    () => '/api/v1/domains',
    () => '/api/v1/profiles?named_filter=open&per_page=100',
    () => `/api/v1/institutes/${instituteId}`,
  ];
  return {
    instituteId,
    supervisorUid,
    headers: { cookie: admin.cookie, 'x-client-app': 'webapp' },
    paths,
    requests: paths.map(getEach),
  };
}
