import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { SESSION_COOKIE } from '../src/plugins/auth.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * An app on a fresh database (one per test file), logging nowhere unless a stream is given.
 * `beforeReady` may add test-only routes or hooks before the app is sealed by `ready()`.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-app-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-test-session-secret',
      DEMO: 'off',
    }),
    logLevel: options.logStream ? 'info' : 'silent',
    // Background jobs only where a test gives an SMTP server (its emails leave through them) or asks.
    jobs: { enabled: overrides.smtpUrl !== undefined },
    ...overrides,
  };
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logStream: options.logStream as never });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}`;

/**
 * A client for the JSON API as the web app calls it: session cookie plus `X-Client-App: webapp`.
 * Pass `cookie: undefined` for an anonymous caller.
 */
export function apiClient(app: FastifyInstance, cookie?: string) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { 'x-client-app': 'webapp', ...(cookie ? { cookie } : {}), ...headers },
    });
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('PUT', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
