import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import { localMinute, plusMonths } from '../../lib/today.js';
import { hasExpiredBy } from './reminders-repository.js';
import { currencyOf } from './vcms-present.js';

/**
 * The VCM expired reminder and the VCM page's currency read one rule: on any day, the reminder's
 * query (`hasExpiredBy`, in SQL) counts a VCM expired exactly when `currencyOf` says outdated at
 * midnight of that day on the institute's clock. Approvals land on month ends and 29 February often,
 * and the days tried sit around each VCM's expiry.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

// Zones whose clocks never change at midnight, so midnight of every day exists once.
const ZONES = ['Australia/Melbourne', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'];
const DAY = 86_400_000;

/** The instant of midnight at the start of `day` in `timeZone`. */
function midnightOf(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const offset = Date.parse(`${localMinute(new Date(instant), timeZone)}:00Z`) - instant;
    instant = guess - offset;
  }
  expect(localMinute(new Date(instant), timeZone)).toBe(`${day}T00:00`);
  return new Date(instant);
}

const approval = fc
  .record({
    year: fc.integer({ min: 2023, max: 2030 }),
    month: fc.integer({ min: 0, max: 11 }),
    date: fc.oneof(fc.constantFrom(28, 29, 30, 31), fc.integer({ min: 1, max: 31 })),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 30, 59),
  })
  .map(({ year, month, date, hour, minute }) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month, Math.min(date, last), hour, minute));
  });

describe('the VCM expired reminder and the VCM page’s currency', () => {
  it('agree on every day around the expiry, month ends and 29 February included', async () => {
    await fc.assert(
      fc.asyncProperty(
        approval,
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom(...ZONES),
        fc.integer({ min: -2, max: 2 }),
        async (approvedAt, months, timeZone, shift) => {
          const expires = plusMonths(approvedAt, months);
          const day = localMinute(new Date(expires.getTime() + shift * DAY), timeZone).slice(0, 10);
          const [row] = rowsOf<{ expired: boolean }>(
            await database.db.execute(
              sql`select ${hasExpiredBy(sql`${approvedAt.toISOString()}::timestamptz`, months, day, timeZone)} as expired`,
            ),
          );
          const page = currencyOf(approvedAt, months, midnightOf(day, timeZone)).status;
          expect(row!.expired ? 'outdated' : 'current').toBe(page);
        },
      ),
      { numRuns: 400 },
    );
  });
});
