// The benchmarks (bench/*.ts) run only when someone measures, so nothing else notices when a module
// they import moves or renames an export (bench/users.ts stopped running that way). This checks every
// relative import of every bench file: the module exists, and each named import is exported by it.
// Run by `npm run test:lint` (part of `npm test`).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const IMPORT = /import\s+(type\s+)?(?:\{([^}]*)\}|[\w$]+|\*\s+as\s+[\w$]+)\s+from\s+'(\.[^']+)'/g;

/** The module a relative specifier names: `./x.js` is written for `./x.ts`. */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`];
  return candidates.find((file) => existsSync(file) && file.match(/\.(ts|tsx|mjs|js)$/));
}

/** Whether `source` exports `name` (declared, listed in an export clause, or possibly through `export *`). */
function exportsName(source, name) {
  if (/export\s+\*\s+from/.test(source)) return true;
  const declared = new RegExp(
    `export\\s+(declare\\s+)?(async\\s+)?(const|let|function\\*?|class|type|interface|enum)\\s+${name}\\b`,
  );
  const listed = new RegExp(`export\\s+(type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(source) || listed.test(source);
}

describe('bench imports', () => {
  const files = readdirSync(benchDir).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    it(`bench/${file} imports modules that exist, and names they export`, () => {
      const full = path.join(benchDir, file);
      const text = readFileSync(full, 'utf8');
      for (const [, , names, specifier] of text.matchAll(IMPORT)) {
        const target = resolve(full, specifier);
        assert.ok(target, `bench/${file}: '${specifier}' does not exist`);
        const source = readFileSync(target, 'utf8');
        for (const raw of (names ?? '').split(',')) {
          const name = raw
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          if (!name) continue;
          assert.ok(exportsName(source, name), `bench/${file}: '${specifier}' does not export ${name}`);
        }
      }
    });
  }
});
