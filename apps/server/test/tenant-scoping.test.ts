import { describe, expect, it } from 'vitest';
import { scopingProblems, unscopedReferences } from './tenant-scoping.js';

// The statements check of the whole run (test/global-setup.ts) on statements written as Drizzle and
// the repositories' raw SQL write them.

describe('statements kept to one institute', () => {
  it('passes a table compared with its institute, qualified, unqualified or aliased', () => {
    expect(
      unscopedReferences(
        'select "id" from "users" where ("users"."institute_id" = $1 and "users"."id" = $2)',
      ),
    ).toEqual([]);
    expect(
      unscopedReferences('delete from programs where institute_id = $1 and id = any($2::int[])'),
    ).toEqual([]);
    expect(unscopedReferences('select u.id from users u where u.institute_id in ($1, $2)')).toEqual([]);
    expect(
      unscopedReferences(
        'select 1 from "users" where ("users"."institute_id", "users"."id") in (select $1::int, $2::int)',
      ),
    ).toEqual([]);
  });

  it('passes a composite join when one table is compared with a value', () => {
    expect(
      unscopedReferences(
        'select count(*) from "users" left join "departments" on ("departments"."institute_id" = "users"."institute_id" and "departments"."id" = "users"."department_id") where ("users"."institute_id" = $1)',
      ),
    ).toEqual([]);
  });

  it('names a table read without its institute', () => {
    expect(unscopedReferences('select "id" from "users" where "users"."id" = $1')).toEqual(['users']);
    expect(unscopedReferences('select "id" from "users" where "users"."institute_id" <> $1')).toEqual([
      'users',
    ]);
    expect(
      unscopedReferences(
        'select p.id from programs p join registrations r on r.program_id = p.id where p.institute_id = $1',
      ),
    ).toEqual(['r']);
  });

  it('names every table of a join on institutes alone, compared with no value', () => {
    expect(
      unscopedReferences(
        'select 1 from "programs" inner join "workshops" on ("workshops"."institute_id" = "programs"."institute_id" and "workshops"."program_id" = "programs"."id")',
      ),
    ).toEqual(['programs', 'workshops']);
  });

  it('passes an insert that names the institute and names one that does not', () => {
    expect(unscopedReferences('insert into "locations" ("institute_id", "name") values ($1, $2)')).toEqual(
      [],
    );
    expect(unscopedReferences('insert into locations as l (name) values ($1)')).toEqual(['l']);
  });

  it('leaves out the tables that are not distributed and the declared statements', () => {
    expect(unscopedReferences('select "user_id" from "sessions" where "sessions"."token_hash" = $1')).toEqual(
      [],
    );
    expect(unscopedReferences('select "id" from "institutes" where "institutes"."id" = $1')).toEqual([]);
    expect(
      scopingProblems(['select "institute_id", "id" from "users" where lower("users"."email") = $1']),
    ).toEqual([]);
    expect(scopingProblems(['select  "id"\n from "users"'])).toEqual(['users: select "id" from "users"']);
  });
});
