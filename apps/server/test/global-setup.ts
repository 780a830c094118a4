import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../src/db/client.js';
import { startEmbeddedCluster, type EmbeddedCluster } from '../src/db/embedded-cluster.js';
import { scopingProblems } from './tenant-scoping.js';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { adminUrl: string; template: string };
    /** Where each test worker writes the statements its requests sent (test/request-statements.ts). */
    requestStatementsDir: string;
  }
}

export const TEMPLATE_DB = 'pdp_test_template';

/**
 * One PostgreSQL for the whole run: the embedded cluster (a throwaway one, without fsync), or under
 * TEST_DATABASE=postgres the server at DATABASE_URL_TEST (scripts/with-postgres.mjs starts Debian's
 * PostgreSQL 15, the oldest supported). A template database is migrated once; each test file then gets
 * its own copy with CREATE DATABASE ... TEMPLATE (test/database.ts).
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL_TEST;
  if (process.env.TEST_DATABASE === 'postgres') {
    if (!adminUrl)
      throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST (scripts/with-postgres.mjs sets it).');
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-test-pg-'));
    cluster = await startEmbeddedCluster({
      dir: path.join(dir, 'pg'),
      password: 'test',
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = cluster.adminUrl;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${TEMPLATE_DB}`;
  const template = await openPostgresDatabase(url.toString(), { poolSize: 1 });
  await template.close();
  project.provide('database', { adminUrl: adminUrl!, template: TEMPLATE_DB });
  const statementsDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-test-statements-'));
  project.provide('requestStatementsDir', statementsDir);

  return async () => {
    try {
      checkTenantScoping(statementsDir);
    } finally {
      rmSync(statementsDir, { recursive: true, force: true });
      await cluster?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Fails the run when a request sent a statement reaching a distributed table of another institute
 * (test/tenant-scoping.ts): the statements every test file recorded (test/request-statements.ts).
 */
function checkTenantScoping(statementsDir: string) {
  const statements = new Set(
    readdirSync(statementsDir).flatMap(
      (file) => JSON.parse(readFileSync(path.join(statementsDir, file), 'utf8')) as string[],
    ),
  );
  const problems = scopingProblems(statements);
  if (problems.length) {
    throw new Error(
      `${problems.length} of the ${statements.size} statements the requests sent reach a table without its institute_id (test/tenant-scoping.ts):\n${problems.join('\n')}`,
    );
  }
}
