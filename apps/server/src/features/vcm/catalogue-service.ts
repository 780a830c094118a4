import {
  CATALOGUE_IMPORT_MESSAGES,
  CATALOGUE_STATS,
  CATALOGUES,
  catalogueYearChoices,
  LIMITS,
  type TCatalogue,
  type TCatalogueImportResult,
  type TCourseUnitColumn,
  type TQualificationColumn,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { importTransaction } from '../../db/import-transaction.js';
import { parseImportCsv } from '../../lib/csv-import.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import * as repo from './catalogue-repository.js';
import { planCourseUnits, planQualifications, refusalMessages } from './catalogue-rules.js';

type ImportResult = TCatalogueImportResult['data'];
/** An export row: a cell per import column key. */
export type ExportRow = Record<string, string>;

/**
 * Everything VCM answers 404 while the institute has VCM turned off (part 1 §3 vcm_enabled; issue
 * 18 "Permissions"): the screens and calls do not exist for it.
 */
export async function assertVcmEnabled(db: Executor, auth: ResolvedSession): Promise<void> {
  const institute = await getCurrentInstitute(db, auth);
  if (!institute.vcm_enabled) throw AppError.notFound();
}

/** The effective years an import may target: this year and next, in the institute's time zone (part 2 §9). */
async function checkImportYear(db: Executor, auth: ResolvedSession, year: number): Promise<void> {
  const institute = await getCurrentInstitute(db, auth);
  const choices = catalogueYearChoices(Number(todayIn(institute.timezone).slice(0, 4)));
  if (!choices.includes(year))
    throw AppError.validation(
      { year: [CATALOGUE_IMPORT_MESSAGES.yearChoice(choices)] },
      [],
      'The file could not be imported',
    );
}

const zeros = (catalogue: TCatalogue) =>
  Object.fromEntries(CATALOGUE_STATS[catalogue].map((key) => [key, 0]));

function refused(catalogue: TCatalogue, dryRun: boolean, year: number, issues: string[]): ImportResult {
  return { dry_run: dryRun, year, messages: refusalMessages(issues), stats: zeros(catalogue) };
}

interface ImportInput {
  data: Buffer;
  year: number;
  dryRun: boolean;
}

/**
 * POST course_units/import: the file is the year's whole course/unit catalogue, all or nothing
 * (docs/decisions.md "VCM catalogues: re-importing a year"). Courses and units keep their ids by code;
 * codes the file drops are retired, not deleted; each listed course's units become the file's.
 */
export async function importCourseUnits(
  deps: AppDeps,
  auth: ResolvedSession,
  { data, year, dryRun }: ImportInput,
): Promise<ImportResult> {
  await checkImportYear(deps.db, auth, year);
  const parsed = await parseImportCsv<TCourseUnitColumn>(data, CATALOGUES.course_units.columns, {
    required: Object.keys(CATALOGUES.course_units.columns) as TCourseUnitColumn[],
    maxRecords: LIMITS.importMaxRecords,
  });
  if (parsed.errors.length) return refused('course_units', dryRun, year, parsed.errors);
  const { issues, plan } = planCourseUnits(parsed.rows);
  if (issues.length) return refused('course_units', dryRun, year, issues);

  const instituteId = auth.instituteId;
  const written = { courses: plan.courses.length, units: plan.units.length, course_units: plan.links.length };
  const stats = await importTransaction(deps.db, { dryRun, written }, async (tx) => {
    await repo.lockCatalogueYear(tx, 'course_units', instituteId, year);
    const course = await repo.upsertEntries(tx, 'courses', instituteId, year, plan.courses);
    const unit = await repo.upsertEntries(tx, 'units', instituteId, year, plan.units);
    const coursesRetired = await repo.retireMissing(
      tx,
      'courses',
      instituteId,
      year,
      plan.courses.map((c) => c.code),
    );
    const unitsRetired = await repo.retireMissing(
      tx,
      'units',
      instituteId,
      year,
      plan.units.map((u) => u.code),
    );
    const links = await repo.replaceCourseLinks(
      tx,
      instituteId,
      [...course.idByCode.values()],
      plan.links.map((l) => ({
        course_id: course.idByCode.get(l.course_code)!,
        unit_id: unit.idByCode.get(l.unit_code)!,
      })),
    );
    return {
      courses_created: course.created,
      courses_updated: course.updated,
      courses_retired: coursesRetired,
      units_created: unit.created,
      units_updated: unit.updated,
      units_retired: unitsRetired,
      links_added: links.added,
      links_removed: links.removed,
    };
  });
  return { dry_run: dryRun, year, messages: [], stats };
}

/** POST professional_qualifications/import: as the course/unit import, for the year's qualifications. */
export async function importQualifications(
  deps: AppDeps,
  auth: ResolvedSession,
  { data, year, dryRun }: ImportInput,
): Promise<ImportResult> {
  await checkImportYear(deps.db, auth, year);
  const columns = CATALOGUES.professional_qualifications.columns;
  const parsed = await parseImportCsv<TQualificationColumn>(data, columns, {
    required: Object.keys(columns) as TQualificationColumn[],
    maxRecords: LIMITS.importMaxRecords,
  });
  if (parsed.errors.length) return refused('professional_qualifications', dryRun, year, parsed.errors);
  const { issues, plan } = planQualifications(parsed.rows);
  if (issues.length) return refused('professional_qualifications', dryRun, year, issues);

  const instituteId = auth.instituteId;
  const written = { professional_qualifications: plan.length };
  const stats = await importTransaction(deps.db, { dryRun, written }, async (tx) => {
    const table = 'professional_qualifications';
    await repo.lockCatalogueYear(tx, table, instituteId, year);
    const { created, updated } = await repo.upsertEntries(tx, table, instituteId, year, plan);
    const retired = await repo.retireMissing(
      tx,
      table,
      instituteId,
      year,
      plan.map((q) => q.code),
    );
    return { created, updated, retired };
  });
  return { dry_run: dryRun, year, messages: [], stats };
}

/** The rows of GET course_units.csv?year=: the import's columns, so the file re-imports unchanged. */
export async function courseUnitRows(
  db: Executor,
  auth: ResolvedSession,
  year: number,
): Promise<ExportRow[]> {
  return repo.listCourseUnitRows(db, auth.instituteId, year);
}

/** The rows of GET professional_qualifications.csv?year=. */
export async function qualificationRows(
  db: Executor,
  auth: ResolvedSession,
  year: number,
): Promise<ExportRow[]> {
  return repo.listQualificationRows(db, auth.instituteId, year);
}
