import {
  passportPeriod,
  reportPeriods,
  type PassportPeriod,
  type TPassportPeriod,
  type TReportPeriod,
} from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute, getInstitute } from '../institutes/service.js';
import { institutePeriodSettings } from './passports-repository.js';

export type PeriodSettings = Pick<InstituteRow, 'points_anniversary_month' | 'timezone'>;

/** The institute's current passport period: the one containing today in its time zone. */
export function currentPeriodOf(institute: PeriodSettings, now = new Date()): PassportPeriod {
  return passportPeriod(institute.points_anniversary_month, todayIn(institute.timezone, now));
}

/**
 * The period settings of the institute `instituteId`: those read with the session (`acting`, the
 * institute the session acts in) when they are that institute's, otherwise a prepared statement of
 * the two (the institute row is a hundred columns); undefined for no such institute.
 */
export async function periodSettingsOf(
  db: Executor,
  instituteId: number,
  acting: PeriodSettings & { id: number },
): Promise<PeriodSettings | undefined> {
  return acting.id === instituteId ? acting : institutePeriodSettings(db, instituteId);
}

/**
 * The current passport period of the institute `auth.instituteId` (the shell's badge check and the
 * profiles list run this on every request: no statement while it is the session's own institute).
 */
export async function currentPeriod(
  db: Executor,
  auth: Pick<ResolvedSession, 'instituteId' | 'actingInstitute'>,
): Promise<PassportPeriod> {
  const settings = await periodSettingsOf(db, auth.instituteId, auth.actingInstitute);
  if (!settings) throw AppError.notFound('Institute');
  return currentPeriodOf(settings);
}

/** `GET /institutes/{id}/passport_period`: an institute the caller may read (institutes policies), else 404. */
export async function institutePassportPeriod(
  db: Executor,
  auth: ResolvedSession,
  instituteId: number,
): Promise<TPassportPeriod> {
  const { start, end } = currentPeriodOf(await getInstitute(db, auth, instituteId));
  return { from: start, to: end };
}

/** `GET /institutes/report_periods`: the reports' year list of the institute the session acts in. */
export async function listReportPeriods(db: Executor, auth: ResolvedSession): Promise<TReportPeriod[]> {
  const institute = await getCurrentInstitute(db, auth);
  const today = todayIn(institute.timezone);
  return reportPeriods(institute.points_anniversary_month, today).map((period) => ({
    year: period.year,
    from: period.start,
    to: period.end,
    current: period.isCurrent,
  }));
}
