import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  capabilities,
  domains,
  educator_responses,
  profiles,
  supervisor_responses,
} from '../../db/schema/index.js';
import { answeredCounts } from './answer-counts-repository.js';
import { seedProfiling } from './test-support.js';

// The answer counts kept on each profile (migration 0030) against the answers counted afresh, after
// every kind of change to the answers and to what counts, and with two transactions at once.
describe('the answer counts kept on the profiles', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedProfiling>>;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await t.close();
  });

  /** Every profile of both institutes: [id, kept educator count, kept supervisor count]. */
  const kept = async () =>
    (
      await t.db
        .select({
          id: profiles.id,
          educator: profiles.educator_answered_count,
          supervisor: profiles.supervisor_answered_count,
        })
        .from(profiles)
        .where(inArray(profiles.institute_id, [s.home.id, s.other.institute.id]))
        .orderBy(profiles.id)
    ).map((row) => [row.id, row.educator, row.supervisor]);
  /** The same counted from the answers (what the profile page reads). */
  const counted = async () => {
    const rows = await t.db
      .select({ id: profiles.id, institute_id: profiles.institute_id })
      .from(profiles)
      .where(inArray(profiles.institute_id, [s.home.id, s.other.institute.id]))
      .orderBy(profiles.id);
    const result: number[][] = [];
    for (const row of rows) {
      const counts = await answeredCounts(t.db, row.institute_id, [row.id]);
      const count = counts.get(row.id);
      result.push([row.id, count?.educator ?? 0, count?.supervisor ?? 0]);
    }
    return result;
  };
  const expectKeptToMatch = async () => expect(await kept()).toEqual(await counted());
  const keptOf = async (profileId: number) =>
    (await kept()).find(([id]) => id === profileId)!.slice(1) as [number, number];
  const answer = (profileId: number, capabilityId: number, value = 3) => ({
    institute_id: s.home.id,
    profile_id: profileId,
    capability_id: capabilityId,
    value,
  });
  const connect = async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    clients.push(client);
    return client;
  };
  type Step = [client: pg.Client, run: (client: pg.Client) => Promise<unknown>];
  /** `first` runs in a transaction left open while `second` starts in another and waits; then both commit. */
  const race = async ([firstClient, first]: Step, [secondClient, second]: Step) => {
    await firstClient.query('begin');
    await first(firstClient);
    await secondClient.query('begin');
    const waiting = second(secondClient);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await firstClient.query('commit');
    await waiting;
    await secondClient.query('commit');
  };

  it('starts from the fixture’s answers: 2 for a profile in progress, 4 + 1 for one being rated', async () => {
    expect(await keptOf(s.profiles.inProgress.id)).toEqual([2, 0]);
    expect(await keptOf(s.profiles.rating.id)).toEqual([4, 1]);
    expect(await keptOf(s.profiles.done.id)).toEqual([4, 4]);
    await expectKeptToMatch();
  });

  it('follows answers added, changed (an upsert), removed, and answers to statements that do not count', async () => {
    const profileId = s.profiles.inProgress.id;
    await t.db.insert(educator_responses).values([
      answer(profileId, s.caps.i1.id),
      answer(profileId, s.caps.tInactive.id), // inactive statement
      answer(profileId, s.caps.rRetired.id), // active statement of an inactive domain
    ]);
    expect(await keptOf(profileId)).toEqual([3, 0]);

    await t.db
      .insert(educator_responses)
      .values([answer(profileId, s.caps.i1.id, 4), answer(profileId, s.caps.i2.id, 4)])
      .onConflictDoUpdate({
        target: [
          educator_responses.institute_id,
          educator_responses.profile_id,
          educator_responses.capability_id,
        ],
        set: { value: 4 },
      });
    expect(await keptOf(profileId)).toEqual([4, 0]);

    await t.db.insert(supervisor_responses).values(answer(profileId, s.caps.t1.id, 2));
    await t.db
      .delete(educator_responses)
      .where(
        and(eq(educator_responses.profile_id, profileId), eq(educator_responses.capability_id, s.caps.t1.id)),
      );
    expect(await keptOf(profileId)).toEqual([3, 1]);
    await expectKeptToMatch();
  });

  it('recounts the institute when a statement or a domain starts or stops counting', async () => {
    const setCapability = (id: number, values: Partial<typeof capabilities.$inferInsert>) =>
      t.db.update(capabilities).set(values).where(eq(capabilities.id, id));
    const setDomain = (id: number, active: boolean) =>
      t.db.update(domains).set({ active }).where(eq(domains.id, id));

    await setCapability(s.caps.t2.id, { active: false });
    expect(await keptOf(s.profiles.done.id)).toEqual([3, 3]);
    await expectKeptToMatch();
    await setCapability(s.caps.t2.id, { active: true });
    expect(await keptOf(s.profiles.done.id)).toEqual([4, 4]);

    await setDomain(s.domains.industry.id, false);
    expect(await keptOf(s.profiles.done.id)).toEqual([2, 2]);
    await expectKeptToMatch();
    await setDomain(s.domains.industry.id, true);

    // Moved into the inactive domain, then back.
    await setCapability(s.caps.t1.id, { domain_id: s.domains.retired.id });
    expect(await keptOf(s.profiles.done.id)).toEqual([3, 3]);
    await setCapability(s.caps.t1.id, { domain_id: s.domains.teaching.id });
    expect(await keptOf(s.profiles.done.id)).toEqual([4, 4]);

    // Reordering changes nothing that counts: no recount, the same counts.
    await setCapability(s.caps.t1.id, { display_order: 9 });
    await expectKeptToMatch();
    // The other institute's profile is never touched by the home institute's changes.
    expect(await keptOf(s.other.profile.id)).toEqual([0, 0]);
  });

  it('keeps the counts when a statement is deleted: only one nobody answered can be', async () => {
    const [extra] = await t.db
      .insert(capabilities)
      .values({
        institute_id: s.home.id,
        domain_id: s.domains.teaching.id,
        statement: 'Extra',
        display_order: 5,
      })
      .returning();
    await t.db.insert(educator_responses).values(answer(s.profiles.done.id, extra!.id));
    expect(await keptOf(s.profiles.done.id)).toEqual([5, 4]);
    await expect(t.db.delete(capabilities).where(eq(capabilities.id, extra!.id))).rejects.toThrow();
    expect(await keptOf(s.profiles.done.id)).toEqual([5, 4]);

    await t.db.delete(educator_responses).where(eq(educator_responses.capability_id, extra!.id));
    await t.db.delete(capabilities).where(eq(capabilities.id, extra!.id));
    expect(await keptOf(s.profiles.done.id)).toEqual([4, 4]);
    await expectKeptToMatch();
  });

  it('counts two answers to one profile from two transactions at once', async () => {
    const [a, b] = [await connect(), await connect()];
    const profileId = s.profiles.sueWaiting.id;
    await t.db.delete(supervisor_responses).where(eq(supervisor_responses.profile_id, profileId));
    const insert = (client: pg.Client, capabilityId: number) =>
      client.query(
        'insert into supervisor_responses (institute_id, profile_id, capability_id, value) values ($1, $2, $3, 2)',
        [s.home.id, profileId, capabilityId],
      );
    // The second waits for the profile row.
    await race([a, (client) => insert(client, s.caps.t1.id)], [b, (client) => insert(client, s.caps.t2.id)]);
    expect(await keptOf(profileId)).toEqual([4, 2]);
    await expectKeptToMatch();
  });

  it('an answer beside a statement that stops counting: counted or not, never half', async () => {
    const [a, b] = [await connect(), await connect()];
    const profileId = s.profiles.orphan.id;
    await t.db.delete(supervisor_responses).where(eq(supervisor_responses.profile_id, profileId));
    const answerI1 = (client: pg.Client) =>
      client.query(
        'insert into supervisor_responses (institute_id, profile_id, capability_id, value) values ($1, $2, $3, 2)',
        [s.home.id, profileId, s.caps.i1.id],
      );
    const setI1 = (active: boolean) => (client: pg.Client) =>
      client.query('update capabilities set active = $1 where id = $2', [active, s.caps.i1.id]);

    // The answer first: the recount waits for it, then counts it out.
    await race([a, answerI1], [b, setI1(false)]);
    await expectKeptToMatch();
    expect(await keptOf(profileId)).toEqual([3, 0]);

    // The recount first: the answer waits for it, then sees the statement counting again.
    await t.db.delete(supervisor_responses).where(eq(supervisor_responses.profile_id, profileId));
    await race([b, setI1(true)], [a, answerI1]);
    await expectKeptToMatch();
    expect(await keptOf(profileId)).toEqual([4, 1]);
  });

  it('an answer to a statement being deleted fails on the statement, not with a deadlock', async () => {
    const [a, b] = [await connect(), await connect()];
    const [doomed] = await t.db
      .insert(capabilities)
      .values({
        institute_id: s.home.id,
        domain_id: s.domains.teaching.id,
        statement: 'Doomed',
        display_order: 7,
      })
      .returning();
    await b.query('begin');
    await b.query('delete from capabilities where id = $1', [doomed!.id]);
    await a.query('begin');
    const answering = a
      .query(
        'insert into educator_responses (institute_id, profile_id, capability_id, value) values ($1, $2, $3, 3)',
        [s.home.id, s.profiles.waiting.id, doomed!.id],
      )
      .then(
        () => 'inserted',
        (error: { code?: string }) => error.code,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await b.query('commit');
    expect(await answering).toBe('23503'); // foreign key violation
    await a.query('rollback');
    await expectKeptToMatch();
  });
});
