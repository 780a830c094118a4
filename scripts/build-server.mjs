#!/usr/bin/env node
// Compiles the server into apps/server/dist with esbuild: one ES module per entry,
// the workspace's own code (the server and @pdp/contract) bundled, npm dependencies left as imports.
// `npm start` runs the result with plain Node, which starts in a fraction of the time tsx needs to
// transpile every module on each start. Type checking stays with `npm run typecheck`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

export async function buildServer() {
  await build({
    entryPoints: { server: 'src/server.ts' },
    absWorkingDir: serverDir,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    // Dependencies stay in node_modules (native addons, package-relative files); only workspace code is bundled.
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
