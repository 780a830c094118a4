import { SSO_FIELDS, type TCreateInstituteBody } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { copyInstituteSettings, seedNewInstituteSettings } from '../settings/service.js';
import { findInstituteById, findInstituteByName, insertInstitute } from './repository.js';

/**
 * Institute fields that belong to one institute only and are never copied (SSO: its own provider;
 * the logo: a copy starts without one, and never shares the other's stored file, which its first
 * upload would delete).
 */
const NOT_COPIED = [
  'id',
  'name',
  'logo_key',
  'logo_url',
  'logo_filename',
  'from_email_name',
  'from_email_address',
  ...SSO_FIELDS,
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof InstituteRow)[];

function copyableFields(source: InstituteRow) {
  const fields: Partial<InstituteRow> = { ...source };
  for (const key of NOT_COPIED) delete fields[key];
  return fields;
}

/**
 * Creates an institute, optionally copying another institute's configuration and settings data
 * as it is now, all in one transaction.
 */
export async function createInstitute(deps: AppDeps, body: TCreateInstituteBody): Promise<InstituteRow> {
  const name = body.institute.name;
  const fromId = body.copy_from_institute_id ?? undefined;
  const source = fromId ? await findInstituteById(deps.db, fromId) : undefined;
  if (fromId && !source) {
    throw AppError.validation(
      { copy_from_institute_id: ['does not exist'] },
      [],
      'Institute could not be created',
    );
  }
  const nameTaken = () =>
    AppError.validation({ name: ['has already been taken'] }, [], 'Institute could not be created');
  if (await findInstituteByName(deps.db, name)) throw nameTaken();

  try {
    return await deps.db.transaction(async (tx) => {
      const institute = await insertInstitute(tx, { ...(source ? copyableFields(source) : {}), name });
      // Settings data as it is now; a later issue adding a settings table extends copyInstituteSettings.
      if (source) await copyInstituteSettings(tx, deps.storage, source.id, institute.id);
      else await seedNewInstituteSettings(tx, institute.id);
      return institute;
    });
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (isUniqueViolation(error, 'institutes_name_unique')) throw nameTaken();
    throw error;
  }
}
