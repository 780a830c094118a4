import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { institutes } from './institutes.js';
import { departments, employment_types } from './organisation.js';
import { tenantKeys } from './tenant.js';

type NameColumns = { given_name: SQLWrapper; family_name: SQLWrapper; unique_identifier: SQLWrapper };
/** "Given Family": what the list shows and sorts by; its searches go through `userSearchText`'s index. */
export const userFullName = (t: Pick<NameColumns, 'given_name' | 'family_name'>) =>
  sql<string>`(${t.given_name} || ' ' || ${t.family_name})`;
/**
 * Name and employee number in one lower-cased text, stored (`users.search_text`): every name or number
 * search (`_cont` on it, the full name, given or family name or employee number) filters on it with
 * `LIKE` on the lower-cased fragment. From 3 characters the search keys below find the candidates;
 * a shorter fragment scans the institute's `(institute_id, search_text)` index, where a stored
 * lower-cased column with a plain `LIKE` costs a third of `ILIKE` on the concatenation (docs/performance.md).
 */
const searchTextExpression = (t: NameColumns) =>
  sql`lower(${t.given_name} || ' ' || ${t.family_name} || ' ' || coalesce(${t.unique_identifier}, ''))`;
/** The stored search text of a users table or alias (see above). */
export const userSearchText = (t: { search_text: SQLWrapper }) => t.search_text;
/**
 * The search text's keys for its institute, stored (`users.search_keys`) with a GIN index: every run of
 * 3 characters of the lower-cased text, hashed with the institute's id (`users_search_keys`, migration
 * 0039). A text that contains a fragment holds every key of the fragment, so the index finds a
 * search's candidates among its institute's users alone: a trigram index holds every institute's
 * users under each trigram, and its search grew with the institutes (docs/performance.md).
 */
const searchKeysExpression = (t: NameColumns & { institute_id: SQLWrapper }) =>
  sql`users_search_keys(${t.institute_id}, ${t.given_name} || ' ' || ${t.family_name} || ' ' || coalesce(${t.unique_identifier}, ''))`;
/**
 * A name or number fragment of 3 characters or more, as the institute's keys the stored ones must hold
 * (`ListField.searchKeys`). Only a candidate test: the fragment's `LIKE` on the search text decides.
 */
export const userSearchKeys =
  (t: { search_keys: SQLWrapper }) =>
  (instituteId: number, fragment: string): SQL =>
    sql`${t.search_keys} @> users_search_keys(${instituteId}::integer, ${fragment}::text)`;
/** A list field searched through the users' search text and its keys (`ListField`'s two properties). */
export const userSearch = (t: { search_text: SQLWrapper; search_keys: SQLWrapper }) => ({
  searchIndex: userSearchText(t),
  searchKeys: userSearchKeys(t),
});
/**
 * "given family" lower-cased and stored (`users.full_name_search`): a full-name `_cont` is a plain
 * `LIKE` on it. A 2-letter fragment has no search keys and scans: `ILIKE` on the
 * concatenation cost twice as much as this column's `LIKE` at 20,000 users (docs/performance.md).
 */
export const userFullNameSearch = (t: { full_name_search: SQLWrapper }) => t.full_name_search;

