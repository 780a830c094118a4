import {
  CATALOGUE_IMPORT_MESSAGES,
  CATALOGUES,
  LIMITS,
  type TCatalogueMessage,
  type TCourseUnitColumn,
  type TQualificationColumn,
} from '@pdp/contract';
import type { ImportRow } from '../../lib/csv-import.js';

/** A catalogue entry as a file gives it: a code and its title. */
export interface CodeTitle {
  code: string;
  title: string;
}

/** The course/unit file, checked: its courses and units (each code once) and the (course, unit) pairs. */
export interface CourseUnitPlan {
  courses: CodeTitle[];
  units: CodeTitle[];
  links: { course_code: string; unit_code: string }[];
}

/** Collects the distinct codes of one kind; a code seen again must carry the title it was first given. */
class CodeBook {
  private readonly seen = new Map<string, { title: string; row: number }>();
  constructor(private readonly label: string) {}

  /** The problem with this row's use of the code, if any. */
  add(code: string, title: string, row: number): string | undefined {
    const first = this.seen.get(code);
    if (!first) {
      this.seen.set(code, { title, row });
      return undefined;
    }
    if (first.title === title) return undefined;
    return `${this.label} ${code} has the title "${title}" here but "${first.title}" in row ${first.row}; a code must carry the same title in every row`;
  }

  entries(): CodeTitle[] {
    return [...this.seen].map(([code, { title }]) => ({ code, title }));
  }
}

/** The blank and too-long problems of one row's cells, in column order. */
function cellProblems<K extends string>(
  cells: Record<K, string>,
  columns: Record<K, string>,
  codeKeys: readonly K[],
): string[] {
  const problems: string[] = [];
  for (const [key, label] of Object.entries(columns) as [K, string][]) {
    const value = cells[key];
    const max = codeKeys.includes(key) ? LIMITS.catalogueCodeMax : LIMITS.importTextMax;
    if (value === '') problems.push(`${label} can't be blank`);
    else if (value.length > max) problems.push(`${label} is too long (maximum is ${max} characters)`);
  }
  return problems;
}

const rowIssues = (row: number, problems: string[]) => problems.map((problem) => `Row ${row}: ${problem}`);

/** Part 2 §5 "Course/unit and qualification import": every column mandatory, one title per code. */
export function planCourseUnits(rows: ImportRow<TCourseUnitColumn>[]): {
  issues: string[];
  plan: CourseUnitPlan;
} {
  const columns = CATALOGUES.course_units.columns;
  const courses = new CodeBook(columns.course_code);
  const units = new CodeBook(columns.unit_code);
  const links = new Map<string, { course_code: string; unit_code: string }>();
  const issues: string[] = [];
  for (const row of rows) {
    const cells = row.cells;
    const problems = cellProblems(cells, columns, ['course_code', 'unit_code']);
    if (!problems.length) {
      const course = courses.add(cells.course_code, cells.course_title, row.row);
      const unit = units.add(cells.unit_code, cells.unit_title, row.row);
      for (const problem of [course, unit]) if (problem) problems.push(problem);
      // The same pair twice is the same fact; it is kept once.
      links.set(JSON.stringify([cells.course_code, cells.unit_code]), {
        course_code: cells.course_code,
        unit_code: cells.unit_code,
      });
    }
    issues.push(...rowIssues(row.row, problems));
  }
  return { issues, plan: { courses: courses.entries(), units: units.entries(), links: [...links.values()] } };
}

export function planQualifications(rows: ImportRow<TQualificationColumn>[]): {
  issues: string[];
  plan: CodeTitle[];
} {
  const columns = CATALOGUES.professional_qualifications.columns;
  const qualifications = new CodeBook(columns.qualification_code);
  const issues: string[] = [];
  for (const row of rows) {
    const cells = row.cells;
    const problems = cellProblems(cells, columns, ['qualification_code']);
    if (!problems.length) {
      const problem = qualifications.add(cells.qualification_code, cells.qualification_title, row.row);
      if (problem) problems.push(problem);
    }
    issues.push(...rowIssues(row.row, problems));
  }
  return { issues, plan: qualifications.entries() };
}

/** So a file with an error on every row answers with a readable summary, not thousands of lines. */
const MESSAGES_MAX = 200;

/** The summary of a refused import: a heading, then each problem as an error. */
export function refusalMessages(issues: string[]): TCatalogueMessage[] {
  const shown = issues.slice(0, MESSAGES_MAX).map((message) => ({ message, error: true, header: false }));
  const hidden = issues.length - shown.length;
  return [
    { message: CATALOGUE_IMPORT_MESSAGES.refused, error: false, header: true },
    ...shown,
    ...(hidden > 0 ? [{ message: `…and ${hidden} more problems.`, error: true, header: false }] : []),
  ];
}
