// Fails when docs/ARCHITECTURE.md names a file or folder that does not exist, so the annotated tree
// cannot drift from the code. Run by `npm run test:docs` (part of `npm test`).
//
// What counts as a named path:
// - every entry of a tree (a fenced block with no language, such as the one under "## Layout"): the
//   names at the start of a line, before two spaces, under the folders above them by indentation. A
//   line that starts at the description column (DESCRIPTION_COLUMN spaces or more) continues the
//   description above it;
// - every `backticked` span elsewhere that looks like a path: one word with a `/` or a file extension,
//   not a URL path (`/api/...`) and no placeholder (`<domain>`, `*`, `{a,b}`). A short path
//   (`lib/errors.ts`, `features/users/policies.ts`) is found under any workspace's source folder; a bare
//   file name (`jobs.ts`) anywhere in the tree.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const DESCRIPTION_COLUMN = 26;
/** Where a short path may start, tried in order. */
const ROOTS = [
  '',
  'apps/server/',
  'apps/server/src/',
  'apps/server/src/features/',
  'apps/web/',
  'apps/web/src/',
  'apps/web/src/features/',
  'packages/contract/',
  'packages/contract/src/',
  'apps/e2e/',
  'apps/e2e/tests/',
  'docs/',
];
/** Shorthands the docs use for a workspace (`web/features/…` is under apps/web/src). */
const ALIASES = {
  'server/': ['apps/server/', 'apps/server/src/'],
  'web/': ['apps/web/', 'apps/web/src/'],
  'contract/': ['packages/contract/', 'packages/contract/src/'],
};
/** Made by a build or a run, so absent from a fresh clone. */
const MADE_BY_A_RUN = ['apps/web/dist', 'apps/server/dist', 'data/'];
/** Backticked words with a slash that are no path (lint rule names). */
const NOT_PATHS = new Set(['import-x/no-cycle']);
const FILE_EXTENSION = /\.(ts|tsx|mjs|js|json|md|css|sql|html)$/;

/** The repository's files: git's list, or (outside a git checkout) the tree without its dependencies. */
function trackedFiles() {
  try {
    return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !/(^|\/)(node_modules|\.git|dist)\//.test(file));
  }
}

/** The entries of a layout tree, as paths from the repository's root. */
export function treePaths(block) {
  const folders = []; // [indent, path] of the folders above the current line
  const paths = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || indent >= DESCRIPTION_COLUMN) continue;
    const nameColumn = line.slice(indent).split(/ {2,}/)[0];
    while (folders.length && folders.at(-1)[0] >= indent) folders.pop();
    const parent = folders.at(-1)?.[1] ?? '';
    const names = nameColumn.split(' ');
    for (const name of names) {
      // A placeholder, or anything under one, stands for many paths: not checked.
      if (!/[<*{]/.test(parent + name)) paths.push(parent + name);
    }
    if (names.length === 1 && names[0].endsWith('/')) folders.push([indent, parent + names[0]]);
  }
  return paths;
}

/** The fenced blocks with no language (```ts and the like are code, not trees). */
export function fencedTrees(markdown) {
  const trees = [];
  let open; // the block being read: its language and lines
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence && !open) open = { language: fence[1], lines: [] };
    else if (fence) {
      if (!open.language) trees.push(open.lines.join('\n'));
      open = undefined;
    } else open?.lines.push(line);
  }
  return trees;
}

/** The backticked spans of markdown that name a repository path. */
export function backtickedPaths(markdown) {
  const spans = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return spans.filter(
    (span) =>
      !/[\s<>*{}()[\]=:|'",$@?#]/.test(span) &&
      !span.startsWith('/') &&
      (!span.startsWith('.') || span.startsWith('.ci/')) &&
      (span.includes('/') || FILE_EXTENSION.test(span)) &&
      /^[\w./-]+$/.test(span) &&
      !NOT_PATHS.has(span) &&
      !/^\d/.test(span),
  );
}

/** Whether `name` is a file or folder of the repository, read as the docs write it. */
export function exists(name, tracked = trackedFiles(), isOnDisk = (p) => existsSync(path.join(root, p))) {
  const clean = name.replace(/\/$/, '');
  if (MADE_BY_A_RUN.some((made) => clean.startsWith(made.replace(/\/$/, '')))) return true;
  if (!clean.includes('/')) {
    return tracked.some((file) => `/${file}`.endsWith(`/${clean}`) || `/${file}`.includes(`/${clean}/`));
  }
  const alias = Object.keys(ALIASES).find((short) => clean.startsWith(short));
  const rest = alias ? clean.slice(alias.length) : '';
  const candidates = [
    ...(alias ? ALIASES[alias].map((start) => start + rest) : []),
    ...ROOTS.map((start) => start + clean),
  ];
  return candidates.some(isOnDisk);
}

/** The paths a doc names that do not exist. */
export function missingPaths(markdown, tracked = trackedFiles(), isOnDisk = undefined) {
  const named = [...fencedTrees(markdown).flatMap(treePaths), ...backtickedPaths(markdown)];
  return [...new Set(named)].filter((name) => !exists(name, tracked, isOnDisk));
}

describe('docs/ARCHITECTURE.md names only paths that exist', () => {
  it('finds a missing path in the tree and in backticks', () => {
    const tracked = ['apps/server/src/lib/errors.ts', 'apps/server/src/features/users/policies.ts'];
    const onDisk = (p) => tracked.some((file) => file === p || file.startsWith(`${p}/`));
    const doc = [
      '## Layout',
      '',
      '```',
      'apps/server/src/',
      '  lib/',
      '    errors.ts              the one error type',
      '    gone.ts                removed',
      '                          a description line, never a path: nothere.ts',
      '  features/<domain>/       placeholders are not checked',
      '```',
      '',
      'See `lib/errors.ts`, `features/users/policies.ts`, `features/users/attendance.ts`, `policies.ts`,',
      '`missing.ts`, `/api/v1/me`, `app.requirePermission(name)` and `features/<domain>/routes.ts`.',
    ].join('\n');
    assert.deepEqual(missingPaths(doc, tracked, onDisk), [
      'apps/server/src/lib/gone.ts',
      'features/users/attendance.ts',
      'missing.ts',
    ]);
  });

  it('has none missing', () => {
    const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    assert.ok(doc.includes('## Layout'), 'docs/ARCHITECTURE.md keeps its tree under "## Layout"');
    assert.deepEqual(missingPaths(doc), []);
  });
});
