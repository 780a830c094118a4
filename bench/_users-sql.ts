// The raw SQL beside each figure of bench/users.ts: hand-written statements that answer the same as the
// endpoint (the session lookup included), run one after another on one pg connection, unprepared.
// A ratio near 1 means the app adds little to what the database must do anyway.
import type pg from 'pg';

export const SESSION = `select s.*, u.* from sessions s
  join users u on u.institute_id = s.user_institute_id and u.id = s.user_id
  where s.token_hash = $1`;

const INSTITUTE = `select * from institutes where id = $1`;

/** The list row of a user: the user, the institute, division, department, employment type, supervisor. */
const USER_ROWS = `select u.*, i.name as institute_name, dv.id as division_id, dv.name as division_name,
    d.name as department_name, e.name as employment_type_name,
    s.given_name || ' ' || s.family_name as supervisor_full_name
  from users u join institutes i on i.id = u.institute_id
  left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
  left join divisions dv on dv.institute_id = d.institute_id and dv.id = d.division_id
  left join employment_types e on e.institute_id = u.institute_id and e.id = u.employment_type_id
  left join users s on s.institute_id = u.institute_id and s.id = u.supervisor_id
  where u.institute_id = $1 and u.id = any($2::int[])`;

const ORDER = `order by family_name, given_name, id`;
const PAGE_IDS = `select id from users where institute_id = $1 ${ORDER} limit $2 offset $3`;
const COUNT = `select count(*)::int as n from users where institute_id = $1`;
// The name searches, on the names themselves (the app's stored search texts are these lower-cased).
const FULL_NAME = `(given_name || ' ' || family_name)`;
const SEARCH_TEXT = `(given_name || ' ' || family_name || ' ' || coalesce(unique_identifier, ''))`;
// 3 characters or more go through the search keys' index (the full name also checked on its own) and count
// in the same pass; shorter ones walk the name order for the page and count beside it.
const INDEXED_IDS = (condition: string) =>
  `select id, count(*) over ()::int as total from users
   where institute_id = $1 and ${condition} ${ORDER} limit $3`;
const SCANNED_IDS = (condition: string) =>
  `select id from users where institute_id = $1 and ${condition} ${ORDER} limit $3`;
const SCANNED_COUNT = (condition: string) =>
  `select count(*)::int as n from users where institute_id = $1 and ${condition}`;
const AUTOCOMPLETE = `select id, given_name, family_name, unique_identifier from users
  where institute_id = $1 and ${SEARCH_TEXT} ilike $2 and is_educator and active
  order by given_name, id limit 50`;

/** The open profiles' page: ids (with the total) in the educators' name order, then their rows. */
const PROFILE_IDS = `select p.id, count(*) over ()::int as total
  from profiles p join users u on u.institute_id = p.institute_id and u.id = p.user_id
  where p.institute_id = $1 and p.period_start = $2 and p.educator_completed and not p.completed
  order by u.family_name, u.given_name, p.id limit 100`;
const PROFILE_ROWS = `select p.*, u.given_name || ' ' || u.family_name as educator_full_name, u.email,
    u.unique_identifier, u.supervisor_id, s.given_name || ' ' || s.family_name as supervisor_full_name,
    coalesce(e.profiling_require_supervisor_step, true) as requires_supervisor_step
  from profiles p join users u on u.institute_id = p.institute_id and u.id = p.user_id
  left join users s on s.institute_id = u.institute_id and s.id = u.supervisor_id
  left join employment_types e on e.institute_id = u.institute_id and e.id = u.employment_type_id
  where p.institute_id = $1 and p.id = any($2::int[])`;
/** Counts of answers to capabilities that count, for a page of profiles, in one grouped query. */
const PROFILE_COUNTS = `select r.profile_id, count(*) filter (where r.supervisor) as supervisor,
    count(*) filter (where not r.supervisor) as educator
  from (select profile_id, capability_id, false as supervisor from educator_responses
          where institute_id = $1 and profile_id = any($2::int[])
        union all
        select profile_id, capability_id, true from supervisor_responses
          where institute_id = $1 and profile_id = any($2::int[])) r
  join capabilities c on c.institute_id = $1 and c.id = r.capability_id and c.active
  join domains d on d.institute_id = $1 and d.id = c.domain_id and d.active
  group by r.profile_id`;
const ACTIVE_CAPABILITIES = `select count(*) from capabilities c
  join domains d on d.institute_id = c.institute_id and d.id = c.domain_id and d.active
  where c.institute_id = $1 and c.active`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function rawQueries(client: pg.Client, tokenHash: string, instituteId: number) {
  const q = (text: string, values: unknown[]) => client.query(text, values);
  const session = () => q(SESSION, [tokenHash]);
  return {
    async me() {
      await session();
      await q(INSTITUTE, [instituteId]);
    },
    async show(id: number) {
      await session();
      await q(USER_ROWS, [instituteId, [id]]);
    },
    async page(page: number, perPage = 100) {
      await session();
      const ids = await q(PAGE_IDS, [instituteId, perPage, (page - 1) * perPage]);
      await q(COUNT, [instituteId]);
      await q(USER_ROWS, [instituteId, ids.rows.map((r) => r.id)]);
      return ids.rows.map((r) => r.id as number);
    },
    async filtered(field: 'full_name' | 'search_text', text: string, perPage = 100) {
      await session();
      const values = [instituteId, contains(text), perPage];
      const own = `${field === 'full_name' ? FULL_NAME : SEARCH_TEXT} ilike $2`;
      let ids;
      if (text.length >= 3) {
        // The institute's search keys find the candidates (schema/users.ts), as in the app.
        const keys = `search_keys @> users_search_keys($1, $4) and `;
        const indexed = keys + (field === 'full_name' ? `${SEARCH_TEXT} ilike $2 and ${own}` : own);
        ids = await q(INDEXED_IDS(indexed), [...values, text]);
      } else {
        ids = await q(SCANNED_IDS(own), values);
        await q(SCANNED_COUNT(own), values.slice(0, 2));
      }
      await q(USER_ROWS, [instituteId, ids.rows.map((r) => r.id)]);
      return ids.rows.map((r) => r.id as number);
    },
    async autocomplete(text: string) {
      await session();
      return (await q(AUTOCOMPLETE, [instituteId, contains(text)])).rows.map((r) => r.id as number);
    },
    async openProfiles(periodStart: string) {
      await session();
      await q(INSTITUTE, [instituteId]);
      const page = await q(PROFILE_IDS, [instituteId, periodStart]);
      const ids = page.rows.map((r) => r.id as number);
      await q(PROFILE_ROWS, [instituteId, ids]);
      await q(PROFILE_COUNTS, [instituteId, ids]);
      await q(ACTIVE_CAPABILITIES, [instituteId]);
      return ids;
    },
  };
}
