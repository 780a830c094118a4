import { ZInstitute, ZInstituteSummary, type RoleFlags, type TInstitute } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canReadInstitute, INSTITUTE_FIELD_READERS, instituteRelations } from './policies.js';
import * as repo from './repository.js';

/**
 * The API shape as this reader may read it: the contract's fields, nothing internal (timestamps are
 * stripped by the schema), the fields INSTITUTE_FIELD_READERS keeps from the reader as null.
 */
export function presentInstitute(row: InstituteRow, reader: RoleFlags): TInstitute {
  // The SSO client secret is stripped by the schema; only whether one is stored is told.
  const institute = ZInstitute.parse({ ...row, sso_client_secret_set: row.sso_client_secret !== null });
  return INSTITUTE_FIELD_READERS.visibleTo(instituteRelations(reader))(institute);
}

export function presentInstituteSummary(row: InstituteRow) {
  return ZInstituteSummary.parse(row);
}

/** An institute the signed-in user may read (institutes policies), else 404. */
export async function getInstitute(db: Executor, auth: ResolvedSession, id: number): Promise<InstituteRow> {
  const institute = canReadInstitute(auth.user, auth, id) ? await repo.findInstituteById(db, id) : undefined;
  if (!institute) throw AppError.notFound('Institute');
  return institute;
}

export async function getCurrentInstitute(db: Executor, auth: ResolvedSession): Promise<InstituteRow> {
  return getInstitute(db, auth, auth.instituteId);
}

let timezones: { id: string; name: string }[] | undefined;

/** IANA time zones, computed once per process. */
export function listTimezones(): { id: string; name: string }[] {
  return (timezones ??= Intl.supportedValuesOf('timeZone').map((zone) => ({
    id: zone,
    name: zone.replaceAll('_', ' '),
  })));
}

/** Branding for the server-rendered pages, when the institute is known (never fails the page). */
export async function findBranding(db: Executor, id: number | undefined) {
  if (!id || !Number.isSafeInteger(id)) return null;
  const row = await repo.findInstituteById(db, id);
  return row ? presentInstituteSummary(row) : null;
}

/** Institutes a super admin can switch to or copy from. */
export function listInstituteOptions(db: Executor) {
  return repo.listInstituteNames(db);
}

/** Makes the session act in another institute (super admins only; the route guard checks the role). */
export async function selectInstitute(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
): Promise<InstituteRow> {
  const institute = await repo.findInstituteById(deps.db, id);
  if (!institute) throw AppError.notFound('Institute');
  await deps.sessions.selectInstitute(auth.tokenHash, institute.id);
  return institute;
}

export function findInstitute(db: Executor, id: number): Promise<InstituteRow | undefined> {
  return repo.findInstituteById(db, id);
}

/** The first institute created (the oldest id), if any: a new super admin's home. */
export function findFirstInstitute(db: Executor): Promise<InstituteRow | undefined> {
  return repo.findFirstInstitute(db);
}

export function addInstitute(
  db: Executor,
  row: Parameters<typeof repo.insertInstitute>[1],
): Promise<InstituteRow> {
  return repo.insertInstitute(db, row);
}

/** The institute that signs in people of this email's domain through SSO, if any (issue 20). */
export function findInstituteBySsoEmail(db: Executor, email: string): Promise<InstituteRow | undefined> {
  const domain = email.trim().split('@')[1];
  if (!domain || email.length > 254) return Promise.resolve(undefined);
  return repo.findInstituteBySsoDomain(db, domain);
}
