import { DEMAND_HORIZONS, type TDemandReportRow, type TListQuery } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { CsvColumns } from '../../lib/csv.js';
import { createReport } from '../../lib/pdf/index.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { gapsByDomain } from '../profiling/gaps-service.js';
import { scheduledPlaces } from '../programs/open-places-service.js';
import { pageOf, planningFilters, streamOf } from './planning-filters.js';
import { reportFilterWords } from './report-filter-words.js';

/**
 * The Demand report (contract reports/planning-reports.ts): per domain, the educators with a gap
 * there (profiling's gaps) beside the places scheduled in it (programs' open places), and the
 * shortfall. Sorted by shortfall, then by how many have the gap, then by name.
 */

const round1 = (value: number) => Math.round(value * 10) / 10;

async function demandRows(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const filters = planningFilters(query);
  const [gaps, places] = await Promise.all([
    gapsByDomain(deps, {
      instituteId: auth.instituteId,
      profiles: { kind: 'latest' },
      isActiveOnly: true,
      ...filters,
    }),
    scheduledPlaces(deps, auth.instituteId, DEMAND_HORIZONS),
  ]);
  const domains = new Map<number, TDemandReportRow>();
  const rowOf = (domain_id: number, domain_name: string) => {
    const row = domains.get(domain_id) ?? {
      domain_id,
      domain_name,
      educators_with_gap: 0,
      mean_gap: null,
      places_3_months: 0,
      places_6_months: 0,
      places_12_months: 0,
      unlimited_programs: 0,
      shortfall: 0,
    };
    domains.set(domain_id, row);
    return row;
  };
  for (const gap of gaps) {
    Object.assign(rowOf(gap.domain_id, gap.domain_name), {
      educators_with_gap: gap.educators,
      mean_gap: round1(gap.mean_size),
    });
  }
  for (const scheduled of places) {
    const [in3 = 0, in6 = 0, in12 = 0] = scheduled.places;
    Object.assign(rowOf(scheduled.domain_id, scheduled.domain_name), {
      places_3_months: in3,
      places_6_months: in6,
      places_12_months: in12,
      unlimited_programs: scheduled.unlimited.at(-1) ?? 0,
    });
  }
  const rows = [...domains.values()].map((row) => ({
    ...row,
    shortfall: row.unlimited_programs > 0 ? 0 : Math.max(0, row.educators_with_gap - row.places_12_months),
  }));
  return rows.sort(
    (a, b) =>
      b.shortfall - a.shortfall ||
      b.educators_with_gap - a.educators_with_gap ||
      a.domain_name.localeCompare(b.domain_name),
  );
}

export async function listDemandReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  return pageOf(await demandRows(deps, auth, query), query);
}

export async function exportDemandReport(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const [rows, institute] = await Promise.all([
    demandRows(deps, auth, query),
    getCurrentInstitute(deps.db, auth),
  ]);
  return {
    institute,
    rows: streamOf(rows),
  };
}

export const demandReportColumns = (): CsvColumns<TDemandReportRow> => [
  ['Domain', (r) => r.domain_name],
  ['Educators with a gap', (r) => r.educators_with_gap],
  ['Mean gap', (r) => r.mean_gap],
  ['Places within 3 months', (r) => r.places_3_months],
  ['Places within 6 months', (r) => r.places_6_months],
  ['Places within 12 months', (r) => r.places_12_months],
  ['Programs without a limit', (r) => r.unlimited_programs],
  ['Shortfall', (r) => r.shortfall],
];

/** demand.pdf: the filters in words and the table. */
export async function demandReportPdf(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const [rows, institute] = await Promise.all([
    demandRows(deps, auth, query),
    getCurrentInstitute(deps.db, auth),
  ]);
  const logo = institute.logo_key ? ((await deps.storage.get(institute.logo_key)) ?? null) : null;
  const report = await createReport({
    brand: { name: institute.name, primaryColor: institute.primary_color, logo },
    title: 'Demand report',
    timeZone: institute.timezone,
    generatedAt: new Date(),
    filters: await reportFilterWords(deps, institute, query),
  });
  report.titleBlock('Demand report', 'Gaps against the places scheduled, by domain');
  const columns = demandReportColumns();
  report.table({
    columns: columns.map(([header], index) => ({
      header,
      width: index === 0 ? '*' : 58,
      align: index === 0 ? 'left' : 'right',
    })),
    rows: rows.map((row) => columns.map(([, value]) => String(value(row) ?? '—'))),
    emptyText: 'No domain has a gap or a scheduled place for these filters.',
  });
  return { filename: 'demand.pdf', pdf: await report.end() };
}
