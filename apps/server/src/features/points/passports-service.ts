import { passportPeriod, passportPeriodOfYear, type TCurrentPassport } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { onLedgerChange } from './ledger-hooks.js';
import { currentPeriodOf, periodSettingsOf, type PeriodSettings } from './period-service.js';
import * as repo from './passports-repository.js';
import { passportStatus } from './passports-rules.js';

// The passport rules other domains build on (the reports' forecast).
export { meetsRequirements, type PassportFigures, type PassportRequirements } from './passports-rules.js';
/**
 * Passports (issue 16; docs/decisions.md "Passports (issue 16)"): stored per user and period, and
 * recomputed from the points history in the transaction of every change to it, so the stored status
 * always equals a recomputation.
 */

/** The period starting on `periodStart` (a period's first day, yyyy-MM-01). */
function periodStartingOn(periodStart: string): repo.Period {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return passportPeriodOfYear(month, year);
}

/** Recomputes the passports of these users for the period starting on `periodStart`, set-based. */
export async function recomputePassportsForUsers(
  tx: Executor,
  instituteId: number,
  userIds: number[],
  periodStart: string,
): Promise<void> {
  const period = periodStartingOn(periodStart);
  const ids = [...new Set(userIds)];
  await repo.lockPassports(tx, instituteId, ids, period.start);
  const inputs = await repo.passportInputs(tx, instituteId, ids, period);
  await repo.upsertPassports(
    tx,
    instituteId,
    period,
    inputs.map(({ user_id, requirements, figures }) => ({
      user_id,
      status: passportStatus(requirements, figures),
      ...figures,
    })),
  );
}

/** Recomputes one user's passport for the period starting on `periodStart`. */
export async function recomputePassport(
  tx: Executor,
  instituteId: number,
  userId: number,
  periodStart: string,
): Promise<void> {
  await recomputePassportsForUsers(tx, instituteId, [userId], periodStart);
}

/** A history row added or removed: whose, and its date (yyyy-MM-dd). */
export interface LedgerTouch {
  userId: number;
  date: string;
}

/**
 * Recomputes the passports of the periods these history rows fall in (the institute's passport
 * years), one set-based recompute per period. Called by every path that writes the history.
 */
export async function recomputePassportsFor(
  tx: Executor,
  instituteId: number,
  touched: LedgerTouch[],
): Promise<void> {
  if (touched.length === 0) return;
  const settings = await repo.institutePeriodSettings(tx, instituteId);
  if (!settings) return;
  const usersByPeriod = new Map<string, number[]>();
  for (const { userId, date } of touched) {
    const { start } = passportPeriod(settings.points_anniversary_month, date);
    usersByPeriod.set(start, [...(usersByPeriod.get(start) ?? []), userId]);
  }
  for (const [start, userIds] of usersByPeriod)
    await recomputePassportsForUsers(tx, instituteId, userIds, start);
}

/**
 * Recomputes these users' passports of the institute's current period: for changes that are not
 * history rows but still move a passport (a new employment type, its requirements edited).
 */
export async function recomputeCurrentPassports(
  tx: Executor,
  instituteId: number,
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const settings = await repo.institutePeriodSettings(tx, instituteId);
  if (!settings) return;
  await recomputePassportsForUsers(tx, instituteId, userIds, currentPeriodOf(settings).start);
}

/** An employment type's requirements changed: its users' current passports, set-based. */
export async function recomputeEmploymentTypePassports(
  tx: Executor,
  instituteId: number,
  employmentTypeId: number,
): Promise<void> {
  await recomputeCurrentPassports(
    tx,
    instituteId,
    await repo.usersOfEmploymentType(tx, instituteId, employmentTypeId),
  );
}

// External currency (point request approval, add, delete, import) reaches the history through the
// points ledger's hook; this module loads with the app (programs and users import it).
onLedgerChange((tx, _deps, change) =>
  recomputePassportsFor(
    tx,
    change.instituteId,
    change.dates.map((date) => ({ userId: change.userId, date })),
  ),
);

/**
 * `User.current_passport`: the user's passport of the institute's current period, or null. `acting` is
 * the session's institute with its period settings (periodSettingsOf): when it is the user's
 * institute, the passport is the only statement.
 */
export async function currentPassportOf(
  db: Executor,
  instituteId: number,
  userId: number,
  acting: PeriodSettings & { id: number },
): Promise<TCurrentPassport | null> {
  const settings = await periodSettingsOf(db, instituteId, acting);
  if (!settings) return null;
  const row = await repo.findPassport(db, instituteId, userId, currentPeriodOf(settings).start);
  if (!row) return null;
  return { status: row.status, issued_at: row.issued_at?.toISOString() ?? null };
}
