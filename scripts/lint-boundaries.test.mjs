// Proves that each boundary of eslint.config.js fails on a violation and lets the allowed import
// through, by linting code in memory as if it stood at a given path (docs/ARCHITECTURE.md, Boundaries).
// Run by `npm run test:lint` (part of `npm test`).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { KNOWN_VIOLATIONS } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that report on `code` as if it were the file at `filePath` (relative to the root). */
async function rulesBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.find((m) => m.fatal);
  assert.equal(fatal, undefined, fatal?.message);
  return result.messages.map((m) => m.ruleId);
}

describe('only repositories use Drizzle', () => {
  const rule = '@typescript-eslint/no-restricted-imports';
  it('refuses drizzle-orm and db/schema in a service', async () => {
    const code = `import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index.js';\nexport const x = [eq, users];\n`;
    const broken = await rulesBroken('apps/server/src/features/users/scratch-service.ts', code);
    assert.deepEqual(broken, [rule, rule]);
  });
  it('allows them in a repository, db/** and tests, and a row type anywhere', async () => {
    const code = `import { eq } from 'drizzle-orm';\nexport const x = eq;\n`;
    assert.deepEqual(await rulesBroken('apps/server/src/features/users/scratch-repository.ts', code), []);
    assert.deepEqual(await rulesBroken('apps/server/src/db/scratch.ts', code), []);
    assert.deepEqual(await rulesBroken('apps/server/src/features/users/scratch.test.ts', code), []);
    const rowType = `import type { UserRow } from '../../db/schema/index.js';\nexport type X = UserRow;\n`;
    assert.deepEqual(await rulesBroken('apps/server/src/features/users/scratch-service.ts', rowType), []);
  });
});

describe('server features import only services and policies of other features', () => {
  const file = 'apps/server/src/features/users/scratch-service.ts';
  it("refuses another feature's repository", async () => {
    const code = `import { findSession } from '../auth/session-repository.js';\nexport const x = findSession;\n`;
    assert.deepEqual(await rulesBroken(file, code), ['import-x/no-restricted-paths']);
  });
  it("allows another feature's service, and the feature's own files", async () => {
    const code = `import { createSessionService } from '../auth/session-service.js';\nimport { userListResource } from './list-repository.js';\nexport const x = [createSessionService, userListResource];\n`;
    assert.deepEqual(await rulesBroken(file, code), []);
  });
});

