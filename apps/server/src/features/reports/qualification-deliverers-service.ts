import {
  qualificationDelivererSummary,
  UNIT_DELIVERER_QUERY_KEYS,
  type TListQuery,
  type TQualificationDeliverer,
  type TQualificationDeliverersResponse,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { findQualificationByCode, listUnitClaims } from './unit-deliverers-repository.js';
import { deliveryDayOf, passportsOfClaimants, requiredCode } from './unit-deliverers-service.js';
import { judgeDelivery } from './unit-delivery-rule.js';

/**
 * Who may deliver each unit of a qualification on a day (contract reports/unit-deliverers.ts): the
 * educators in scope who claim any of its units, each unit judged by the unit search's rule
 * (unit-delivery-rule.ts). Those who may deliver the most units come first, then by name (the
 * passports' order: family, given); a page of them, or every one for the CSV.
 */
async function qualificationDeliverers(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const code = requiredCode(query, UNIT_DELIVERER_QUERY_KEYS.qualification);
  const context = await deliveryDayOf(deps, auth, query);
  const found = await findQualificationByCode(deps.db, auth.instituteId, code);
  if (!found) throw AppError.notFound('Qualification');
  const codes = found.units.map((unit) => unit.code);
  const claims = await listUnitClaims(deps.db, auth.instituteId, codes, context.day.end, context.scope);
  const claimOf = new Map(claims.map((claim) => [`${claim.user_id} ${claim.code}`, claim]));
  const passports = await passportsOfClaimants(deps, auth, context, [
    ...new Set(claims.map((claim) => claim.user_id)),
  ]);
  const rows = passports.map((row): TQualificationDeliverer => {
    const units = codes.map((unitCode) => ({
      code: unitCode,
      ...judgeDelivery(claimOf.get(`${row.user_id} ${unitCode}`), row.passport, context.day),
    }));
    const deliverable = units.filter((unit) => unit.qualifies).length;
    return {
      user_id: row.user_id,
      user_full_name: row.user_full_name,
      department_name: row.department_name,
      employment_type_name: row.employment_type_name,
      passport_status: row.passport.status,
      deliverable_unit_count: deliverable,
      summary: qualificationDelivererSummary(deliverable, codes.length),
      units,
    };
  });
  // A stable sort keeps the passports' name order among equals.
  rows.sort((a, b) => b.deliverable_unit_count - a.deliverable_unit_count);
  return {
    as_at: context.asAt.passports.date,
    qualification: found.qualification,
    units: found.units,
    rows,
    institute: context.institute,
  };
}

/** A page of the search (`page`, `per_page`). */
export async function listQualificationDeliverers(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TQualificationDeliverersResponse> {
  const { as_at, qualification, units, rows } = await qualificationDeliverers(deps, auth, query);
  const offset = (query.page - 1) * query.per_page;
  return {
    as_at,
    qualification,
    units,
    data: rows.slice(offset, offset + query.per_page),
    meta: { total: rows.length, page: query.page, per_page: query.per_page },
  };
}

/** A CSV row: one educator's verdict on one unit, with the educator's summary beside it. */
export type QualificationDelivererCsvRow = Omit<TQualificationDeliverer, 'units'> & {
  unit: TQualificationDeliverer['units'][number] & { title: string };
};

/** The CSV's rows: every educator in the search's order, a row per unit of the qualification. */
export async function exportQualificationDeliverers(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const result = await qualificationDeliverers(deps, auth, query);
  const titleOf = new Map(result.units.map((unit) => [unit.code, unit.title]));
  const rows = (async function* (): AsyncGenerator<QualificationDelivererCsvRow> {
    for (const { units, ...educator } of result.rows)
      for (const unit of units) yield { ...educator, unit: { ...unit, title: titleOf.get(unit.code) ?? '' } };
  })();
  return { rows, institute: result.institute, asAtDate: result.as_at };
}
