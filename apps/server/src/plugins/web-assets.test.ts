import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetStore } from './web-assets.js';

// The build's hashed files are read once and answered from memory: a name's content never changes.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-assets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string) => writeFileSync(path.join(dir, name), content);

describe('assetStore', () => {
  it('reads a file once, then answers it from memory with its type and validators', async () => {
    write('index-Ab12.js', 'export const a = 1;');
    const get = assetStore(dir);
    const first = await get('index-Ab12.js', 'identity');
    expect(first?.body.toString()).toBe('export const a = 1;');
    expect(first?.type).toBe('application/javascript; charset=utf-8');
    expect(first?.etag).toMatch(/^W\/"13-[0-9a-f]+"$/);
    expect(Date.parse(first!.lastModified)).not.toBeNaN();

    unlinkSync(path.join(dir, 'index-Ab12.js'));
    expect(await get('index-Ab12.js', 'identity')).toBe(first);
  });

  it('keeps each encoding apart, and remembers that a real file has no compressed sibling', async () => {
    write('tiny-Cd34.js', 'x');
    write('big-Ef56.js', 'plain');
    write('big-Ef56.js.br', 'brotli');
    const get = assetStore(dir);
    expect((await get('big-Ef56.js', 'br'))?.body.toString()).toBe('brotli');
    expect((await get('big-Ef56.js', 'identity'))?.body.toString()).toBe('plain');
    expect(await get('tiny-Cd34.js', 'br')).toBeNull();
    // Known to be missing: a sibling written later is not looked for again.
    write('tiny-Cd34.js.br', 'late');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await get('tiny-Cd34.js', 'br')).toBeNull();
  });

  it('forgets a name that is not in the build, so a file built later is found', async () => {
    const get = assetStore(dir);
    expect(await get('later-Gh78.js', 'identity')).toBeNull();
    expect(await get('later-Gh78.js', 'br')).toBeNull();
    write('later-Gh78.js', 'built after start');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await get('later-Gh78.js', 'identity'))?.body.toString()).toBe('built after start');
  });

  it('answers no folder, dotfile or path outside the folder', async () => {
    write('.env', 'SECRET=1');
    writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`), 'outside');
    const get = assetStore(dir);
    for (const name of ['.env', '', '.', '..', `../${path.basename(dir)}-outside.js`, 'a/b.js', 'a\\b.js']) {
      expect(await get(name, 'identity'), name).toBeNull();
    }
    rmSync(path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`));
  });

  it('keeps no more than its budget: past it, files are read from disk each time', async () => {
    write('first-Ij90.js', 'a'.repeat(40));
    write('second-Kl12.js', 'b'.repeat(40));
    const get = assetStore(dir, 30);
    expect((await get('first-Ij90.js', 'identity'))?.body.length).toBe(40);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await get('second-Kl12.js', 'identity'))?.body.length).toBe(40);
    unlinkSync(path.join(dir, 'first-Ij90.js'));
    unlinkSync(path.join(dir, 'second-Kl12.js'));
    // The first was kept (the budget was not yet spent); the second was not.
    expect((await get('first-Ij90.js', 'identity'))?.body.length).toBe(40);
    expect(await get('second-Kl12.js', 'identity')).toBeNull();
  });
});
