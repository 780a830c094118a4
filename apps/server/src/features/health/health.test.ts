import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { freePort } from '../../../test/server-process.js';
import { closeGracefully } from '../../lib/graceful-close.js';

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers /readyz 200 while the database answers and has every migration of the code', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming "migrations" while the database is behind the code, and /healthz still 200', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const behind = await get('/readyz');
      expect(behind.statusCode).toBe(503);
      expect(behind.headers['retry-after']).toBe('5');
      expect(behind.json()).toEqual({ status: 'unavailable', failing: ['migrations'] });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('GET /readyz with a file store out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const credentials = { accessKeyId: 'nobody', secretAccessKey: 'nothing' };
    const s3 = { bucket: 'gone', region: 'us-east-1', endpoint, forcePathStyle: true, credentials };
    t = await createTestApp({
      storage: { driver: 's3', s3: { ...s3, presignedDownloads: false, presignedSeconds: 60 } },
    });
  });
  afterAll(() => t.close());

  it('answers 503 naming "storage"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failing: ['storage'] });
  });
});

/** A GET on a connection of its own; answers the status, or the connection error's code. */
function request(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('a graceful shutdown', () => {
  let t: TestApp;
  let releaseSlow: () => void;
  let markSlowStarted: () => void;
  const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/test-only/slow', async () => {
            markSlowStarted();
            await new Promise<void>((resolve) => (releaseSlow = resolve));
            return { finished: true };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers /readyz 503 while draining, finishes the request in flight, then refuses connections', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const slow = request(port, '/test-only/slow');
    await slowStarted;

    const closing = closeGracefully(t.app, { shutdownDrainSeconds: 1, shutdownTimeoutSeconds: 30 });
    // Draining: still serving, but telling the load balancer to stop sending.
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', failing: ['draining'] });
    expect(await request(port, '/healthz')).toBe(200);

    // Past the drain: no new connection is accepted, the one in flight is still open. Between the two,
    // a connection that arrives as the server starts closing is answered 503 or reset, never
    // anything else.
    const deadline = Date.now() + 10_000;
    let answer: number | string = 0;
    while (Date.now() < deadline && (answer = await request(port, '/healthz')) !== 'ECONNREFUSED') {
      if (answer !== 200) expect([503, 'ECONNRESET']).toContain(answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answer).toBe('ECONNREFUSED');

    releaseSlow();
    expect(await slow).toBe(200);
    await closing;
  });
});
