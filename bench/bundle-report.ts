// How much the console makes a browser download, from the production build's Vite manifest, against
// the budgets of issue 10 §6 (each figure is printed beside its goal; exits non-zero when one is over):
//
//   initial JS (what index.html loads before the first screen)        ≤ 200 KB gzipped
//   what the first visit to a route adds (its lazy chunks)           ≤ 120 KB gzipped
//   what a chunk loaded on use (a dialog, a form's check) adds to
//   the screen it opens from                                           ≤ 60 KB gzipped
//   a cold load of /users, every file as the server sends it (br)     ≤ 450 KB
//   each shared library chunk (the data grid, the date pickers, the charts, zod, MUI X's internals)
//                                                                      its own goal, gzipped
//
// Each large library that screens load after the start is one shared lazy chunk
// (apps/web/vite.config.ts), fetched by the first screen that needs it and cached for every other:
// it has its own line and its own budget, and a route's figure is counted without it. The decision
// (docs/decisions.md, "The shared libraries' budgets"): the grid alone is ~113 KB gzipped, the
// pickers ~60, the charts ~87, so with them in a route's figure no list screen, form with dates or
// report could meet 120 KB while using the MUI X components the stack prescribes; each is budgeted as
// the one library it is, so that it cannot grow unnoticed. The cold /users figure counts the grid, and
// everything else /users fetches except the API's answers (bench lighthouse measures the whole page
// load, those included).
//
//   npx tsx bench/bundle-report.ts            uses apps/web/dist, building it first if missing
//   npx tsx bench/bundle-report.ts --build    rebuilds first
//   BUNDLE_DIST=/tmp/dist npx tsx bench/bundle-report.ts   reads another build (vite build --outDir)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = { initialJs: 200 * KB, routeAdds: 120 * KB, onUseAdds: 60 * KB, coldUsers: 450 * KB };
/** The shared library chunks (the groups of apps/web/vite.config.ts), each with its own goal. */
const SHARED_LIBRARIES = [
  { chunk: 'data-grid', label: 'the data grid (every list screen)', goal: 125 * KB },
  { chunk: 'date-pickers', label: 'the date and time pickers (forms with dates)', goal: 65 * KB },
  { chunk: 'charts-library', label: 'the charts (reports, statistics)', goal: 95 * KB },
  { chunk: 'zod-library', label: "zod (a form's check, on its first validation)", goal: 30 * KB },
  { chunk: 'mui-x-shared', label: "MUI X's internals (the grid's and the pickers')", goal: 10 * KB },
];
const libraryOf = (file: string) =>
  SHARED_LIBRARIES.find((library) => file.startsWith(`assets/${library.chunk}-`));

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.BUNDLE_DIST ?? path.join(root, 'apps/web/dist');
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
/** What the server sends for a file: its .br sibling when the build wrote one (web-app.ts). */
const served = (file: string) => {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;

/** A chunk and everything it imports statically: what the browser fetches to run it. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const filesOf = (keys: Iterable<string>) => {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
  }
  return files;
};
const sum = (files: Iterable<string>, size = gzipped) =>
  [...files].reduce((total, file) => total + size(file), 0);

// The initial load: the HTML entry's closure, cross-checked against what index.html itself names
// (its module script, modulepreload links and stylesheets), so nothing the page fetches is missed.
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${manifestPath}`);
const initialKeys = staticClosure(entryKey);
const initialFiles = filesOf(initialKeys);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, tag, url] of html.matchAll(/<(script|link)\b[^>]*?(?:src|href)="\/([^"]+)"/g)) {
  if (url!.endsWith('.js') || (url!.endsWith('.css') && tag === 'link')) initialFiles.add(url!);
}
const initialJs = sum([...initialFiles].filter((file) => file.endsWith('.js')));

console.log('Initial load (gzipped; KB = 1024 bytes)');
for (const file of [...initialFiles].sort((a, b) => gzipped(b) - gzipped(a))) {
  console.log(`  ${kb(gzipped(file))}  ${file}`);
}

// A lazy chunk's first visit fetches its closure, and that of every lazy chunk it is reached
// through (an institute section needs the institutes area first), beyond the initial load.
const parents = new Map<string, string[]>();
for (const [key, chunk] of Object.entries(manifest)) {
  for (const child of chunk.dynamicImports ?? []) parents.set(child, [...(parents.get(child) ?? []), key]);
}
function routeClosure(key: string, into = new Set<string>()): Set<string> {
  staticClosure(key, into);
  for (const parent of parents.get(key) ?? []) {
    if (parent !== entryKey && !initialKeys.has(parent) && !into.has(parent)) routeClosure(parent, into);
  }
  return into;
}

// Chunks that load when the user acts on a screen already shown (opens a dialog, types in a form whose
// check loads on its first validation: lib/forms/lazy-resolver.ts), not when a route is visited. Each
// is measured by what it adds to the screen it opens from: the wait after the click.
const ON_USE = [
  'src/features/points/components/add-currency/add-currency-dialog.tsx',
  'src/features/points/components/pending-activities/edit-dialog.tsx',
  'src/features/points/components/pending-activities/approve-dialog.tsx',
  'src/features/points/components/pending-activities/incomplete-dialog.tsx',
  'src/features/points/components/pending-activities/convert-dialog.tsx',
  'src/components/evidence-files/evidence-preview-dialog.tsx',
  'src/features/programs/components/programs/notify-dialog.tsx',
  'src/features/programs/components/programs/program-form-schema.ts',
  'src/features/users/components/profile/user-form-schema.ts',
  'src/features/users/components/change-password-dialog.tsx',
  'src/features/institutes/components/create-institute-dialog.tsx',
];

const sourceOf = (key: string) => (manifest[key]!.src ?? key).replace(/^.*?src\//, 'src/');
const withoutLibraries = (files: Set<string>) => [...files].filter((file) => !libraryOf(file));
const rows = [...parents.keys()].map((key) => {
  const files = filesOf([...routeClosure(key)].filter((k) => !initialKeys.has(k)));
  const onUse = ON_USE.includes(sourceOf(key));
  // On use: beyond what the screens it opens from have already fetched.
  const screen = onUse
    ? filesOf((parents.get(key) ?? []).flatMap((parent) => [...routeClosure(parent)]))
    : new Set();
  return {
    source: sourceOf(key),
    own: gzipped(manifest[key]!.file),
    onUse,
    adds: sum(withoutLibraries(files).filter((file) => !screen.has(file))),
    libraries: [
      ...new Set([...files].flatMap((file) => (screen.has(file) ? [] : (libraryOf(file)?.chunk ?? [])))),
    ],
    files,
  };
});
rows.sort((a, b) => a.source.localeCompare(b.source));
const missingOnUse = ON_USE.filter((source) => !rows.some((row) => row.source === source));
if (missingOnUse.length) throw new Error(`No lazy chunk for ${missingOnUse.join(', ')}: update ON_USE`);

const libraryFiles = [...new Set(rows.flatMap((row) => [...row.files]))].filter((file) => libraryOf(file));
console.log('\nShared library chunks, each fetched once by the first screen that needs it (gzipped)');
for (const file of libraryFiles) console.log(`  ${kb(gzipped(file))}  ${file}`);

console.log(
  '\nLazy chunks (gzipped): its own file, and what a first visit adds to the initial load (without the shared libraries;\n' +
    '"on use": what it adds to the screen it opens from)',
);
for (const row of rows) {
  const over = row.adds > (row.onUse ? BUDGETS.onUseAdds : BUDGETS.routeAdds) ? '  ✗ over' : '';
  const libraries = row.libraries.length ? ` + ${row.libraries.join(', ')}` : '';
  console.log(
    `  ${kb(row.own)}  ${kb(row.adds)}  ${row.source}${row.onUse ? ' (on use)' : ''}${libraries}${over}`,
  );
}

// A cold /users: index.html, the initial load, the users list's chunks and the favicon, as sent.
const usersKey = Object.keys(manifest).find((key) => key.endsWith('src/features/users/routes.tsx'));
if (!usersKey) throw new Error('No chunk for src/features/users/routes.tsx in the manifest');
const coldUsersFiles = new Set([
  'index.html',
  ...initialFiles,
  ...filesOf(routeClosure(usersKey)),
  ...(existsSync(path.join(dist, 'favicon.svg')) ? ['favicon.svg'] : []),
]);
const coldUsers = sum(coldUsersFiles, served);

// List screens read only types and zod-free constants (the contract's labels modules) from the
// contract, and lib/forms' modules rather than its index (which brings the form library and zod).
// A response schema kept for one constant beside it brought zod's schemas (90 KB) into the screen's
// first load, and building them into its longest task (docs/performance.md).
const ZOD_FREE_SCREENS = [
  'src/features/users/routes.tsx',
  'src/features/audit/routes.tsx',
  'src/features/programs/routes.tsx',
  'src/features/profiling/routes.tsx',
  'src/features/registrations/routes.tsx',
  'src/features/me/programs/page.tsx',
  'src/features/reports/routes.tsx',
  'src/app/screens/user-profile-screen.tsx',
  'src/features/points/components/points-sections.tsx',
  'src/features/programs/program-routes.tsx',
  'src/features/vcm/routes.tsx',
];
const isZod = (file: string) => readFileSync(path.join(dist, file), 'utf8').includes('$ZodObject`');
const zodLoaders = ZOD_FREE_SCREENS.filter((source) => {
  const row = rows.find((r) => r.source === source);
  if (!row) throw new Error(`No chunk for ${source} in the manifest`);
  return [...row.files].some((file) => file.endsWith('.js') && isZod(file));
});

// The first use of a tab's local or session storage waits for the browser process, inside the task
// that reads it: the build leaves out the data grid's debug probe and the router's restore of view
// transitions (apps/web/vite.config.ts). (Material's color-scheme storage is in the build too, but
// runs only for a theme with color schemes, which the console's is not.)
const STORAGE_READ = /\bsessionStorage\.getItem\(|\.getItem\([`'"]DEBUG[`'"]\)/;
const storageReaders = [...coldUsersFiles].filter(
  (file) => file.endsWith('.js') && STORAGE_READ.test(readFileSync(path.join(dist, file), 'utf8')),
);

const largest = (list: typeof rows) =>
  list.reduce((worst, row) => (row.adds > worst.adds ? row : worst), list[0]!);
const worstRoute = largest(rows.filter((row) => !row.onUse));
const worstOnUse = largest(rows.filter((row) => row.onUse));
const checks = [
  { label: 'Initial JS, gzipped', value: initialJs, goal: BUDGETS.initialJs },
  {
    label: `Largest first visit of a route, gzipped (${worstRoute.source})`,
    value: worstRoute.adds,
    goal: BUDGETS.routeAdds,
  },
  {
    label: `Largest addition on use (a dialog, a form's check) to its screen, gzipped (${worstOnUse.source})`,
    value: worstOnUse.adds,
    goal: BUDGETS.onUseAdds,
  },
  ...SHARED_LIBRARIES.map((library) => {
    const files = libraryFiles.filter((file) => libraryOf(file) === library);
    if (!files.length) throw new Error(`No ${library.chunk} chunk in the build (apps/web/vite.config.ts)`);
    return { label: `Shared chunk: ${library.label}, gzipped`, value: sum(files), goal: library.goal };
  }),
  {
    label: `Cold /users, ${coldUsersFiles.size} files as sent (br), before the API's answers`,
    value: coldUsers,
    goal: BUDGETS.coldUsers,
  },
];
console.log('\nBudgets');
for (const check of checks) {
  const pass = check.value <= check.goal;
  console.log(
    `  ${kb(check.value)}  goal ≤ ${check.goal / KB} KB  ${pass ? 'PASS' : 'FAIL'}  ${check.label}`,
  );
  if (!pass) process.exitCode = 1;
}
console.log(
  `  ${zodLoaders.length ? 'FAIL' : 'PASS'}  No zod in the first visit of ${ZOD_FREE_SCREENS.join(', ')}${zodLoaders.length ? ` (loaded by ${zodLoaders.join(', ')})` : ''}`,
);
if (zodLoaders.length) process.exitCode = 1;
console.log(
  `  ${storageReaders.length ? 'FAIL' : 'PASS'}  No storage probe (the router's, the grid's) while a cold /users loads${storageReaders.length ? ` (read in ${storageReaders.join(', ')})` : ''}`,
);
if (storageReaders.length) process.exitCode = 1;
