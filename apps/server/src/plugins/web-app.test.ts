import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { IMMUTABLE, REVALIDATE } from './web-app.js';

const INDEX_HTML = '<!doctype html><title>PD Passport console</title><div id="root"></div>'.repeat(4);
const SCRIPT = 'export const answer = () => "console app";\n'.repeat(40);
const ASSET = '/assets/index-Ab12Cd34.js';

/** Writes `file` with its .br and .gz siblings, as the web build does. */
function writeCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('the web app: precompressed files and cache headers', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pdp-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeCompressed(path.join(dist, 'index.html'), INDEX_HTML);
    writeCompressed(path.join(dist, ASSET), SCRIPT);
    // Not worth compressing: the build writes no siblings.
    writeFileSync(path.join(dist, 'assets', 'logo-Ef56Gh78.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    // The build's manifest, and a file beside the build that must never be reachable through it.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret-ish":"build manifest"}');
    writeFileSync(`${dist}-neighbour.txt`, 'outside the build');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-neighbour.txt`, { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset as brotli when accepted, immutable for a year', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzipped = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/javascript/);
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(ASSET, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.headers['vary'], acceptEncoding).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends hashed assets without the page-only security headers, which a page keeps', async () => {
    const asset = await get(ASSET, { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'referrer-policy',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    const page = await get('/users', { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('sends an asset that has no compressed sibling as it is, still immutable', async () => {
    const response = await get('/assets/logo-Ef56Gh78.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates files outside /assets (their names carry no hash)', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers index.html and every client route compressed, with no-cache', async () => {
    for (const url of ['/', '/users', '/users/12?tab=roles', '/index.html']) {
      const br = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(INDEX_HTML);

      const gzipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString(), url).toBe(INDEX_HTML);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe(REVALIDATE);
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers a client route with 304 when the browser already holds that index.html', async () => {
    const first = await get('/users', { 'accept-encoding': 'br' });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await get('/users', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD on a client route, index.html or a file as GET would, without the body', async () => {
    for (const url of ['/', '/users/12?tab=roles', '/profiling/23', '/favicon.svg', '/favicon.ico', ASSET]) {
      const got = await get(url);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(got.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/index-old123.js' })).statusCode).toBe(404);
  });

  it('answers an asset again from memory, with a 304 for the ETag the browser holds', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    const again = await get(ASSET, { 'accept-encoding': 'br' });
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(SCRIPT);
    const revalidated = await get(ASSET, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers['etag']),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves an asset that a build wrote after the server started', async () => {
    const later = '/assets/chunk-Later99.js';
    expect((await get(later, { 'accept-encoding': 'br' })).statusCode).toBe(404);
    writeCompressed(path.join(dist, later), SCRIPT);
    const response = await get(later, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('still answers a missing asset with 404, never index.html', async () => {
    const response = await get('/assets/index-old123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('PD Passport console');
  });

  it('serves no dotfile, folder or file outside the build, whatever the path: at most index.html', async () => {
    const neighbour = `${path.basename(dist)}-neighbour.txt`;
    for (const url of [
      '/.vite/manifest.json',
      '/assets/',
      `/../${neighbour}`,
      `/assets/..%2f..%2f${neighbour}`,
      `/%2e%2e/${neighbour}`,
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/index-Ab12Cd34.js%00.br',
      `/assets/${'a'.repeat(300)}.js`,
      '/assets/Flyer%20%E2%80%93%202026.js',
      '/%61ssets/index-old123.js',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode === 200) expect(body, url).toBe(INDEX_HTML);
      else expect(response.statusCode, url).toBe(404);
    }
  });
});
