import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { createInstitute, createUser } from '../../test/factories.js';
import type { DatabaseHandle } from './client.js';
import { users } from './schema/index.js';
import { isInUserScope, userScopeCondition, type UserScope } from './user-scope.js';

// Each scope means the same in SQL (lists, counts, reports) and in memory (one record's check): the
// supervisor, two of their educators, and someone else's educator.

let handle: DatabaseHandle;
let institute: number;
const ids: Record<'boss' | 'mine1' | 'mine2' | 'other' | 'theirs', number> = {
  boss: 0,
  mine1: 0,
  mine2: 0,
  other: 0,
  theirs: 0,
};

beforeAll(async () => {
  handle = await createTestDatabase();
  institute = (await createInstitute(handle.db)).id;
  const add = async (supervisorId: number | null) =>
    (await createUser(handle.db, institute, { supervisor_id: supervisorId })).id;
  ids.boss = await add(null);
  ids.other = await add(null);
  ids.mine1 = await add(ids.boss);
  ids.mine2 = await add(ids.boss);
  ids.theirs = await add(ids.other);
});
afterAll(() => handle.close());

const selected = async (scope: UserScope) =>
  (
    await handle.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.institute_id, institute), userScopeCondition(scope)))
      .orderBy(users.id)
  ).map((row) => row.id);

const inMemory = async (scope: UserScope) =>
  (
    await handle.db
      .select({ id: users.id, supervisor_id: users.supervisor_id })
      .from(users)
      .where(eq(users.institute_id, institute))
      .orderBy(users.id)
  )
    .filter((user) => isInUserScope(scope, user))
    .map((user) => user.id);

describe('user scopes', () => {
  it('reach the institute, the supervised users, those and the supervisor, or nobody', async () => {
    const boss = ids.boss;
    const expected: [UserScope, number[]][] = [
      [{ kind: 'institute' }, [ids.boss, ids.other, ids.mine1, ids.mine2, ids.theirs]],
      [{ kind: 'supervised', supervisorId: boss }, [ids.mine1, ids.mine2]],
      [{ kind: 'supervisedAndSelf', supervisorId: boss }, [ids.boss, ids.mine1, ids.mine2]],
      [{ kind: 'none' }, []],
    ];
    for (const [scope, users] of expected) {
      const sorted = [...users].sort((a, b) => a - b);
      expect(await selected(scope)).toEqual(sorted);
      expect(await inMemory(scope)).toEqual(sorted);
    }
  });
});

describe('a delegate on the team of the supervisor they stand in for', () => {
  it('reaches that team but never themselves, so the delegation cannot let them decide their own records', async () => {
    // `mine1` supervises no one yet stands in for `boss`, who supervises `mine1` and `mine2`.
    const delegate = ids.mine1;
    const expected: [UserScope, number[]][] = [
      [{ kind: 'supervised', supervisorId: delegate, delegatorIds: [ids.boss] }, [ids.mine2]],
      [
        { kind: 'supervisedAndSelf', supervisorId: delegate, delegatorIds: [ids.boss] },
        [ids.mine1, ids.mine2],
      ],
    ];
    for (const [scope, users] of expected) {
      const sorted = [...users].sort((a, b) => a - b);
      expect(await selected(scope)).toEqual(sorted);
      expect(await inMemory(scope)).toEqual(sorted);
    }
  });
});
