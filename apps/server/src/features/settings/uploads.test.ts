import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, MB } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { multipartFile, TINY_JPEG, TINY_PNG } from '../../../test/multipart.js';
import { pngClaiming } from '../../../test/png.js';
import {
  dataOf,
  insertRow,
  instituteWithStaff,
  messagesOf,
  storedRow,
  type Body,
  type Staff,
} from './test-support.js';

/** Uploads are checked by content and size, stored under server-generated names and served safely. */

let t: TestApp;
let s: Staff;
let other: Staff;
beforeAll(async () => {
  t = await createTestApp();
  s = await instituteWithStaff(t);
  other = await instituteWithStaff(t);
});
afterAll(() => t.close());

/** A JPEG (by its magic bytes) padded to exactly `size` bytes. */
const jpegOf = (size: number) => Buffer.concat([TINY_JPEG, Buffer.alloc(size - TINY_JPEG.length, 1)]);
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length, 1)]);

/** PUT or POST a one-file multipart body, as the web app's upload does. */
async function upload(
  url: string,
  field: string,
  data: Buffer | string,
  filename: string,
  client = s.admin,
  method: 'put' | 'post' = 'put',
) {
  const { payload, headers } = await multipartFile(field, data, filename);
  return client[method](url, payload, headers);
}
const fetchFile = (url: string) => apiClient(t.app).get(url);
const filesOf = (instituteId: number) => {
  const dir = path.join(t.config.dataDir, 'uploads', String(instituteId));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const newBanner = () => insertRow(t, 'banners', s.id, { title: 'Welcome', display_order: 1 });

describe('banner images: PUT /api/v1/banners/{id} with banner[desktop_image]', () => {
  it('stores a JPG under a generated name and serves it as image/jpeg, nosniff and sandboxed', async () => {
    const banner = await newBanner();
    const response = await upload(
      `/api/v1/banners/${banner.id}`,
      'banner[desktop_image]',
      TINY_JPEG,
      'my holiday.jpg',
    );
    expect(response.statusCode).toBe(200);
    const data = dataOf<Body>(response);
    expect(data).toMatchObject({
      id: banner.id,
      desktop_image_filename: 'my holiday.jpg',
      mobile_image_url: null,
    });
    const url = data.desktop_image_url as string;
    expect(url).toMatch(new RegExp(`^/uploads/${s.id}/[A-Za-z0-9_-]{16,}\\.jpg$`));
    expect(await storedRow(t, 'banners', banner.id)).toMatchObject({
      desktop_image_key: url.replace('/uploads/', ''),
      desktop_image_filename: 'my holiday.jpg',
      mobile_image_key: null,
    });
    expect(dataOf(await s.supervisor.get(`/api/v1/banners/${banner.id}`))).toMatchObject({
      desktop_image_url: url,
    });

    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.rawPayload.equals(TINY_JPEG)).toBe(true);
  });

  it('deletes the replaced file, and the last one with the banner', async () => {
    const banner = await newBanner();
    const first = await upload(`/api/v1/banners/${banner.id}`, 'banner[desktop_image]', TINY_JPEG, 'one.jpg');
    const firstUrl = dataOf(first).desktop_image_url as string;
    const second = await upload(
      `/api/v1/banners/${banner.id}`,
      'banner[desktop_image]',
      jpegOf(5000),
      'two.jpg',
    );
    expect(second.statusCode).toBe(200);
    const secondUrl = dataOf(second).desktop_image_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(dataOf(second).desktop_image_filename).toBe('two.jpg');
    expect((await fetchFile(firstUrl)).statusCode).toBe(404);
    expect((await fetchFile(secondUrl)).rawPayload.length).toBe(5000);

    expect((await s.admin.delete(`/api/v1/banners/${banner.id}`)).statusCode).toBe(204);
    expect((await fetchFile(secondUrl)).statusCode).toBe(404);
    expect(filesOf(s.id)).not.toContain(path.basename(secondUrl));
  });

  it('accepts exactly 2 MB and refuses one byte more with 422 "is too large", storing nothing', async () => {
    const banner = await newBanner();
    const fits = await upload(
      `/api/v1/banners/${banner.id}`,
      'banner[mobile_image]',
      jpegOf(2 * MB),
      'big.jpg',
    );
    expect(fits.statusCode).toBe(200);
    const before = await storedRow(t, 'banners', banner.id);
    const files = filesOf(s.id);

    const response = await upload(
      `/api/v1/banners/${banner.id}`,
      'banner[mobile_image]',
      jpegOf(2 * MB + 1),
      'huge.jpg',
    );
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual({ mobile_image: ['is too large (maximum is 2 MB)'] });
    expect(await storedRow(t, 'banners', banner.id)).toEqual(before);
    expect(filesOf(s.id)).toEqual(files);
  });

  it('refuses a picture whose header claims more pixels on a side than the limit, storing nothing', async () => {
    const video = await insertRow(t, 'video_resources', s.id, { title: 'Claims', display_order: 2 });
    const url = `/api/v1/video_resources/${video.id}`;
    const field = 'video_resource[thumbnail_image]';
    const over = LIMITS.imageMaxSide + 1;
    const huge = await upload(url, field, pngClaiming(over, 100), 'thumb.png');
    expect(huge.statusCode).toBe(422);
    expect(messagesOf(huge)).toEqual({
      thumbnail_image: [`is ${over} × 100 pixels: at most ${LIMITS.imageMaxSide} pixels on each side`],
    });
    expect(await storedRow(t, 'video_resources', video.id)).toEqual(video);
    expect((await upload(url, field, pngClaiming(LIMITS.imageMaxSide, 100), 'thumb.png')).statusCode).toBe(
      200,
    );
  });

  it('refuses a PNG renamed .jpg and a text file renamed .png by their content', async () => {
    const banner = await newBanner();
    const video = await insertRow(t, 'video_resources', s.id, { title: 'Intro', display_order: 1 });
    const files = filesOf(s.id);

    const png = await upload(`/api/v1/banners/${banner.id}`, 'banner[desktop_image]', TINY_PNG, 'photo.jpg');
    expect(png.statusCode).toBe(422);
    expect(messagesOf(png)).toEqual({ desktop_image: ['must be a JPG file'] });
    const text = await upload(
      `/api/v1/video_resources/${video.id}`,
      'video_resource[thumbnail_image]',
      'just text',
      'x.png',
    );
    expect(text.statusCode).toBe(422);
    expect(messagesOf(text)).toEqual({ thumbnail_image: ['must be a JPG or PNG file'] });

    expect(await storedRow(t, 'banners', banner.id)).toEqual(banner);
    expect(await storedRow(t, 'video_resources', video.id)).toEqual(video);
    expect(filesOf(s.id)).toEqual(files);
  });
});

