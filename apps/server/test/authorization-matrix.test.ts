import { can, type TPermission } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/index.js';
import type { RouteEntry } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './app.js';
import { mapLimit, routeName, send } from './generated/calls.js';
import { exampleInput, type RouteInput } from './generated/examples.js';
import {
  createFieldScene,
  FIELD_VIEWERS,
  fieldProblems,
  unreachedReaders,
} from './generated/field-visibility.js';
import { createWorld, ROLE_NAMES, type RoleName, type Side, type World } from './generated/world.js';

/**
 * Every route × every role × own or another institute's records, checked against the access the
 * route's guard declares (`app.routeTable`): anonymous → 401; a role without the permission → 403; a
 * role with it → neither (a 404 or 422 proves the guard let it through); another institute's record →
 * 404, never a 200 or a 403 that would say it exists. A route added later is covered as it is.
 */

type Caller = RoleName | 'anonymous';
/** `allowed`: the guard and the record rules let the caller through (not 401, 403 or 404). */
type Expected = number | 'allowed' | 'not-401' | 'not-denied' | 'not-found';

interface Override {
  routes: RegExp;
  roles: readonly RoleName[];
  side: Side;
  expected: Expected;
  reason: string;
}

const NOT_ADMINS = ['educator', 'guest', 'facilitator', 'supervisor'] as const;
const PROFILE_RECORD_ROUTES =
  /^(GET|PUT) \/api\/v1\/(profiles\/:id|response_summary$)|^POST \/api\/v1\/supervisor_responses$/;

/** Who runs a program's attendance (programs/policies.ts canManageAttendance): admins and its facilitator. */
const PROGRAM_ATTENDANCE_ROUTES =
  /^(GET|POST|PUT|DELETE) \/api\/v1\/(programs\/:id\/(registrations(\/:registration_id|\.csv|\/template\.csv)?|attendance\.pdf|(educator_)?notifications)|attendances\/mark)$/;

/** Who edits a program (programs/policies.ts canEditProgram): admins and its facilitator. */
const PROGRAM_EDIT_ROUTES = /^(PUT|DELETE) \/api\/v1\/programs\/:id$|^POST \/api\/v1\/programs\/:id\/pdf$/;

/** Record-level rules that come after the guard. Each is a declared exception, with its reason. */
const OVERRIDES: Override[] = [
  {
    routes: /^GET \/api\/v1\/users\/:id$/,
    roles: NOT_ADMINS,
    side: 'own',
    expected: 403,
    reason:
      'a user reads themselves, admins anyone, a supervisor their own educators (this one is none of those)',
  },
  {
    routes: PROFILE_RECORD_ROUTES,
    roles: ['supervisor'],
    side: 'own',
    expected: 403,
    reason:
      "a supervisor who is not an admin sees only their own educators' profiles (this one supervises nobody)",
  },
  {
    routes: PROGRAM_ATTENDANCE_ROUTES,
    roles: NOT_ADMINS,
    side: 'own',
    expected: 403,
    reason:
      "a program's registrations, attendance and notifications are for admins and its own facilitator (this one facilitates no program)",
  },
  {
    routes: PROGRAM_EDIT_ROUTES,
    roles: NOT_ADMINS,
    side: 'own',
    expected: 403,
    reason:
      'a program is edited, deleted and given its PDF by admins and its own facilitator (this one facilitates none)',
  },
  {
    routes: /^PUT \/api\/v2\/registrations\/:id\/(approve|reject)$/,
    roles: ['supervisor'],
    side: 'own',
    expected: 404,
    reason:
      "a supervisor decides only their own educators' registrations, and another's are invisible (this one supervises nobody)",
  },
  ...(['own', 'other'] as const).map((side) => ({
    routes: /^(GET|PUT|POST) \/api\/v1\/my\/profile/,
    roles: ['guest', 'facilitator', 'supervisor', 'institute_admin'] as const,
    side,
    expected: 403,
    reason: 'only educators have a profile to self-assess (profiling/my-profile-service.ts)',
  })),
  ...(['own', 'other'] as const).map((side) => ({
    routes: /^GET \/api\/v1\/my\/recommendations$/,
    roles: ['guest', 'facilitator', 'supervisor', 'institute_admin'] as const,
    side,
    expected: 403,
    reason: 'only educators have profiles to recommend from (profiling/recommendations-service.ts)',
  })),
  ...(['own', 'other'] as const).map((side) => ({
    routes: /^POST \/api\/v1\/vcms$/,
    roles: NOT_ADMINS,
    side,
    expected: 403,
    reason:
      'an educator creates their own VCM only when their employment type has VCM enabled (none of these has one); only admins name another owner',
  })),
  ...(['own', 'other'] as const).map((side) => ({
    routes: /^(GET|PUT|POST|DELETE) \/api\/v1\/my\/vcms/,
    roles: ROLE_NAMES.filter((role) => role !== 'super_admin'),
    side,
    expected: 403,
    reason:
      'My VCM is for an educator whose employment type has VCM enabled (only the super admin is one, for the fuzz): the 403 is about the caller, before any record is read',
  })),
  {
    routes: /^(GET|PUT|POST) \/api\/v1\/institutes(\/:id(\/select|\/logo|\/passport_period)?)?$/,
    roles: ['super_admin'],
    side: 'other',
    expected: 'allowed',
    reason: 'a super admin reads (its passport period too), edits, copies and switches to any institute',
  },
];