/** The union of the user fields of part 1 §3 and part 2 §3. `institute_id` is the user's home institute. */
export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    email: text().notNull(),
    given_name: text().notNull(),
    family_name: text().notNull(),
    unique_identifier: text(),
    password_hash: text(),
    supervisor_id: integer(),
    department_id: integer(),
    employment_type_id: integer(),
    custom_1: text(),
    custom_2: text(),
    active: flag(true),
    published: flag(true),
    vcm_enabled: flag(),
    is_super_admin: flag(),
    is_institute_admin: flag(),
    is_supervisor: flag(),
    is_facilitator: flag(),
    is_educator: flag(),
    is_guest: flag(),
    password_changed_at: timestamp({ withTimezone: true }),
    last_sign_in_at: timestamp({ withTimezone: true }),
    /** When the user last opened My notifications (issue 21): later emails count as unread. */
    notifications_read_at: timestamp({ withTimezone: true }),
    /** Since when the user holds `email` (migration 0043's trigger): My notifications starts there. */
    email_since: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The person at the institute's SSO provider (docs/sso.md "Who is who"): the issuer and the `sub`
     * of the first SSO sign-in. From then on only that sub signs this user in through that issuer;
     * when the institute changes its issuer, the link no longer counts and the next sign-in makes one.
     */
    sso_issuer: text(),
    sso_subject: text(),
    search_text: text()
      .notNull()
      .generatedAlwaysAs((): SQL => searchTextExpression(users)),
    full_name_search: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.given_name} || ' ' || ${users.family_name})`),
    search_keys: integer()
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => searchKeysExpression(users)),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({ columns: [t.institute_id, t.supervisor_id], foreignColumns: [t.institute_id, t.id] }),
    foreignKey({
      columns: [t.institute_id, t.department_id],
      foreignColumns: [departments.institute_id, departments.id],
    }),
    foreignKey({
      columns: [t.institute_id, t.employment_type_id],
      foreignColumns: [employment_types.institute_id, employment_types.id],
    }),
    // Sign-in looks a user up by email alone, so email is unique across institutes.
    // This is the one index that does not lead with institute_id (see docs/ARCHITECTURE.md).
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex().on(t.institute_id, t.unique_identifier),
    // One user per person at a provider: a sign-in finds its user by these.
    uniqueIndex().on(t.institute_id, t.sso_issuer, t.sso_subject),
    index().on(t.institute_id, t.supervisor_id),
    // The supervisors with their names (about 1 in 100 users): a users page reads its supervisors'
    // names from here in one index-only scan instead of a key lookup per row (list-repository.ts).
    index('users_supervisor_names_index')
      .on(t.institute_id, t.id, t.given_name, t.family_name)
      .where(sql`${t.is_supervisor}`),
    // The list's default order and the given-name order (autocomplete, the list sorted by given name):
    // with the id they cover a page of ids, so paging reads the index alone (an index-only scan).
    index().on(t.institute_id, t.family_name, t.given_name, t.id),
    index().on(t.institute_id, t.given_name, t.family_name, t.id),
    // fastupdate stays on (PostgreSQL's default): an import writes its entries to the pending list, which
    // autovacuum merges; off made a 2000-row import 3-5x slower for no faster search (docs/performance.md).
    // Its keys are the institute's own (userSearchKeys): a search reads only its institute's entries.
    index('users_search_keys_index').using('gin', t.search_keys),
    // A fragment under 3 letters has no search keys, and its count reads every user of the
    // institute: from these narrow indexes alone (an index-only scan) it took 2.8 ms at 20,000 users,
    // from the table 9 ms.
    index().on(t.institute_id, t.full_name_search),
    index().on(t.institute_id, t.search_text),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * How many users each institute has, as rows to sum: triggers on `users` add one row per statement
 * that inserts (+n) or deletes (-n) users (migration 0028), and the users job folds each institute's
 * rows into one now and then. Manage Users opens on the whole list, whose total this answers
 * without counting 20,000 index entries on every page (docs/performance.md). Never written by the app.
 */
export const user_counts = pgTable(
  'user_counts',
  {
    institute_id: integer()
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
  },
  (t) => [index().on(t.institute_id)],
);

/** The columns a user's API shape reads (the list selects only these: no hash, no timestamps). */
export const PRESENTED_USER_COLUMNS = [
  'id',
  'institute_id',
  'given_name',
  'family_name',
  'email',
  'unique_identifier',
  'supervisor_id',
  'department_id',
  'employment_type_id',
  'custom_1',
  'custom_2',
  'active',
  'published',
  'vcm_enabled',
  'is_super_admin',
  'is_institute_admin',
  'is_supervisor',
  'is_facilitator',
  'is_educator',
  'is_guest',
] as const satisfies readonly (keyof UserRow)[];
export type PresentedUser = Pick<UserRow, (typeof PRESENTED_USER_COLUMNS)[number]>;

/** The signed-in user as every request has it (auth/session-repository.ts): the presented columns and when they last read their notifications: no hash, no search texts. */
export const SESSION_USER_COLUMNS = [...PRESENTED_USER_COLUMNS, 'notifications_read_at'] as const;
export type SessionUser = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>;