describe('video thumbnails: JPG or PNG, at most 1 MB', () => {
  it('accepts a PNG, served as image/png, and refuses 1 MB + 1 byte', async () => {
    const video = await insertRow(t, 'video_resources', s.id, { title: 'Intro', display_order: 1 });
    const url = `/api/v1/video_resources/${video.id}`;
    const ok = await upload(url, 'video_resource[thumbnail_image]', pngOf(MB), 'thumb.png');
    expect(ok.statusCode).toBe(200);
    const served = await fetchFile(dataOf(ok).thumbnail_image_url as string);
    expect(served.headers['content-type']).toBe('image/png');

    const before = await storedRow(t, 'video_resources', video.id);
    const big = await upload(url, 'video_resource[thumbnail_image]', pngOf(MB + 1), 'big.png');
    expect(big.statusCode).toBe(422);
    expect(messagesOf(big)).toEqual({ thumbnail_image: ['is too large (maximum is 1 MB)'] });
    expect(await storedRow(t, 'video_resources', video.id)).toEqual(before);
  });
});

describe('domain icons: POST /api/v1/domains/{id}/svg_icon with domain[svg_icon]', () => {
  const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert('load')">
  <script>alert('script')</script>
  <a href="https://evil.example/phish"><circle cx="12" cy="12" r="10" fill="none" stroke="#fff" onclick="steal()"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <rect width="4" height="4" fill="url(https://evil.example/paint)"/>
  <path d="M4 12h16" stroke="#fff"/>
</svg>`;

  it('stores the SVG without scripts, event handlers or external references', async () => {
    const domain = await insertRow(t, 'domains', s.id, { name: 'Teaching', display_order: 1 });
    const response = await upload(
      `/api/v1/domains/${domain.id}/svg_icon`,
      'domain[svg_icon]',
      HOSTILE_SVG,
      'icon.svg',
      s.admin,
      'post',
    );
    expect(response.statusCode).toBe(200);
    const data = dataOf<Body>(response);
    expect(data).toMatchObject({ svg_icon_filename: 'icon.svg', icon_url: null });
    expect(data.svg_icon_url).toMatch(/\.svg$/);

    const served = await fetchFile(data.svg_icon_url as string);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const svg = served.body;
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('<path d="M4 12h16"');
    expect(svg).toContain('<circle');
    for (const banned of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'steal',
      'evil.example',
      '<image',
      '<use',
      'href',
    ]) {
      expect(svg).not.toContain(banned);
    }
  });

  it('takes a PNG as the domain icon at POST /domains/{id}/icon, but not as the SVG icon', async () => {
    const domain = await insertRow(t, 'domains', s.id, { name: 'Leading', display_order: 1 });
    const icon = await upload(
      `/api/v1/domains/${domain.id}/icon`,
      'domain[icon]',
      TINY_PNG,
      'icon.png',
      s.admin,
      'post',
    );
    expect(icon.statusCode).toBe(200);
    expect(dataOf(icon).icon_url).toMatch(/\.png$/);
    const svg = await upload(
      `/api/v1/domains/${domain.id}/svg_icon`,
      'domain[svg_icon]',
      TINY_PNG,
      'icon.svg',
      s.admin,
      'post',
    );
    expect(svg.statusCode).toBe(422);
    expect(messagesOf(svg)).toEqual({ svg_icon: ['must be an SVG file'] });
  });
});

describe('refused uploads', () => {
  it('answers 422 to an unknown or mismatched multipart field, and to a resource without uploads', async () => {
    const banner = await newBanner();
    const domain = await insertRow(t, 'domains', s.id, { name: 'Caring', display_order: 1 });
    const location = await insertRow(t, 'locations', s.id, { name: 'City' });
    const files = filesOf(s.id);
    const attempts = [
      () => upload(`/api/v1/banners/${banner.id}`, 'banner[logo]', TINY_JPEG, 'a.jpg'),
      () => upload(`/api/v1/banners/${banner.id}`, 'domain[desktop_image]', TINY_JPEG, 'a.jpg'),
      () => upload(`/api/v1/banners/${banner.id}`, 'file', TINY_JPEG, 'a.jpg'),
      () => upload(`/api/v1/banners/${banner.id}`, 'banner[constructor]', TINY_JPEG, 'a.jpg'),
      () =>
        upload(
          `/api/v1/domains/${domain.id}/svg_icon`,
          'domain[icon]',
          '<svg></svg>',
          'a.svg',
          s.admin,
          'post',
        ),
      () => upload(`/api/v1/locations/${location.id}`, 'location[name]', TINY_JPEG, 'a.jpg'),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(422);
      expect(Object.values(messagesOf(response)).flat()).toEqual([
        expect.stringMatching(/^must be sent as [a-z_]+\[/),
      ]);
    }
    expect(await storedRow(t, 'banners', banner.id)).toEqual(banner);
    expect(await storedRow(t, 'domains', domain.id)).toEqual(domain);
    expect(await storedRow(t, 'locations', location.id)).toEqual(location);
    expect(filesOf(s.id)).toEqual(files);
  });

  it("answers 401 anonymous, 403 to a supervisor and 404 for another institute's row, storing nothing", async () => {
    const banner = await newBanner();
    const domain = await insertRow(t, 'domains', s.id, { name: 'Mine', display_order: 1 });
    const foreign = await insertRow(t, 'banners', other.id, { title: 'Theirs', display_order: 1 });
    const files = filesOf(s.id);
    const put = (id: number, client: Staff['admin']) =>
      upload(`/api/v1/banners/${id}`, 'banner[desktop_image]', TINY_JPEG, 'a.jpg', client);
    const post = (client: Staff['admin']) =>
      upload(
        `/api/v1/domains/${domain.id}/svg_icon`,
        'domain[svg_icon]',
        '<svg></svg>',
        'a.svg',
        client,
        'post',
      );

    expect((await put(banner.id, s.anonymous)).statusCode).toBe(401);
    expect((await post(s.anonymous)).statusCode).toBe(401);
    expect((await put(banner.id, s.supervisor)).statusCode).toBe(403);
    expect((await post(s.supervisor)).statusCode).toBe(403);
    expect((await put(foreign.id, s.admin)).statusCode).toBe(404);

    expect(await storedRow(t, 'banners', banner.id)).toEqual(banner);
    expect(await storedRow(t, 'domains', domain.id)).toEqual(domain);
    expect(await storedRow(t, 'banners', foreign.id)).toEqual(foreign);
    expect(filesOf(s.id)).toEqual(files);
    expect(filesOf(other.id)).toEqual([]);
  });

  it('serves nothing for an unknown or unsafe file name', async () => {
    expect((await fetchFile(`/uploads/${s.id}/abcdefghijklmnopqrstuvwxyz.jpg`)).statusCode).toBe(404);
    expect((await fetchFile(`/uploads/${s.id}/..%2F..%2Fsession-secret`)).statusCode).toBe(404);
  });
});
