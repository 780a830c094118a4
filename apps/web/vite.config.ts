/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: the config's bundler reads the contract's TypeScript (a package import is left to Node).
import { api } from '../../packages/contract/src/api.ts';

// In development the API server (`npm run dev`, port 3000) owns the API and the server-rendered
// account pages. `/users/...` is matched narrowly (a `^` key is a regex) so that console routes
// under /users (/users/12, /users_import) still reach the Vite app.
const SERVER = 'http://127.0.0.1:3000';
const proxied = [
  '/api',
  '^/users/(sign_in|password)',
  '/sso',
  '/auth-assets',
  '/healthz',
  '/uploads',
  // The evidence upload service (POST /upload), at the site root.
  '^/upload$',
  '/templates',
];

// The contract package declares no `sideEffects`, so the bundler would keep every module it
// re-exports (and zod with them) as soon as the shell imports one constant. Its modules only
// declare schemas and constants, so unused ones may be dropped.
const contractDir = path.resolve(import.meta.dirname, '../../packages/contract/src');
const isContractModule = (id: string) => id.startsWith(contractDir);

/**
 * The contract's operation table as the console's build uses it: each operation's method and path.
 * The console reads only those at run time (lib/api-client.ts); its types come from the source, and
 * the schemas stay with the server, so zod and every schema are not part of the start-up download.
 */
function operationPaths(): Plugin {
  const table = path.join(contractDir, 'api.ts');
  const strip = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if ('method' in node && 'path' in node) return { method: node.method, path: node.path };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, strip(value)]));
  };
  return {
    name: 'pdp-operation-paths',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== table) return null;
      return `export const api = ${JSON.stringify(strip(api))};`;
    },
  };
}

/**
 * Writes `x.br` and `x.gz` beside each text file of the build (js, css, html, svg, json), for the
 * server to send by Accept-Encoding (apps/server/src/plugins/web-app.ts). A variant that is not
 * smaller than the file is not written; .vite/ (the manifest) is not served, so it is skipped.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json)$/;
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'pdp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((file) => compressible.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const [content, { size }] = await Promise.all([readFile(file), stat(file)]);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gz.length < size) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * A build-time edit of one dependency's module: `find` replaced by `replace` in the module whose
 * path matches `module`, and the build fails when `find` is no longer there (the dependency changed
 * and the edit must be looked at again).
 */
function patchDependency(name: string, module: RegExp, find: string, replace: string): Plugin {
  return {
    name: `pdp-${name}`,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      if (!code.includes(find)) this.error(`${id} changed: update the ${name} patch in vite.config.ts`);
      return { code: code.replace(find, replace), map: null };
    },
  };
}

/**
 * The first use of `localStorage` or `sessionStorage` in a tab waits for the browser process to load
 * the site's storage (1–160 ms on the bench machine), inside the task that makes it, which Lighthouse
 * counts at 4× like CPU time. Two dependencies read storage on every cold load; the build leaves both
 * reads out:
 * - MUI X's data grid reads `localStorage.DEBUG` when its module is evaluated, to turn its debug log
 *   on. The console never logs the grid's debugging, so the build reads it as off.
 * - React Router's data router reads `sessionStorage` as it is created, to restore the view
 *   transitions applied before a reload. The console uses no view transitions (none is ever saved:
 *   the router writes them on `pagehide` only when there are some).
 */
const withoutStorageProbes = [
  patchDependency(
    'grid-without-debug-probe',
    /@mui[\\/]x-data-grid[\\/].*useGridLoggerFactory\.m?js$/,
    "localStorageAvailable() && window.localStorage.getItem('DEBUG') != null",
    'false',
  ),
  patchDependency(
    'router-without-transition-restore',
    /react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]router\.js$/,
    'restoreAppliedTransitions(routerWindow, appliedViewTransitions);',
    '',
  ),
];

export default defineConfig({
  plugins: [react(), operationPaths(), ...withoutStorageProbes, precompress()],
  resolve: {
    alias: [
      // Material's styles are inserted while a component renders, not in React's commit
      // (src/lib/emotion-insertion.ts).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/emotion-insertion.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-report.ts reads it to tell the initial download from the lazy area chunks.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !isContractModule(id),
        // A contract module that the console uses for one constant would otherwise keep every zod
        // schema it declares (a call might have side effects), and zod with them: building a schema
        // has none, so an unused one is dropped.
        manualPureFunctions: ['z'],
      },
      output: {
        // The shared Material and date-fns chunks below are named after every area that loads them;
        // one short name is enough.
        chunkFileNames: (chunk) =>
          `assets/${/^(mui-shared|date-fns)/.exec(chunk.name)?.[1] ?? '[name]'}-[hash].js`,
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // What the shell loads up front (`$initial`) is grouped, and each large library that screens
        // load later is a lazy chunk of its own (below). Any other library that only an area uses
        // (form code) stays with that area.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Material components that two or more lazy areas use (text fields, selects, tabs,
            // tooltips), in chunks by the set of areas that use them. Taken first, so the data grid's
            // group below (which takes its dependencies along) leaves them to the other areas.
            {
              name: 'mui-shared',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|@emotion|@popperjs)[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              // Sets of areas that share only a few small modules would each be a chunk of a few
              // hundred bytes: a list page fetched about fifty of them, one after another over the
              // browser's six connections. A small subgroup joins its nearest neighbour instead.
              entriesAwareMergeThreshold: 12_000,
            },
            // What the data grid shares with the date pickers (MUI X internals): a chunk of its own,
            // so a form with pickers (the program page) does not fetch the whole grid for it.
            {
              name: 'mui-x-shared',
              test: /node_modules[\\/](@mui[\\/]x-internals|@babel[\\/]runtime|reselect|use-sync-external-store)[\\/]/,
              minShareCount: 2,
            },
            // The data grid (and what only it uses: the virtualizer, pagination, menus) is a lazy
            // chunk of its own, shared by every list screen and fetched on the first one's visit.
            { name: 'data-grid', test: /node_modules[\\/]@mui[\\/]x-data-grid[\\/]/ },
            // The other libraries a screen loads after its first paint or on its first use are one
            // lazy chunk each, fetched once and cached for every screen that uses them: the date and
            // time pickers (with the date-fns functions only they use), the charts (with d3), and zod
            // (a form's check, on its first validation). bench/bundle-report.ts budgets each one on a
            // line of its own (docs/decisions.md, "The shared libraries' budgets").
            // date-fns functions that screens use beside the pickers (format) stay out of the pickers'
            // chunk, which would otherwise take them along and come with them to a page that only
            // formats a date.
            {
              name: 'date-fns',
              test: /node_modules[\\/]date-fns[\\/]/,
              minShareCount: 2,
              entriesAware: true,
            },
            { name: 'date-pickers', test: /node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/ },
            {
              name: 'charts-library',
              test: /node_modules[\\/](@mui[\\/](x-charts|x-charts-vendor|x-internal-gestures)|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
            },
            { name: 'zod-library', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  // Unit tests (Vitest): a worker keeps its loaded modules from one file to the next; importing MUI
  // and the app again for each of the ~70 files was 84 % of the run (34 s -> 5 s). No test mocks a
  // module or leaves state outside what it renders.
  test: { isolate: false, unstubGlobals: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER }])),
  },
});
