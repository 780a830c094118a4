import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { includeIgnoreFile } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries of docs/ARCHITECTURE.md ("Boundaries, checked by lint"); scripts/lint-boundaries.test.mjs
// proves that each one fails on a violation.
const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-support.ts',
  '**/*-test-support.ts',
  'apps/server/test/**',
];

/**
 * KNOWN VIOLATIONS, TEMPORARY: files that break a boundary today and are being fixed (issue 11 §2).
 * Remove a file from its list in the commit that fixes it; add nothing new here.
 */
export const KNOWN_VIOLATIONS = {
  // Import drizzle-orm or db/schema outside a repository.
  drizzle: [],
  // Import another server feature's non-service file.
  serverFeatures: [],
  // Import another web feature, or app/.
  webFeatures: [],
};

/**
 * Only repositories touch Drizzle. Also allowed: db/** itself; the list-query compiler and the
 * settings kit's store (lib/settings-resource/table-store.ts) with its bindings of resources to
 * tables (features/settings/resources.ts), which are generic query code; the jobs plugin, which
 * hands pg-boss Drizzle's `sql` tag so jobs are queued in the caller's transaction. Tests and test
 * support may too: they seed rows and assert what the database holds. Type-only imports (row types
 * such as UserRow) are allowed everywhere: a type runs no query.
 */
const DRIZZLE_ALLOWED = [
  '**/*repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/lib/list-query.ts',
  'apps/server/src/lib/settings-resource/table-store.ts',
  'apps/server/src/features/settings/resources.ts',
  'apps/server/src/plugins/jobs.ts',
];
const drizzleRule = [
  'error',
  {
    patterns: [
      {
        regex: '^drizzle-orm(/|$)',
        allowTypeImports: true,
        message: 'Only *repository.ts files (and db/**) use Drizzle: move the query into a repository.',
      },
      {
        regex: '(^|/)db/schema(/|$)',
        allowTypeImports: true,
        message: 'Only *repository.ts files (and db/**) use the tables: move the query into a repository.',
      },
    ],
  },
];

/**
 * Between server features only services (*service.ts) and record-level rules (policies.ts) may be
 * imported: a repository is its domain's own business, and a jobs.ts is wired once in app.ts (another
 * domain queues the job by calling the service that owns it). Tests are exempt: they may set up
 * another domain's records through its support code.
 */
const serverFeatureZones = folders('apps/server/src/features').map((feature) => ({
  target: `apps/server/src/features/${feature}`,
  from: `apps/server/src/features/!(${feature})/**`,
  except: ['**/*service.ts', '**/policies.ts'],
  message:
    'Between server features import only *service.ts or policies.ts (docs/ARCHITECTURE.md, Boundaries).',
}));

/**
 * Routes parse, authorize, call a service and return: a route that reads a repository skips the
 * service, where the domain's rules and transactions live.
 */
const routesZone = {
  target: 'apps/server/src/features/**/*routes.ts',
  from: 'apps/server/src/features/**/*repository.ts',
  message: 'A routes file calls a service, never a repository: add or use the service function.',
};

/**
 * The layers under the features: db/, lib/ and plugins/ serve every feature and know none of them
 * (app.ts and app-deps.ts wire the features to them). The demo seed (db/seed/) builds its records
 * with the features' own services, as another feature would, or with its own inserts.
 */
const layerZones = [
  {
    target: [
      'apps/server/src/db/*',
      'apps/server/src/db/!(seed)/**',
      'apps/server/src/lib/**',
      'apps/server/src/plugins/**',
    ],
    from: 'apps/server/src/features/**',
    message:
      'db/, lib/ and plugins/ import no feature: move the shared part down, or pass it in from app.ts.',
  },
  {
    target: 'apps/server/src/db/seed/**',
    from: 'apps/server/src/features/**',
    except: ['**/*service.ts', '**/policies.ts'],
    message: "The demo seed imports only a feature's *service.ts or policies.ts, never its repository.",
  },
];

