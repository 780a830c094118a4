// What bench/tenants.ts builds and waits for: an institute's programs, registrations and points in the
// reports tenant's proportions, more institutes of the same size, and a deployment's steady state.
import pg from 'pg';
import { ms } from './_measure.js';
import { generateProgramsTenant } from './_programs-tenant.js';
import { generateUsersTenant } from './_users-tenant.js';

/** A deterministic spread of `i` over `n` buckets (Knuth's multiplicative hash), 1-based. */
const pick = (column: string, n: number, salt = 0) =>
  `((((${column} + ${salt}) * 2654435761::bigint) % 4294967296) % ${n} + 1)::int`;

export interface TenantSize {
  users: number;
  history: number;
}

/**
 * Programs (1 per 10 users, 5 workshops each), registrations (2.5 per user, by 15% of the users, who
 * are generated here) and `history` points history rows, as bench/_reports-tenant.ts has them.
 */
export async function addActivity(url: string, instituteId: number, { users, history }: TenantSize) {
  await generateProgramsTenant(url, {
    instituteId,
    programs: Math.max(10, Math.round(users / 10)),
    registrations: Math.round(users * 2.5),
    users: Math.round(users * 0.15),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Consistent by construction: skip the audit and foreign key triggers (the bench measures reads).
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `with u as (select array_agg(id order by id) ids, count(*)::int n from users
                  where institute_id = $1 and not is_institute_admin and not is_super_admin)
       insert into points_histories (institute_id, user_id, type, date, points, activity_name,
         learning_journey_equivalent, activity_date, activity_duration, activity_interval)
       select $1, u.ids[1 + i % u.n], case when i % 5 < 3 then 'PointsVocational' else 'PointsRea' end,
         current_date - ${pick('i', 1000, 19)}, (1 + ${pick('i', 12, 13)}) * 0.25,
         'Bench activity ' || ${pick('i', 30, 17)}, i % 97 = 0, current_date - ${pick('i', 1000, 19)},
         1 + i % 8, 'hours'
       from generate_series(1, $2::int) i, u`,
      [instituteId, history],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** `count` more institutes of `size` beside the existing ones, each with its users and activity. */
export async function addInstitutes(url: string, count: number, size: TenantSize) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const took = { users: 0, activity: 0 };
  try {
    for (let i = 0; i < count; i++) {
      const { id } = (
        await client.query(`insert into institutes (name) values ($1) returning id`, [`Bench ${i + 2}`])
      ).rows[0];
      let step = performance.now();
      await generateUsersTenant(url, { instituteId: id, count: Math.round(size.users * 0.85) });
      took.users += ms(step);
      step = performance.now();
      await addActivity(url, id, size);
      took.activity += ms(step);
    }
    // What autovacuum would have done by the time a deployment has this many institutes.
    await client.query('analyze');
    const { users, histories } = (
      await client.query(
        `select (select count(*)::int from users) users, (select count(*)::int from points_histories) histories`,
      )
    ).rows[0];
    console.log(
      `${count} more institutes built in ${(ms(started) / 1000).toFixed(1)} s: ${users} users, ` +
        `${histories} points history rows in all (users ${(took.users / 1000).toFixed(1)} s, ` +
        `programs, registrations and points ${(took.activity / 1000).toFixed(1)} s)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * A deployment's steady state before measuring: what the build wrote is checkpointed, and autovacuum
 * has had its pass over it (no autovacuum worker seen for longer than its 60 s nap, at most 6
 * minutes). Measured straight after writing 1,000,000 rows, figures competed with that pass and with
 * the checkpoint's writes. Every cluster given is watched at once.
 */
export async function settle(urls: string[]) {
  const started = performance.now();
  const clients = await Promise.all(
    urls.map(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    for (const client of clients) await client.query('checkpoint');
    let quietSince = performance.now();
    while (performance.now() - quietSince < 65_000 && ms(started) < 360_000) {
      await new Promise((r) => setTimeout(r, 1000));
      for (const client of clients) {
        const { busy } = (
          await client.query(
            `select count(*)::int as busy from pg_stat_activity where backend_type = 'autovacuum worker'`,
          )
        ).rows[0];
        if (busy) quietSince = performance.now();
      }
    }
    for (const client of clients) await client.query('checkpoint');
    console.log(`autovacuum done and checkpointed after ${(ms(started) / 1000).toFixed(0)} s`);
  } finally {
    for (const client of clients) await client.end();
  }
}