/** What the route's declared access alone says this caller gets, before any record rule. */
function declared(route: RouteEntry, user: UserRow | undefined, side: Side, input: RouteInput): Expected {
  // Nobody needs a session; a form's own CSRF token may still answer 403.
  if (route.access.kind === 'public') return 'not-401';
  if (!user) return 401;
  const permission: TPermission | undefined =
    route.access.kind === 'permission' ? route.access.permission : undefined;
  if (permission && !can(user, permission)) return 403;
  if (side === 'own') return 'not-denied';
  // A multipart upload (no JSON body to fill) is refused for its missing file before the record is looked up.
  const isUpload = route.method !== 'GET' && route.method !== 'DELETE' && !route.schema?.body;
  return input.references === 'path' && !isUpload ? 404 : 'not-found';
}

function expectationFor(world: World, route: RouteEntry, caller: Caller, side: Side, input: RouteInput) {
  const base = declared(route, caller === 'anonymous' ? undefined : world.users[caller], side, input);
  // The guard's own answers have no exceptions.
  if (caller === 'anonymous' || base === 401 || base === 403 || base === 'not-401') return base;
  const override = OVERRIDES.find(
    (o) => o.routes.test(routeName(route)) && o.side === side && o.roles.includes(caller),
  );
  return override?.expected ?? base;
}

function matches(expected: Expected, status: number): boolean {
  if (typeof expected === 'number') return status === expected;
  if (status >= 500) return false;
  switch (expected) {
    case 'allowed':
      return ![401, 403, 404].includes(status);
    case 'not-401':
      return status !== 401;
    case 'not-denied':
      return status !== 401 && status !== 403;
    case 'not-found':
      // A record named in the body answers 404, or 422 on its field ("does not exist in this institute").
      return status === 404 || status === 422;
  }
}

describe('authorization matrix', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp({ jobs: { enabled: true } });
    world = await createWorld(t);
  });
  afterAll(() => t.close());

  it('every /api route declares who may call it (a sign-in or permission guard)', () => {
    const undeclared = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.access.kind === 'public')
      .map(routeName);
    expect(undeclared).toEqual([]);
  });

  // Before the route matrix, whose writes and deletions change the records.
  it('every GET route shows a sensitive field only to the viewers who may read it (field level)', async () => {
    const scene = await createFieldScene(t, world);
    const problems: string[] = [];
    const seen = new Set<string>();
    const routes = t.app.routeTable.filter((route) => route.method === 'GET');
    await mapLimit(routes, 4, async (route) => {
      const input = await exampleInput(world, route, 'own');
      const isAboutTheProgram = input.records.get('programs') === scene.programId;
      for (const viewer of FIELD_VIEWERS) {
        const cookie = await scene.cookieFor(viewer);
        const response = await send(t.app, { method: 'GET', ...input, cookie });
        const label = `${routeName(route)} [${input.url}]`;
        problems.push(...fieldProblems(label, viewer, response, isAboutTheProgram, seen));
      }
    });
    expect(problems).toEqual([]);
    expect(unreachedReaders(seen)).toEqual([]);
  }, 180_000);

  it('every route answers every role, on its own and on another institute’s records, as declared', async () => {
    const mismatches: string[] = [];
    const check = async (route: RouteEntry, side: Side, input: RouteInput) => {
      for (const caller of ['anonymous', ...ROLE_NAMES] as const) {
        const expected = expectationFor(world, route, caller, side, input);
        // Another institute's records are only meaningful for callers the guard lets through.
        const user = caller === 'anonymous' ? undefined : world.users[caller];
        const isDenied = [401, 403].includes(declared(route, user, 'own', input) as number);
        if (side === 'other' && isDenied) continue;
        if (route.access.kind === 'public' && caller !== 'anonymous') continue;
        const cookie = caller === 'anonymous' ? undefined : await world.cookieFor(caller);
        const response = await send(t.app, { method: route.method, ...input, cookie });
        if (!matches(expected, response.statusCode)) {
          mismatches.push(
            `${routeName(route)} [${side} ${input.url}] as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    };
    const run = async (route: RouteEntry) => {
      const own = await exampleInput(world, route, 'own');
      if (own.missing) mismatches.push(`${routeName(route)}: ${own.missing}`);
      await check(route, 'own', own);
      if (own.references === 'none' || route.access.kind === 'public') return;
      const other = await exampleInput(world, route, 'other');
      if (other.missing) mismatches.push(`${routeName(route)}: ${other.missing}`);
      else await check(route, 'other', other);
    };
    // Deletions last, so the records the other routes are called with still exist.
    const routes = t.app.routeTable;
    await mapLimit(
      routes.filter((route) => route.method !== 'DELETE'),
      4,
      run,
    );
    for (const route of routes.filter((r) => r.method === 'DELETE')) await run(route);
    expect(mismatches).toEqual([]);
    // Every route × every role grows with the API (15–20 s alone, ~90 s beside other suites on 2 cores).
  }, 180_000);
});
