import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgresDatabase, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    database:
      { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

export const TEMPLATE_DB = 'pdp_test_template';

/**
 * Migrates one template database for the whole run; each test file then starts from a fresh copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.DATABASE_URL_TEST;
    if (!adminUrl)
      throw new Error('TEST_DATABASE=postgres needs DATABASE_URL_TEST (scripts/with-postgres.mjs sets it).');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const template = await openPostgresDatabase(url.toString(), 1);
    await template.close();
    project.provide('database', { kind: 'postgres', adminUrl, template: TEMPLATE_DB });
    return;
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-test-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrateDatabase(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('database', { kind: 'pglite', templateFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