/** Web features never import each other or app/: app/ composes them; shared code goes in lib/ or components/. */
const webFeatureZones = folders('apps/web/src/features').map((feature) => ({
  target: `apps/web/src/features/${feature}`,
  from: [`apps/web/src/features/!(${feature})/**`, 'apps/web/src/app/**'],
  message:
    'A web feature imports neither another feature nor app/: move the shared part to lib/ or components/.',
}));
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** Names that exist in only one of the two environments (TypeScript files: the tsconfig's lib checks the rest). */
const only = (env, other) => Object.keys(env).filter((name) => !(name in other) && !(name in globals.es2024));
const NODE_ONLY = only(globals.node, globals.browser);
const BROWSER_ONLY = only(globals.browser, globals.node);

const kebab = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';

export default tseslint.config(
  includeIgnoreFile(path.join(root, '.gitignore')),
  { ignores: ['apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Parse TypeScript modules too when following imports (no-cycle reads the files it reaches).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': kebab },
        { ignoreMiddleExtensions: true, errorMessage: 'File names are kebab-case: {{ target }}' },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages}/*/{src,test,tests,support}/**/': 'KEBAB_CASE', 'bench/**/': 'KEBAB_CASE' },
      ],
    },
  },
  // Type-only imports are not followed (they vanish at build time). Only source files are checked
  // (nothing imports a test, so no cycle runs through one), and packages from node_modules are not
  // walked: measured, the rule adds ~1.5 s CPU to `npm run lint`; walking packages would add ~8 s.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Benchmark helpers that are not benchmarks themselves start with `_` (scripts/run-benches.mjs).
  {
    files: ['bench/**'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': `?(_)${kebab}` },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  // Globals per workspace: the console and the sign-in pages' scripts run in the browser; the
  // contract runs on both sides, so it may use neither side's own globals; e2e tests run in Node
  // but hand callbacks to the page (page.evaluate).
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...NODE_ONLY] },
  },
  // Hooks run in the same order on every render: one called after an early return breaks the page
  // only when that return is taken (a record's not-found page, for one).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    files: ['packages/contract/src/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: { 'no-restricted-globals': ['error', ...NODE_ONLY, ...BROWSER_ONLY] },
  },
  {
    files: ['apps/server/src/pages/assets/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Boundaries.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...TESTS, ...DRIZZLE_ALLOWED, ...KNOWN_VIOLATIONS.drizzle],
    rules: { '@typescript-eslint/no-restricted-imports': drizzleRule },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: [...TESTS, ...KNOWN_VIOLATIONS.serverFeatures],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...serverFeatureZones, routesZone]) },
  },
  {
    files: ['apps/server/src/{db,lib,plugins}/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones) },
  },
  {
    files: ['apps/web/src/features/**'],
    ignores: KNOWN_VIOLATIONS.webFeatures,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(webFeatureZones) },
  },
  // One multipart reader: it takes its limits from the route's `config.upload` (test/upload-limits.test.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...TESTS, 'apps/server/src/lib/read-upload.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(file|files|parts|saveRequestFiles|formData)$/]',
          message:
            'Read a multipart body with lib/read-upload.ts (readUpload, readUploadFirst): it keeps to what the route declares in config.upload.',
        },
      ],
    },
  },

  // The console calls the API through the contract's operations (call, urlOf in lib/api-client.ts),
  // so a path is declared once. Tests may write one: mocking a URL by hand checks the declared path
  // against an independent spelling of it.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api(\\/|$)/]', 'TemplateLiteral[quasis.0.value.raw=/^\\/api(\\/|$)/]'].map(
          (selector) => ({
            selector,
            message:
              'Call the API through its contract operation (call, urlOf from lib/api-client.ts with api.<domain>.<operation>), not a written /api/ path.',
          }),
        ),
      ],
    },
  },

  {
    files: ['apps/server/src/cli/**', 'scripts/**', 'bench/**', 'apps/server/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