describe('routes call services, never repositories', () => {
  const file = 'apps/server/src/features/users/scratch-routes.ts';
  it("refuses the feature's own repository, even for a type", async () => {
    const code = `import { findUserByEmail } from './repository.js';\nimport type { UserListRow } from './list-repository.js';\nexport const x = findUserByEmail as unknown as UserListRow;\n`;
    const broken = await rulesBroken(file, code);
    assert.deepEqual(broken, ['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });
  it('allows a service, and a repository outside a routes file', async () => {
    const code = `import { createUser } from './user-service.js';\nexport const x = createUser;\n`;
    assert.deepEqual(await rulesBroken(file, code), []);
    const repository = `import { findUserByEmail } from './repository.js';\nexport const x = findUserByEmail;\n`;
    assert.deepEqual(await rulesBroken('apps/server/src/features/users/scratch-service.ts', repository), []);
  });
});

describe('db/, lib/ and plugins/ import no feature', () => {
  const service = (from) =>
    `import { createUser } from '${from}features/users/user-service.js';\nexport const x = createUser;\n`;
  it('refuses a feature’s service in db/, lib/ and plugins/, and a type from it', async () => {
    const rule = 'import-x/no-restricted-paths';
    assert.deepEqual(await rulesBroken('apps/server/src/db/scratch.ts', service('../')), [rule]);
    assert.deepEqual(await rulesBroken('apps/server/src/db/schema/scratch.ts', service('../../')), [rule]);
    assert.deepEqual(await rulesBroken('apps/server/src/lib/pdf/scratch.ts', service('../../')), [rule]);
    assert.deepEqual(await rulesBroken('apps/server/src/plugins/scratch.ts', service('../')), [rule]);
    const type = `import type { ResolvedSession } from '../features/auth/session-service.js';\nexport type X = ResolvedSession;\n`;
    assert.deepEqual(await rulesBroken('apps/server/src/plugins/scratch.ts', type), [rule]);
  });
  it('lets the demo seed use a feature’s service, never its repository', async () => {
    const file = 'apps/server/src/db/seed/scratch.ts';
    assert.deepEqual(await rulesBroken(file, service('../../')), []);
    const repository = `import { refreshProgramDates } from '../../features/programs/workshops-repository.js';\nexport const x = refreshProgramDates;\n`;
    assert.deepEqual(await rulesBroken(file, repository), ['import-x/no-restricted-paths']);
  });
});

describe('web features import neither another feature nor app/', () => {
  const file = 'apps/web/src/features/users/components/scratch.tsx';
  it('refuses another feature and app/', async () => {
    const code = `import { ProfilingPage } from '../../profiling/components/profiling-page';\nimport { router } from '../../../app/router';\nexport const x = [ProfilingPage, router];\n`;
    const broken = await rulesBroken(file, code);
    assert.deepEqual(broken, ['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });
  it('allows lib/ and components/', async () => {
    const code = `import { paths } from '../../../lib/paths';\nimport { DataTable } from '../../../components/data-table';\nexport const x = [paths, DataTable];\n`;
    assert.deepEqual(await rulesBroken(file, code), []);
  });
});

describe('only lib/read-upload.ts reads a multipart body', () => {
  const code = `export const read = (request) => request.file({ limits: { fileSize: 1 } });\n`;
  it('refuses request.file() in a feature', async () => {
    const broken = await rulesBroken('apps/server/src/features/users/scratch-service.ts', code);
    assert.deepEqual(broken, ['no-restricted-syntax']);
  });
  it('allows it in the reader', async () => {
    assert.deepEqual(await rulesBroken('apps/server/src/lib/read-upload.ts', code), []);
  });
});

describe("the console writes no /api/ path: it calls the contract's operations", () => {
  const file = 'apps/web/src/features/users/api/scratch.ts';
  it('refuses a string or template literal that starts with /api/', async () => {
    const code = `export const a = '/api/v1/domains/options';\nexport const b = (id) => \`/api/v1/domains/\${id}/capabilities\`;\nexport const c = \`/api/v1/me\`;\n`;
    const broken = await rulesBroken(file, code);
    assert.deepEqual(broken, ['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
  });
  it('allows the operation, other paths, a mention in a comment, and a test mocking the URL', async () => {
    const code = `import { api } from '@pdp/contract';\n// GET /api/v1/me\nexport const x = [api.users.me, '/templates/users.csv', \`/users/\${1}\`, 'see /api/'];\n`;
    assert.deepEqual(await rulesBroken(file, code), []);
    const test = `export const url = '/api/v1/me';\n`;
    assert.deepEqual(await rulesBroken('apps/web/src/features/users/api/scratch.test.ts', test), []);
  });
});

describe('no import cycles', () => {
  it('refuses a module that imports one of its importers', async () => {
    // lib/api-client.ts imports lib/messages.ts: messages importing api-client closes a cycle.
    const code = `import { apiGet } from './api-client';\nexport const x = apiGet;\n`;
    assert.deepEqual(await rulesBroken('apps/web/src/lib/messages.ts', code), ['import-x/no-cycle']);
  });
});

describe('file names are kebab-case', () => {
  it('refuses camelCase and PascalCase names, allows kebab-case ones with .test/.config', async () => {
    const code = 'export const x = 1;\n';
    assert.deepEqual(await rulesBroken('apps/server/src/lib/rateLimiter.ts', code), [
      'check-file/filename-naming-convention',
    ]);
    assert.deepEqual(await rulesBroken('apps/web/src/lib/UserCard.tsx', code), [
      'check-file/filename-naming-convention',
    ]);
    assert.deepEqual(await rulesBroken('apps/server/src/lib/rate-limiter.test.ts', code), []);
  });
});

describe('globals per workspace', () => {
  it('refuses Node globals in the console and either side’s globals in the contract', async () => {
    const rule = 'no-restricted-globals';
    assert.deepEqual(await rulesBroken('apps/web/src/lib/scratch.ts', 'export const x = process.env.X;\n'), [
      rule,
    ]);
    const shared =
      'export const x = [Buffer.from("a"), document.title, new URL("http://a"), Intl.DateTimeFormat];\n';
    assert.deepEqual(await rulesBroken('packages/contract/src/scratch.ts', shared), [rule, rule]);
  });
  it('gives browser globals to the browser scripts and Node globals to the scripts', async () => {
    assert.deepEqual(
      await rulesBroken('apps/server/src/pages/assets/scratch.js', 'window.location.assign("/");\n'),
      [],
    );
    assert.deepEqual(await rulesBroken('scripts/scratch.mjs', 'process.exit(0);\n'), []);
    assert.deepEqual(await rulesBroken('scripts/scratch.mjs', 'window.close();\n'), ['no-undef']);
  });
});

describe('the known violations of eslint.config.js', () => {
  // Each entry must still break its boundary: linted beside itself under a name that is not listed,
  // its code must fail. When it passes, the file was fixed and its entry should go.
  const entries = Object.values(KNOWN_VIOLATIONS).flat();
  for (const file of entries) {
    it(`${file} still breaks a boundary (remove it from KNOWN_VIOLATIONS once fixed)`, async () => {
      assert.ok(existsSync(path.join(root, file)), `${file} no longer exists`);
      const beside = path.join(path.dirname(file), `known-violation-${path.basename(file)}`);
      const broken = await rulesBroken(beside, readFileSync(path.join(root, file), 'utf8'));
      assert.ok(
        broken.some((rule) => rule?.includes('no-restricted')),
        `${file} keeps the boundaries now: remove it from KNOWN_VIOLATIONS in eslint.config.js`,
      );
    });
  }
});

describe('hooks run in the same order on every render', () => {
  const file = 'apps/web/src/features/me/scratch-page.tsx';
  it('refuses a hook called after an early return', async () => {
    const code = `import { useDeferredValue } from 'react';\nexport function Page({ missing }: { missing: boolean }) {\n  if (missing) return null;\n  const shown = useDeferredValue(true, false);\n  return shown ? 'a' : 'b';\n}\n`;
    assert.deepEqual(await rulesBroken(file, code), ['react-hooks/rules-of-hooks']);
  });
  it('allows it before the return', async () => {
    const code = `import { useDeferredValue } from 'react';\nexport function Page({ missing }: { missing: boolean }) {\n  const shown = useDeferredValue(true, false);\n  if (missing) return null;\n  return shown ? 'a' : 'b';\n}\n`;
    assert.deepEqual(await rulesBroken(file, code), []);
  });
});
