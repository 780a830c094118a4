import type { TCapabilityGroupBy, TSearchColumn, TSearchReportRow } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  listCapabilities,
  listDepartmentNames,
  profileFigures,
  type ProfileFigure,
} from './search-profile-repository.js';
import { byLabel, type SearchChoices, type SearchReport } from './search-rows.js';

/**
 * The capability (profile) report (issue 17), of the passport year's profiles:
 * - Group by capabilityStatement: a HEADER per domain (its averages), a SECTION per capability
 *   statement, in the profiling tool's order (every capability, answered or not);
 * - Group by department: a HEADER per department with answers (by name), a SECTION per domain;
 * then the TOTAL. Each row: the educators', supervisors' and business ideal's average answer, the
 * gap (supervisor − business ideal) and how many profiles answered.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

function figuresRow(
  rowType: TSearchReportRow['row_type'],
  label: string,
  f?: ProfileFigure,
): TSearchReportRow {
  const supervisor = f?.supervisor_average ?? null;
  const ideal = f?.business_ideal_average ?? null;
  return {
    row_type: rowType,
    label,
    educator_average: f?.educator_average ?? null,
    supervisor_average: supervisor,
    business_ideal_average: ideal,
    gap: supervisor !== null && ideal !== null ? round2(supervisor - ideal) : null,
    profiles: f?.profiles ?? 0,
  };
}

export async function buildProfileReport(
  db: Executor,
  choices: SearchChoices,
  viewBy: TCapabilityGroupBy,
): Promise<SearchReport> {
  const [figures, capabilities, departments] = await Promise.all([
    profileFigures(db, choices.instituteId, {
      periodStart: choices.period.from,
      filters: choices.filters,
      viewBy,
    }),
    listCapabilities(db, choices.instituteId),
    viewBy === 'department' ? listDepartmentNames(db, choices.instituteId) : Promise.resolve([]),
  ]);
  const at = new Map(figures.map((f) => [`${f.level}|${f.outer_id ?? '-'}|${f.inner_id ?? '-'}`, f]));
  const figure = (level: number, outer: number | null, inner: number | null) =>
    at.get(`${level}|${outer ?? '-'}|${inner ?? '-'}`);

  const domains = new Map<number, { name: string; capabilities: { id: number; statement: string }[] }>();
  for (const c of capabilities) {
    const domain = domains.get(c.domain_id) ?? { name: c.domain_name, capabilities: [] };
    domain.capabilities.push({ id: c.id, statement: c.statement });
    domains.set(c.domain_id, domain);
  }

  const rows: TSearchReportRow[] = [];
  if (viewBy === 'capabilityStatement') {
    for (const [domainId, domain] of domains) {
      rows.push(figuresRow('HEADER', domain.name, figure(1, domainId, null)));
      for (const c of domain.capabilities)
        rows.push(figuresRow('SECTION', c.statement, figure(0, domainId, c.id)));
    }
  } else {
    const names = new Map(departments.map((d) => [d.id, d.name]));
    const blocks = figures
      .filter((f) => f.level === 1)
      .map((f) => ({
        label: f.outer_id === null ? '(No department)' : (names.get(f.outer_id) ?? String(f.outer_id)),
        departmentId: f.outer_id,
        header: f,
      }))
      .sort(byLabel(choices.sorting));
    for (const block of blocks) {
      rows.push(figuresRow('HEADER', block.label, block.header));
      for (const [domainId, domain] of domains) {
        const f = figure(0, block.departmentId, domainId);
        if (f) rows.push(figuresRow('SECTION', domain.name, f));
      }
    }
  }
  rows.push(figuresRow('TOTAL', 'Total', figure(3, null, null)));
  const columns: TSearchColumn[] = [
    {
      key: 'label',
      label: viewBy === 'department' ? 'Department / Domain' : 'Domain / Capability Statement',
    },
    { key: 'educator_average', label: 'Educator' },
    { key: 'supervisor_average', label: 'Supervisor' },
    { key: 'business_ideal_average', label: 'Business Ideal' },
    { key: 'gap', label: 'Gap (Supervisor − Business Ideal)' },
    { key: 'profiles', label: 'Profiles' },
  ];
  return { columns, rows };
}
