import { AS_AT_MESSAGES, passportPeriod, ZCalendarDate, type PassportPeriod } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import { fieldsAsAt } from '../audit/service.js';
import { employmentTypeRequirements, endOfDayIn } from './passport-as-at-repository.js';
import { institutePeriodSettings } from './passports-repository.js';
import type { PassportRequirements } from './passports-rules.js';

/**
 * Passports as at a day (issue 40 §1; docs/using-compliance.md "As at"): the history rows dated on or
 * before the day, under the settings in force at its end. The settings then are today's with every
 * change made since undone, read from the audit trail, which holds each change's earlier values
 * (its triggers see every write path: the settings screens, imports, copies, the CLI) and whose
 * retention keeps these tables (AUDIT_KEPT_TABLES). A setting recorded after the day (an institute
 * or employment type created since) counts with its first values.
 */
export interface AsAt {
  /** The day (yyyy-MM-dd, the institute's calendar). */
  date: string;
  /** The instant the day ends in the institute's time zone. */
  end: Date;
  /** The passport period containing the day, under the anniversary month in force then. */
  period: PassportPeriod;
  /** Employment type id → its requirements then (the types that exist today). */
  requirements: Map<number, PassportRequirements>;
}

const REQUIREMENT_FIELDS = [
  'professional_points',
  'num_lj_required',
  'vocational_points',
  'num_vocational_lj_required',
  'profiling_tool_required',
] as const satisfies readonly (keyof PassportRequirements)[];

/**
 * The settings a passport as at `day` (default: today) is computed under. `day` must be a calendar
 * day not after today in the institute's time zone, else a 422 naming `field`.
 */
export async function asAtSettings(
  db: Executor,
  instituteId: number,
  day: string | undefined,
  field = 'as_at',
): Promise<AsAt> {
  const settings = await institutePeriodSettings(db, instituteId);
  if (!settings) throw AppError.notFound('Institute');
  const today = todayIn(settings.timezone);
  const date = day ?? today;
  if (!ZCalendarDate.safeParse(date).success)
    throw AppError.validation({ [field]: [AS_AT_MESSAGES.invalid] });
  if (date > today) throw AppError.validation({ [field]: [AS_AT_MESSAGES.future] });
  const end = await endOfDayIn(db, date, settings.timezone);
  const [instituteThen, typesThen, types] = await Promise.all([
    fieldsAsAt(db, instituteId, 'institutes', ['points_anniversary_month'], end),
    fieldsAsAt(db, instituteId, 'employment_types', REQUIREMENT_FIELDS, end),
    employmentTypeRequirements(db, instituteId),
  ]);
  const month = Number(
    instituteThen.get(instituteId)?.points_anniversary_month ?? settings.points_anniversary_month,
  );
  const requirements = new Map(
    types.map(({ id, ...today }) => [id, { ...today, ...typesThen.get(id) } as PassportRequirements]),
  );
  return { date, end, period: passportPeriod(month, date), requirements };
}
