import {
  REPORT_AS_AT_KEY,
  UNIT_DELIVERER_QUERY_KEYS,
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
import { assertVcmEnabled } from '../vcm/catalogue-service.js';
import { currentPeriodOf } from '../points/period-service.js';
import { listForecastRowsOf } from './forecast-repository.js';
import { reportScope } from './policies.js';
import { passportsAsAt } from './service.js';
import {
  findUnitByCode,
  listCatalogueUnits,
  listClaimantPassports,
  listUnitClaims,
} from './unit-deliverers-repository.js';
import { judgeDelivery, type DeliveryDay } from './unit-delivery-rule.js';

/**
 * Who may deliver a unit on a day (contract reports/unit-deliverers.ts): each claimant in the
 * caller's report scope, with their claim and currency as at the day (unit-deliverers-repository.ts),
 * and their passport as at the day as the Passports report computes it (the same rows), which
 * qualifies when complete or, today, on track by the forecast (forecast-rules.ts). The verdict per
 * unit is unit-delivery-rule.ts's, which the qualification search asks too.
 */

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim();

/** The required code filter `key` of a search, or a 422 naming it. */
export function requiredCode(query: TListQuery, key: string) {
  const code = firstValue(query.q?.[key]) ?? '';
  if (!code) throw AppError.validation({ [key]: ['can’t be blank'] });
  return code;
}

/** The search's day (q[as_at_eq], 422 when after today), the institute and the caller's scope. */
export async function deliveryDayOf(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const asAtDay = firstValue(query.q?.[REPORT_AS_AT_KEY]) || undefined;
  const [institute, asAt] = await Promise.all([
    getCurrentInstitute(deps.db, auth),
    passportsAsAt(deps.db, auth.instituteId, asAtDay),
  ]);
  // Built on VCM claims: while the institute has VCM off the search does not exist (as every VCM route).
  if (!institute.vcm_enabled) throw AppError.notFound();
  const day: DeliveryDay = {
    end: asAt.passports.end,
    timezone: institute.timezone,
    validMonths: institute.vocational_currency_valid_month_count,
  };
  return { institute, asAt, day, scope: reportScope(auth.user, 'unit_deliverers') };
}
type DeliveryContext = Awaited<ReturnType<typeof deliveryDayOf>>;

/**
 * The users' rows of the Passports report as at the day (by name), each with the forecast of the
 * current period when the day is today (null otherwise): the passport half of the rule.
 */
export async function passportsOfClaimants(
  deps: AppDeps,
  auth: ResolvedSession,
  context: DeliveryContext,
  ids: number[],
) {
  const { institute, asAt, scope } = context;
  const isToday = asAt.passports.date === todayIn(institute.timezone);
  const [passports, forecasts] = await Promise.all([
    listClaimantPassports(deps.db, auth.instituteId, ids, {
      scope,
      periodStart: asAt.period.start,
      asAt: asAt.passports,
    }),
    isToday && ids.length ? forecastsOf(deps, auth, institute, ids) : new Map<number, string>(),
  ]);
  return passports.map((row) => ({
    ...row,
    passport: {
      status: row.passport_status as TPassportStatus,
      forecast: forecasts.get(row.user_id) ?? null,
    },
  }));
}

export async function unitDeliverers(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TUnitDeliverersResponse> {
  const code = requiredCode(query, UNIT_DELIVERER_QUERY_KEYS.unit);
  const context = await deliveryDayOf(deps, auth, query);
  const unit = await findUnitByCode(deps.db, auth.instituteId, code);
  if (!unit) throw AppError.notFound('Unit');
  const claims = await listUnitClaims(deps.db, auth.instituteId, [unit.code], context.day.end, context.scope);
  const claimOf = new Map(claims.map((claim) => [claim.user_id, claim]));
  const passports = await passportsOfClaimants(deps, auth, context, [...claimOf.keys()]);
  const rows = passports.map((row): TUnitDeliverer => {
    const verdict = judgeDelivery(claimOf.get(row.user_id)!, row.passport, context.day);
    return {
      user_id: row.user_id,
      user_full_name: row.user_full_name,
      department_name: row.department_name,
      employment_type_name: row.employment_type_name,
      claim_approved_at: verdict.claim_approved_at,
      currency_expires_on: verdict.currency_expires_on,
      passport_status: row.passport.status,
      qualifies: verdict.qualifies,
      // A claimant's verdict never says "not claimed".
      reasons: verdict.reasons as { code: TUnitDelivererReason; text: string }[],
    };
  });
  return {
    as_at: context.asAt.passports.date,
    unit,
    data: [...rows.filter((row) => row.qualifies), ...rows.filter((row) => !row.qualifies)],
  };
}

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
  await assertVcmEnabled(deps.db, auth);
  return { data: await listCatalogueUnits(deps.db, auth.instituteId) };
}
