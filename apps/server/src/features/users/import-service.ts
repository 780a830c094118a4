import {
  LIMITS,
  USER_IMPORT_COLUMNS,
  userImportColumns,
  type TImportResult,
  type TUserImportColumn,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { importTransaction } from '../../db/import-transaction.js';
import { recomputeCurrentPassports } from '../points/passports-service.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { parseImportCsv } from '../../lib/csv-import.js';
import { AppError } from '../../lib/errors.js';
import { queuePasswordInvitations } from '../auth/invitation-service.js';
import { endSessionsOfUsers, type ResolvedSession } from '../auth/session-service.js';
import { findInstitute } from '../institutes/service.js';
import { organisationLists } from '../settings/service.js';
import { importStats } from './import-plan.js';
import * as repo from './import-repository.js';
import { planUserImport } from './import-rules.js';

type ImportResult = TImportResult['data'];
const NOTHING = { created: 0, existing: 0, updated: 0, deleted: 0 };
const failed = (dryRun: boolean, errors: string[]): ImportResult => ({
  dry_run: dryRun,
  errors,
  stats: NOTHING,
  changes: [],
});

/** The generic custom-field headers of older templates, read when the institute's own are absent. */
const GENERIC_CUSTOM_COLUMNS = {
  generic_custom_1: USER_IMPORT_COLUMNS.custom_1,
  generic_custom_2: USER_IMPORT_COLUMNS.custom_2,
};
type ReadColumn = TUserImportColumn | keyof typeof GENERIC_CUSTOM_COLUMNS;

/** The file's rows by the institute's columns: a custom field under its generic header counts too. */
async function readUserFile(data: Buffer, columns: Record<TUserImportColumn, string>) {
  const parsed = await parseImportCsv<ReadColumn>(
    data,
    { ...columns, ...GENERIC_CUSTOM_COLUMNS },
    {
      required: ['unique_identifier', 'given_name', 'family_name', 'email'],
      maxRecords: LIMITS.importMaxRecords,
    },
  );
  for (const { cells, has } of parsed.rows) {
    if (!has('custom_1')) cells.custom_1 = cells.generic_custom_1;
    if (!has('custom_2')) cells.custom_2 = cells.generic_custom_2;
  }
  return parsed;
}

/**
 * The user import (part 2 §5): reads and checks the whole file first, then writes everything in one
 * transaction, so any issue means nothing changes. New users get no usable password and are emailed
 * a set-password link, as from the user form (none for SSO institutes or deactivated rows). A dry run
 * does all of it and rolls it back, answering the same counts and plan.
 */
export async function importUsers(
  deps: AppDeps,
  auth: ResolvedSession,
  data: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<ImportResult> {
  const instituteId = auth.instituteId;
  const institute = await findInstitute(deps.db, instituteId);
  if (!institute) throw AppError.notFound('Institute');
  const columns = userImportColumns(institute);
  const parsed = await readUserFile(data, columns);
  if (parsed.errors.length) return failed(dryRun, parsed.errors);
  const emails = [...new Set(parsed.rows.map((r) => r.cells.email.toLowerCase()).filter(Boolean))];
  const [existing, lists, owners] = await Promise.all([
    repo.loadUsersByIdentifier(deps.db, instituteId),
    organisationLists(deps.db, instituteId),
    repo.findEmailOwners(deps.db, emails),
  ]);
  const { issues, plan } = planUserImport(parsed.rows, {
    actor: auth.user,
    columns,
    instituteId,
    existingByIdentifier: new Map(existing.map((u) => [u.unique_identifier, u])),
    emailOwners: new Map(owners.map((o) => [o.email, o])),
    departmentIdByCode: new Map(lists.departments.map((d) => [d.code.trim().toLowerCase(), d.id])),
    employmentTypeIdByName: new Map(lists.employmentTypes.map((t) => [t.name.trim().toLowerCase(), t.id])),
    departmentCodeById: new Map(lists.departments.map((d) => [d.id, d.code])),
    employmentTypeNameById: new Map(lists.employmentTypes.map((t) => [t.id, t.name])),
  });
  if (issues.length) return failed(dryRun, issues);

  try {
    const written = { users: plan.created.length + plan.updated.length };
    await importTransaction(deps.db, { dryRun, written }, async (tx) => {
      const ids = await repo.allocateUserIds(tx, plan.created.length);
      const idOf = new Map([
        ...existing.map((u) => [u.unique_identifier, u.id] as const),
        ...plan.created.map((u, i) => [u.unique_identifier, ids[i]!] as const),
      ]);
      const created = plan.created.map(({ supervisor_identifier, ...user }, i) => ({
        ...user,
        id: ids[i]!,
        supervisor_id: supervisor_identifier ? (idOf.get(supervisor_identifier) ?? null) : null,
      }));
      await repo.insertImportedUsers(tx, instituteId, created);
      await repo.applyImportedUpdates(tx, instituteId, plan.updated);
      await endSessionsOfUsers(tx, instituteId, plan.deactivatedIds);
      await recomputeCurrentPassports(tx, instituteId, plan.employmentTypeChangedIds);
      if (!institute.sso_enabled) {
        const invitees = created.map((u) => ({ ...u, institute_id: instituteId }));
        await queuePasswordInvitations(tx, deps, invitees, institute.name);
      }
    });
  } catch (error) {
    // Another change (a second import, the user form) took an email or employee number meanwhile.
    if (
      isUniqueViolation(error, 'users_email_unique') ||
      isUniqueViolation(error, 'users_institute_id_unique_identifier_index')
    ) {
      return failed(dryRun, [
        'Another change to these users was saved while the file was being imported. Upload it again.',
      ]);
    }
    throw error;
  }
  return { dry_run: dryRun, errors: [], stats: importStats(plan), changes: plan.changes };
}
