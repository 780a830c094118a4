import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { AppError } from '../lib/errors.js';

/**
 * A route that set a download's headers and then failed (issue 12: a CSV export whose query failed in
 * the database answered Fastify's internal error JSON under a text/csv attachment header).
 */
describe('error handler: an error after a route set its own headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          const csvHeaders = (reply: { header(name: string, value: string): unknown }) => {
            reply.header('content-type', 'text/csv; charset=utf-8');
            reply.header('content-disposition', 'attachment; filename="users.csv"');
          };
          app.get('/test/csv-bad-request', async (_request, reply) => {
            csvHeaders(reply);
            throw AppError.badRequest('Unknown filter');
          });
          app.get('/test/csv-stream-fails', async (_request, reply) => {
            csvHeaders(reply);
            const failing = new Readable({
              read() {
                this.destroy(new Error('relation "users" does not exist'));
              },
            });
            return reply.send(failing);
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers a 4xx as JSON in the spec’s shape, not as a download', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/csv-bad-request' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ title: 'Bad Request', message: 'Unknown filter', code: 1 });
  });

  it('answers a failing stream with the plain 500 body, no details and no attachment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/csv-stream-fails' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ title: '500 Internal Server Error' });
  });
});
