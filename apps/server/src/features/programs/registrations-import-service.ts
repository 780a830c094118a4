import {
  LIMITS,
  MAX_WORKSHOP_COLUMNS,
  REGISTRATION_IMPORT_COLUMNS,
  workshopHeader,
  workshopNumberOf,
  type TImportResult,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { importTransaction } from '../../db/import-transaction.js';
import { parseImportCsv } from '../../lib/csv-import.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { recomputePassportsFor } from '../points/passports-service.js';
import { findManagedProgram } from './programs-managed.js';
import { completionEmail } from './registrations-emails.js';
import { importStats } from './registrations-import-plan.js';
import * as repo from './registrations-import-repository.js';
import {
  checkWorkshopColumns,
  planRegistrationImport,
  workshopKey,
  type RegistrationImportKey,
} from './registrations-import-rules.js';

type ImportResult = TImportResult['data'];
const NOTHING = { created: 0, updated: 0, existing: 0, completed: 0 };
const failed = (dryRun: boolean, errors: string[]): ImportResult => ({
  dry_run: dryRun,
  errors,
  stats: NOTHING,
  changes: [],
});
/** Thrown inside the transaction to roll it back with issues for the answer. */
class ImportRefused extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join(' '));
  }
}

const COLUMNS = {
  ...REGISTRATION_IMPORT_COLUMNS,
  ...Object.fromEntries(
    Array.from({ length: MAX_WORKSHOP_COLUMNS }, (_, i) => [workshopKey(i + 1), workshopHeader(i + 1)]),
  ),
} as Record<RegistrationImportKey, string>;
/** A program template's "Workshop 2 – Kick-off (12 Mar 2027)" is the Workshop 2 column. */
const workshopColumnOf = (header: string) => {
  const n = workshopNumberOf(header);
  return n === undefined ? undefined : workshopKey(n);
};

/**
 * The registration import (part 2 §5): reads and checks the whole file, then writes everything in one
 * transaction (all or nothing). Completing (N → Y) awards the program points and emails that user;
 * uncompleting removes the points. A dry run does all of it and rolls back: no row and no email stay.
 */
export async function importRegistrations(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  data: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<ImportResult> {
  const instituteId = auth.instituteId;
  const { program, requireAttendance, timezone, instituteName } = await findManagedProgram(
    deps.db,
    auth,
    programId,
  );
  const parsed = await parseImportCsv<RegistrationImportKey>(data, COLUMNS, {
    required: ['employee_number'],
    maxRecords: LIMITS.importMaxRecords,
    keyOfHeader: workshopColumnOf,
  });
  if (parsed.errors.length) return failed(dryRun, parsed.errors);
  const [workshops, existing, users] = await Promise.all([
    repo.listProgramWorkshops(deps.db, instituteId, programId),
    repo.loadRegistrations(deps.db, instituteId, programId),
    repo.findUsersByIdentifier(deps.db, instituteId, [
      ...new Set(parsed.rows.map((r) => r.cells.employee_number).filter(Boolean)),
    ]),
  ]);
  const importProgram = { ...program, workshopIds: workshops.map((w) => w.id) };
  const columnIssues = checkWorkshopColumns(parsed.rows, importProgram, MAX_WORKSHOP_COLUMNS);
  if (columnIssues.length) return failed(dryRun, columnIssues);
  const context = {
    program: importProgram,
    registrationByUserId: new Map(existing.map((r) => [r.user_id, r])),
    userByIdentifier: new Map(users.map((u) => [u.unique_identifier, u])),
  };
  const placesNow = existing.filter((r) => r.status !== 'incomplete').length;
  const first = planRegistrationImport(parsed.rows, { ...context, placesTaken: placesNow });
  if (first.issues.length) return failed(dryRun, first.issues);
  let plan = first.plan;

  const at = { instituteId, programId, actorId: auth.user.id };
  try {
    const written = {
      registrations: plan.created.length + plan.updated.length,
      attendances: [...plan.created, ...plan.attendance].reduce((n, r) => n + r.presentAt.length, 0),
      points_histories: plan.completedUserIds.length,
    };
    await importTransaction(deps.db, { dryRun, written }, async (tx) => {
      // Planned again under the program's lock, from the registrations as they are now: places taken
      // meanwhile count against the limit, and a registration completed meanwhile (the same file
      // imported twice at once) is not completed, awarded and emailed a second time.
      const { placesTaken, published } = await repo.lockPlacesTaken(tx, instituteId, programId);
      const current = await repo.loadRegistrations(tx, instituteId, programId);
      const recheck = planRegistrationImport(parsed.rows, {
        ...context,
        program: { ...context.program, published },
        registrationByUserId: new Map(current.map((r) => [r.user_id, r])),
        placesTaken,
      });
      if (recheck.issues.length) throw new ImportRefused(recheck.issues);
      plan = recheck.plan;
      await repo.writeRegistrations(tx, plan, at);
      const { awarded, touched } = await repo.writeProgramPoints(tx, plan, {
        ...at,
        requireAttendance,
        programName: program.name,
        timezone,
        domainId: program.domain_id,
      });
      await recomputePassportsFor(tx, instituteId, touched);
      const userById = new Map(users.map((u) => [u.id, u]));
      const name = program.name ?? 'Unnamed Program';
      // Only active users are emailed (as completing one registration does): a deactivated one is not.
      const notified = awarded.filter((row) => userById.get(row.user_id)?.active);
      await deps.mailer.queueMany(
        tx,
        notified.map((row) =>
          completionEmail(userById.get(row.user_id)!, { instituteId, name, instituteName }, row.points),
        ),
      );
    });
  } catch (error) {
    if (error instanceof ImportRefused) return failed(dryRun, error.issues);
    if (isUniqueViolation(error, 'registrations_institute_id_program_id_user_id_unique')) {
      return failed(dryRun, [
        'Another change to these registrations was saved while the file was being imported. Upload it again.',
      ]);
    }
    throw error;
  }
  return { dry_run: dryRun, errors: [], stats: importStats(plan), changes: plan.changes };
}
