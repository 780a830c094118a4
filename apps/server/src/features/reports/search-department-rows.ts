import type { TSearchColumn, TSearchReportRow } from '@pdp/contract';
import { GROUP_MODE_LABELS } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  departmentRegistrations,
  departmentStaff,
  listDepartments,
  type DepartmentFigure,
} from './search-programs-repository.js';
import { byLabel, per100, type SearchChoices, type SearchReport } from './search-rows.js';

/**
 * Department Engagement (issue 17): a HEADER per division (its figures), a SECTION per department
 * (every department the filters leave, engaged or not), then the TOTAL. Per department: the staff in
 * scope, the mode's figure over the passport year's programs, and that figure per 100 staff (for
 * unique registrants and completions: the percentage of the staff).
 */

const NO_DIVISION = '(No division)';
const NO_DEPARTMENT = '(No department)';

export async function buildDepartmentEngagement(db: Executor, choices: SearchChoices): Promise<SearchReport> {
  const { instituteId, filters } = choices;
  const [departments, staff, engaged] = await Promise.all([
    listDepartments(db, instituteId, filters),
    departmentStaff(db, instituteId, filters),
    departmentRegistrations(db, instituteId, { year: choices.period, filters, mode: choices.mode }),
  ]);
  const key = (f: Pick<DepartmentFigure, 'division_id' | 'department_id' | 'level'>) =>
    `${f.level}|${f.division_id ?? '-'}|${f.department_id ?? '-'}`;
  const staffOf = new Map(staff.map((f) => [key(f), f.value]));
  const countOf = new Map(engaged.map((f) => [key(f), f.value]));
  const row = (
    rowType: TSearchReportRow['row_type'],
    label: string,
    at: Pick<DepartmentFigure, 'division_id' | 'department_id' | 'level'>,
  ): TSearchReportRow => {
    const userCount = staffOf.get(key(at)) ?? 0;
    const count = countOf.get(key(at)) ?? 0;
    return {
      row_type: rowType,
      label,
      user_count: userCount,
      count,
      per_100_staff: per100(count, userCount),
    };
  };

  const divisions = new Map<number, { name: string; departments: { id: number; name: string }[] }>();
  for (const department of departments) {
    const division = divisions.get(department.division_id) ?? {
      name: department.division_name,
      departments: [],
    };
    division.departments.push({ id: department.id, name: department.name });
    divisions.set(department.division_id, division);
  }
  const order = byLabel<{ label: string }>(choices.sorting);
  const blocks = [...divisions].map(([divisionId, division]) => ({
    label: division.name,
    rows: [
      row('HEADER', division.name, { level: 1, division_id: divisionId, department_id: null }),
      ...division.departments
        .map((d) => row('SECTION', d.name, { level: 0, division_id: divisionId, department_id: d.id }))
        .sort(order),
    ],
  }));
  blocks.sort(order);
  // Staff without a department: a block of their own, when there are any in scope.
  const unplaced = { level: 0, division_id: null, department_id: null };
  if (staffOf.has(key(unplaced)) || countOf.has(key(unplaced))) {
    blocks.push({
      label: NO_DIVISION,
      rows: [row('HEADER', NO_DIVISION, { ...unplaced, level: 1 }), row('SECTION', NO_DEPARTMENT, unplaced)],
    });
  }
  const total = row('TOTAL', 'Total', { level: 3, division_id: null, department_id: null });
  const columns: TSearchColumn[] = [
    { key: 'label', label: 'Department' },
    { key: 'user_count', label: 'Staff' },
    { key: 'count', label: GROUP_MODE_LABELS[choices.mode] },
    {
      key: 'per_100_staff',
      label: choices.mode === 'registrations' ? 'Registrations per 100 staff' : '% of staff',
    },
  ];
  return { columns, rows: [...blocks.flatMap((block) => block.rows), total] };
}
