import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../test/app.js';
import { createInstitute, createUser, loginAs } from '../test/factories.js';

const SECRET_DETAIL = 'connection to db-internal.example:5432 failed for user pdp_owner';

describe('the app shell', () => {
  let t: TestApp;
  let emptyDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    // A web build directory without a build: the SPA fallback explains how to build it.
    emptyDist = mkdtempSync(path.join(os.tmpdir(), 'pdp-no-dist-'));
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(
      { webDistDir: emptyDist },
      {
        logStream,
        beforeReady: (app) => {
          app.get('/api/v1/test-only/boom', async () => {
            throw new Error(SECRET_DETAIL);
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });

  it('GET /healthz answers 200 {status: "ok"} while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('GET /api/docs/json is an OpenAPI 3 document of the API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const doc = json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('PD Passport API');
    expect(doc.paths['/api/v1/me']).toHaveProperty('get');
    expect(doc.paths['/api/v1/users/{id}']).toHaveProperty('get');
    expect(doc.paths['/api/v1/users/password']).toHaveProperty('put');
    expect(doc.paths['/api/v1/institutes/{id}']).toHaveProperty('get');
    expect(doc.paths['/api/v1/departments/options']).toHaveProperty('get');
    // The server-rendered form pages are not part of the JSON API.
    expect(doc.paths).not.toHaveProperty('/users/sign_in');
  });

  it('GET /api/docs/json documents every educator (my) call under the "my" tag (issue 21)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(response);
    // Every route of features/*/my-*-routes.ts: the API a mobile app would call.
    const educatorCalls: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
      ['get', '/api/v1/my/passport'],
      ['get', '/api/v1/my/forecast'],
      ['get', '/api/v1/my/points_histories'],
      ['get', '/api/v1/my/notifications'],
      ['get', '/api/v1/my/notifications/unread_count'],
      ['post', '/api/v1/my/notifications/read'],
      ['get', '/api/v1/my/profile'],
      ['put', '/api/v1/my/profile/responses'],
      ['post', '/api/v1/my/profile/submit'],
      ['get', '/api/v1/my/profile/comparison'],
      ['get', '/api/v1/my/recommendations'],
      ['get', '/api/v1/my/programs'],
      ['get', '/api/v1/my/programs/{id}'],
      ['get', '/api/v1/my/programs/{id}/calendar.ics'],
      ['post', '/api/v1/my/programs/{id}/registrations'],
      ['get', '/api/v1/my/registrations'],
      ['delete', '/api/v1/my/registrations/{id}'],
      ['get', '/api/v1/my/point_requests/settings'],
      ['get', '/api/v1/my/point_requests'],
      ['get', '/api/v1/my/point_requests/{id}'],
      ['post', '/api/v1/my/point_requests'],
      ['put', '/api/v1/my/point_requests/{id}'],
      ['get', '/api/v1/my/vcms'],
      ['get', '/api/v1/my/vcms/catalogue'],
      ['post', '/api/v1/my/vcms'],
      ['get', '/api/v1/my/vcms/{id}'],
      ['put', '/api/v1/my/vcms/{id}/submit'],
      ['get', '/api/v1/my/vcms/{id}/history_logs'],
      ['put', '/api/v1/my/vcms/{id}/unit_responses/{unit_id}'],
      ['post', '/api/v1/my/vcms/{id}/unit_responses/{unit_id}/work_experiences'],
      ['put', '/api/v1/my/vcms/{id}/unit_responses/{unit_id}/work_experiences/{work_experience_id}'],
      ['delete', '/api/v1/my/vcms/{id}/unit_responses/{unit_id}/work_experiences/{work_experience_id}'],
      ['post', '/api/v1/my/vcms/{id}/professional_qualifications'],
      ['put', '/api/v1/my/vcms/{id}/professional_qualifications/{professional_qualification_id}'],
      ['delete', '/api/v1/my/vcms/{id}/professional_qualifications/{professional_qualification_id}'],
      ['get', '/api/v1/my/vcms/{id}/supporting_documents/{document_id}'],
    ];
    for (const [method, route] of educatorCalls) {
      const operation = doc.paths[route]?.[method];
      expect(operation, `${method.toUpperCase()} ${route}`).toBeDefined();
      expect(operation?.tags, `${method.toUpperCase()} ${route}`).toContain('my');
    }
    // And nothing else is under /api/v1/my: the list above is the whole educator API.
    const documented = Object.entries(doc.paths).flatMap(([route, operations]) =>
      route.startsWith('/api/v1/my/') ? Object.keys(operations).map((method) => `${method} ${route}`) : [],
    );
    expect(documented.sort()).toEqual(educatorCalls.map(([method, route]) => `${method} ${route}`).sort());
  });

  it('GET /api/docs serves the documentation UI as HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it('answers an unknown API route with a JSON 404 {title, message}', async () => {
    const response = await apiClient(t.app).get('/api/v1/nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'Route GET /api/v1/nope not found' });

    const post = await apiClient(t.app).post('/api/v1/nope', {});
    expect(post.statusCode).toBe(404);
    expect(json(post)).toEqual({ title: 'Not Found', message: 'Route POST /api/v1/nope not found' });
  });

  it('answers a malformed JSON body with 400 {title, message, code: 1}', async () => {
    const institute = await createInstitute(t.db);
    const cookie = await loginAs(t.app, await createUser(t.db, institute.id, { is_educator: true }));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: { 'content-type': 'application/json', 'x-client-app': 'webapp', cookie },
      payload: '{"user": {"current_password": ',
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ title: string; message: string; code: number }>(response);
    expect(body).toEqual({ title: '400 Bad Request', message: expect.any(String), code: 1 });
    expect(body.message).toMatch(/JSON/);
  });

  it('answers an unexpected error with a bare 500 and logs it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ title: '500 Internal Server Error' });
    expect(response.body).not.toContain('db-internal');
    expect(response.body).not.toContain('stack');
    // The details go to the log, for the operator.
    expect(logLines.join('')).toContain(SECRET_DETAIL);
  });

  it('answers a page path with the "not built yet" text when there is no web build, not a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/programs/12/edit' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('The web console is not built yet');
    expect(response.body).toContain('npm run build:web');
  });
});

describe('the app shell with a web build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pdp-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>PD Passport console</title><div id="root"></div>',
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("console app");');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a client-side route with index.html (the SPA fallback)', async () => {
    for (const url of ['/', '/users/12', '/settings/institute?tab=reminders']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>PD Passport console</title>');
    }
  });

  it('serves the built assets as files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("console app");');
  });

  it('answers a missing asset or file with 404, never index.html (stale pages after a deploy)', async () => {
    for (const url of ['/assets/index-old123.js', '/favicon-missing.ico', '/robots.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<title>PD Passport console</title>');
    }
  });

  it('still answers unknown API routes with a JSON 404, never index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'Route GET /api/v1/nope not found' });
  });
});
