import {
  REPORT_AS_AT_KEY,
  UNIT_DELIVERER_QUERY_KEYS,
  unitDelivererReasonText,
  type TListQuery,
  type TPassportStatus,
  type TUnitDeliverer,
  type TUnitDelivererReason,
  type TUnitDeliverersResponse,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { currentPeriodOf } from '../points/period-service.js';
import { currencyOf } from '../vcm/vcms-service.js';
import { listForecastRowsOf } from './forecast-repository.js';
import { passportQualifies } from './forecast-rules.js';
import { reportScope } from './policies.js';
import { passportsAsAt } from './service.js';
import {
  findUnitByCode,
  listCatalogueUnits,
  listClaimantPassports,
  listUnitClaims,
} from './unit-deliverers-repository.js';

/**
 * Who may deliver a unit on a day (contract reports/unit-deliverers.ts): each claimant in the
 * caller's report scope, with their claim and currency as at the day (unit-deliverers-repository.ts),
 * and their passport as at the day as the Passports report computes it (the same rows), which
 * qualifies when complete or, today, on track by the forecast (forecast-rules.ts).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "3 Mar 2026": the reasons' dates, the same in every locale. */
const inWords = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
};
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** The day a currency started at `approval` runs out on, on the institute's calendar. */
function expiryDay(approval: Date, validMonths: number, timezone: string) {
  const expires = new Date(approval);
  expires.setUTCMonth(expires.getUTCMonth() + validMonths);
  return todayIn(timezone, expires);
}

export async function unitDeliverers(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TUnitDeliverersResponse> {
  const code = first(query.q?.[UNIT_DELIVERER_QUERY_KEYS.unit]) ?? '';
  if (!code) throw AppError.validation({ [UNIT_DELIVERER_QUERY_KEYS.unit]: ['can’t be blank'] });
  const asAtDay = first(query.q?.[REPORT_AS_AT_KEY]) || undefined;
  const [institute, asAt] = await Promise.all([
    getCurrentInstitute(deps.db, auth),
    passportsAsAt(deps.db, auth.instituteId, asAtDay),
  ]);
  const unit = await findUnitByCode(deps.db, auth.instituteId, code);
  if (!unit) throw AppError.notFound('Unit');
  const scope = reportScope(auth.user, 'unit_deliverers');
  const claims = await listUnitClaims(deps.db, auth.instituteId, unit.code, asAt.passports.end, scope);
  const ids = claims.map((claim) => claim.user_id);
  const isToday = asAt.passports.date === todayIn(institute.timezone);
  const [passports, forecasts] = await Promise.all([
    listClaimantPassports(deps.db, auth.instituteId, ids, {
      scope,
      periodStart: asAt.period.start,
      asAt: asAt.passports,
    }),
    isToday && ids.length ? forecastsOf(deps, auth, institute, ids) : new Map<number, string>(),
  ]);
  const claimOf = new Map(claims.map((claim) => [claim.user_id, claim]));
  const validMonths = institute.vocational_currency_valid_month_count;
  const rows = passports.map((row): TUnitDeliverer => {
    const claim = claimOf.get(row.user_id)!;
    const currency = currencyOf(claim.last_approval, validMonths, asAt.passports.end);
    const expiresOn =
      claim.last_approval && validMonths
        ? expiryDay(claim.last_approval, validMonths, institute.timezone)
        : null;
    const status = row.passport_status as TPassportStatus;
    const reasons: { code: TUnitDelivererReason; text: string }[] = [];
    if (!claim.approved) reasons.push(reason('claim_not_approved'));
    if (currency.status === 'outdated') reasons.push(reason('currency_expired', inWords(expiresOn!)));
    if (!passportQualifies(status, forecasts.get(row.user_id) ?? null))
      reasons.push(reason('passport_incomplete'));
    return {
      user_id: row.user_id,
      user_full_name: row.user_full_name,
      department_name: row.department_name,
      employment_type_name: row.employment_type_name,
      claim_approved_at: claim.approved ? (claim.last_approval?.toISOString() ?? null) : null,
      currency_expires_on: expiresOn,
      passport_status: status,
      qualifies: reasons.length === 0,
      reasons,
    };
  });
  return {
    as_at: asAt.passports.date,
    unit,
    data: [...rows.filter((row) => row.qualifies), ...rows.filter((row) => !row.qualifies)],
  };
}

const reason = (code: TUnitDelivererReason, expiredOn?: string) => ({
  code,
  text: unitDelivererReasonText(code, expiredOn),
});

/** The forecast of these users for the current period (only a search as at today reads it). */
async function forecastsOf(
  deps: AppDeps,
  auth: ResolvedSession,
  institute: Awaited<ReturnType<typeof getCurrentInstitute>>,
  ids: number[],
) {
  const period = currentPeriodOf(institute);
  const rows = await listForecastRowsOf(
    deps.db,
    {
      instituteId: auth.instituteId,
      period,
      today: todayIn(institute.timezone),
      timezone: institute.timezone,
      vcmValidMonths: null,
    },
    ids,
  );
  return new Map(rows.map((row) => [row.user_id, row.forecast]));
}

/** The CSV's rows: the search's, in its order. */
export async function exportUnitDeliverers(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const [result, institute] = await Promise.all([
    unitDeliverers(deps, auth, query),
    getCurrentInstitute(deps.db, auth),
  ]);
  const rows = (async function* () {
    yield* result.data;
  })();
  return { rows, institute, asAtDate: result.as_at };
}

/** The units the search can ask about, with their qualifications (the screen's picker). */
export async function unitDelivererUnits(deps: AppDeps, auth: ResolvedSession) {
  return { data: await listCatalogueUnits(deps.db, auth.instituteId) };
}
