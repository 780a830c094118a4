// How much JavaScript and CSS the console makes a browser download: the initial load (everything
// index.html fetches before the first screen) and each lazily loaded chunk (a route's area, a
// dialog), gzipped, from the production build's Vite manifest. Goal (issue 3): initial JS ≤ 250 KB.
//
//   npx tsx bench/bundle-report.ts            uses apps/web/dist, building it first if missing
//   npx tsx bench/bundle-report.ts --build    rebuilds first
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_JS_BUDGET = 250 * 1024;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  console.log('Building apps/web (npm run build -w @pdp/web)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@pdp/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0 || !existsSync(manifestPath)) {
    console.error(
      'The web build failed, or it wrote no manifest (build.manifest in apps/web/vite.config.ts).',
    );
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file)!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** A chunk and everything it imports statically: what the browser fetches to run it. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const filesOf = (keys: Iterable<string>) => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
};

// The initial load: the HTML entry's closure, cross-checked against what index.html itself names
// (its module script, modulepreload links and stylesheets), so nothing the page fetches is missed.
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${manifestPath}`);
const initialKeys = staticClosure(entryKey);
const initial = filesOf(initialKeys);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, tag, url] of html.matchAll(/<(script|link)\b[^>]*?(?:src|href)="\/([^"]+)"/g)) {
  if (url!.endsWith('.js')) initial.js.add(url!);
  else if (url!.endsWith('.css') && tag === 'link') initial.css.add(url!);
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
const initialJs = sum(initial.js);
const initialCss = sum(initial.css);

console.log('Initial load (gzipped; KB = 1024 bytes)');
for (const file of [...initial.js, ...initial.css].sort((a, b) => gzipped(b) - gzipped(a))) {
  console.log(`  ${kb(gzipped(file))}  ${file}`);
}
console.log(`  ${kb(initialJs)}  JavaScript total`);
console.log(`  ${kb(initialCss)}  CSS total`);

// Every lazily loaded chunk (dynamic import anywhere in the graph), with the extra files it pulls
// in beyond the initial load: that is what a first visit to the route or dialog costs.
const lazyKeys = new Set<string>();
for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) lazyKeys.add(key);

const rows = [...lazyKeys].map((key) => {
  const extra = [...staticClosure(key)].filter((k) => !initialKeys.has(k));
  const files = filesOf(extra);
  return {
    source: manifest[key]!.src ?? key,
    own: gzipped(manifest[key]!.file),
    total: sum(files.js) + sum(files.css),
    shared: extra.length - 1,
  };
});
rows.sort((a, b) => a.source.localeCompare(b.source));

console.log('\nLazy chunks (gzipped): own file, and the total a first visit adds to the initial load');
for (const row of rows) {
  const shared = row.shared > 0 ? ` (+${row.shared} shared chunk${row.shared > 1 ? 's' : ''})` : '';
  console.log(`  ${kb(row.own)}  ${kb(row.total)}  ${row.source.replace(/^.*?src\//, 'src/')}${shared}`);
}

const isWithinBudget = initialJs <= INITIAL_JS_BUDGET;
console.log(
  `\nInitial JS ${(initialJs / 1024).toFixed(1)} KB gzipped, goal ≤ ${INITIAL_JS_BUDGET / 1024} KB: ${isWithinBudget ? 'PASS' : 'FAIL'}`,
);
if (!isWithinBudget) process.exitCode = 1;
