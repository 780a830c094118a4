import { describe, expect, it } from 'vitest';
import { isAuditedWrite } from './audit-actor.js';

// Which statements outside a transaction run as `begin; set the actor; the statement; commit`.
describe('isAuditedWrite', () => {
  it.each([
    ['insert into "users" ("given_name") values ($1)', true],
    ['update "divisions" set "name" = $1 where "id" = $2', true],
    ['delete from "departments" where "id" = $1', true],
    ['merge into "users" using x on true when matched then do nothing', true],
    // Tables the trail skips run as they are.
    ['insert into "sessions" ("id") values ($1)', false],
    ['update "sessions" set "last_seen_at" = now()', false],
    // A CTE writes when one of its parts does, whatever the table.
    ['with folded as (delete from "user_counts" returning delta) insert into "user_counts" select 1', true],
    ['WITH moved AS (UPDATE users u SET active = false RETURNING id) SELECT count(*) FROM moved', true],
    ['with x as (update "users" as "u" set "active" = false returning 1) select 1', true],
    ['with x as (update "public"."users" set "active" = false returning 1) select 1', true],
    ['with x as (update only users set active = false returning 1) select 1', true],
    ['with x as (insert into "divisions" ("name") values ($1) returning id) select id from x', true],
    // A read-only CTE is a read, even when a column is called "updated_at" or "deleted".
    [
      'with "page" as (select p.id from unnest(array[1]) as p(id)) select "updated_at", "deleted" from "page"',
      false,
    ],
    ['  with recursive t(n) as (select 1 union all select n + 1 from t where n < 3) select n from t', false],
    ['select * from "users" where "id" = $1', false],
  ])('%s → %s', (text, expected) => {
    expect(isAuditedWrite(text)).toBe(expected);
  });
});
