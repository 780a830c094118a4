import { DISTRIBUTED_TABLES } from './distribution.js';

/**
 * Whether each statement the app sent serving a request keeps to one institute: every distributed
 * table it reads or writes (test/distribution.ts) is constrained by institute_id, so on Citus it runs
 * on the one node holding that institute. Read from the SQL text, conservatively: a table counts as
 * constrained when its institute_id is compared with `=` or `in` (to a value or to another table's
 * institute_id, as a composite join is), or when a row inserted into it names its institute_id; and
 * a statement must compare institute_id to a value at least once, so a join of institute to
 * institute alone does not count. Tables are found after FROM, JOIN, UPDATE and INTO: the app joins
 * with JOIN, never with a comma. test/global-setup.ts runs it on every statement the run's requests
 * sent (test/request-statements.ts).
 */

/**
 * Tables read across institutes on purpose: `name` (the table, or its alias) in a statement matching
 * `where`, with the reason. docs/deployment.md says what each would become on Citus.
 */
const CROSS_INSTITUTE_READS: { name: string; where: RegExp; reason: string }[] = [
  {
    name: 'users',
    where: /^select .* from "users" where lower\("users"\."email"\) (?:=|in) /,
    reason:
      'an email names one account across all institutes: sign-in, password reset, SSO and the email checks of a user form or import find it before knowing its institute',
  },
  {
    name: 'users',
    where:
      /^select .* from "sessions" inner join "users" on \("users"\."institute_id" = "sessions"\."user_institute_id" /,
    reason:
      "a request's session (a local table) names its user's institute: the user is read by it, in the same statement",
  },
  {
    name: 'delegations',
    where:
      /^select .* from "sessions" inner join "users" on \("users"\."institute_id" = "sessions"\."user_institute_id" /,
    reason:
      "a request's session names the institute it acts in: its user's delegations there are read by it, in the same statement",
  },
  {
    name: 'users',
    where:
      /^select "id" from "users" where \("users"\."institute_id" <> \$1 and .*split_part\(lower\("users"\."email"\), '@', 2\) = /,
    reason:
      "an SSO domain belongs to one institute: saving it asks whether another institute's users have it",
  },
  // Who acted may be a super admin of another institute: only their name is read, by id.
  ...[
    ['approvers', 'vcms'],
    ['item_approvers', 'vcm_unit_responses|vcm_professional_qualifications'],
    ['history_users', 'vcm_history_logs'],
    ['users', 'audit_events'],
  ].map(([name, actedOn]) => ({
    name: name!,
    where: new RegExp(`left join "users"(?: "${name}")? on "${name}"\\."id" = "(?:${actedOn})"\\.`),
    reason:
      "who acted on it (a VCM's approver, an item's last approver, a VCM history entry's or an audit event's user) may be a super admin of another institute: only their name is read, by id",
  })),
];

// Words that may follow a table where an alias would stand.
const NOT_ALIASES = new Set(
  'where on set inner left right full cross join using group order limit offset values select returning natural lateral union except intersect for window having default overriding and or as'.split(
    ' ',
  ),
);

interface Reference {
  table: string;
  /** How the statement names it: its alias, else the table. */
  name: string;
  /** The column list of an insert into it, if it is the insert's target. */
  insertedColumns?: string;
}

const REFERENCE =
  /\b(from|join|update|into)\s+(?:only\s+)?"?(\w+)"?(?![.\w"])(?:\s+(?:as\s+)?"?(\w+)"?(?![.\w"]))?(\s*\([^()]*\))?/gi;

function referencesIn(text: string): Reference[] {
  const references: Reference[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const [, keyword, table, alias, columns] = match;
    if (!table || !DISTRIBUTED_TABLES.has(table)) continue;
    const hasAlias = alias !== undefined && !NOT_ALIASES.has(alias.toLowerCase());
    references.push({
      table,
      name: hasAlias ? alias : table,
      insertedColumns: keyword!.toLowerCase() === 'into' ? (columns ?? '') : undefined,
    });
  }
  return references;
}

const escape = (name: string) => name.replace(/[^\w]/g, '\\$&');

/** institute_id of `name` ("t"."institute_id", t.institute_id), or unqualified when `name` is null. */
function column(name: string | null): string {
  return name === null
    ? `(?<![\\w."])"?institute_id"?(?![\\w"])`
    : `"?${escape(name)}"?\\."?institute_id"?(?![\\w"])`;
}

/** `column` compared with `=` or `in`, on either side, alone or first in a tuple. */
function isCompared(text: string, columnPattern: string): boolean {
  const compared = new RegExp(
    `${columnPattern}\\s*\\)?\\s*(?:=|\\bin\\b)|(?:(?<![<>!])=|\\bin)\\s*\\(?\\s*${columnPattern}|\\(\\s*${columnPattern}\\s*,[^()]*\\)\\s*(?:=|\\bin\\b)`,
    'i',
  );
  return compared.test(text);
}

/** institute_id compared with a value (a parameter, a number, a list or a select), not a column. */
const VALUE = String.raw`(?:\$\d+|\d+\b|'\d+')`;
const ANCHOR = new RegExp(
  [
    // institute_id = $1, = any($1::int[]), in ($1, $2), in (select …)
    String.raw`institute_id"?\s*\)?\s*(?:=\s*(?:any\s*)?\(?\s*${VALUE}|\bin\s*\(\s*(?:${VALUE}|select\b))`,
    // $1 = institute_id
    String.raw`${VALUE}\s*=\s*(?:"?\w+"?\.)?"?institute_id\b`,
    // (institute_id, id) in (select $1, $2), = ($1, $2)
    String.raw`institute_id"?\s*,[^()]*\)\s*(?:=|\bin\b)\s*\(\s*(?:${VALUE}|select\b)`,
  ].join('|'),
  'i',
);

const insertsInstitute = (reference: Reference) =>
  reference.insertedColumns !== undefined && /\binstitute_id\b/.test(reference.insertedColumns);

function isScoped(text: string, reference: Reference, references: Reference[]): boolean {
  if (reference.insertedColumns !== undefined) return insertsInstitute(reference);
  if (isCompared(text, column(reference.name))) return true;
  // An unqualified institute_id is this table's only when the statement names no other.
  return references.every((other) => other.table === reference.table) && isCompared(text, column(null));
}

/** The tables (as the statement names them) a statement reaches without naming their institute. */
export function unscopedReferences(text: string): string[] {
  const references = referencesIn(text);
  const unscoped = references.filter((reference) => !isScoped(text, reference, references));
  // An inserted row's institute_id is a value too.
  const anchored = ANCHOR.test(text) || references.some(insertsInstitute);
  return [
    ...new Set((unscoped.length || anchored ? unscoped : references).map((reference) => reference.name)),
  ];
}

/** Every recorded statement that reaches a distributed table across institutes, unless declared above. */
export function scopingProblems(statements: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const statement of statements) {
    const text = statement.replace(/\s+/g, ' ').trim();
    const names = unscopedReferences(text).filter(
      (name) => !CROSS_INSTITUTE_READS.some((known) => known.name === name && known.where.test(text)),
    );
    if (names.length) problems.push(`${names.join(', ')}: ${text}`);
  }
  return problems;
}
