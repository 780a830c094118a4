import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import { addInstitute, findFirstInstitute } from '../institutes/service.js';
import { findUserByEmail, insertUser } from './repository.js';

export interface CreateSuperAdminOptions {
  email: string;
  givenName?: string;
  familyName?: string;
  /** The home institute's name when the database has none yet. */
  instituteName?: string;
}

/**
 * Creates the first account on a production database, with a random password that meets the policy
 * (printed once by the CLI). Creates a first institute when there is none.
 */
export async function createSuperAdmin(db: Database, options: CreateSuperAdminOptions) {
  const email = options.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw AppError.badRequest(`"${options.email}" is not an email address.`);
  if (await findUserByEmail(db, email))
    throw AppError.badRequest(`A user with the email ${email} already exists.`);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const first = await findFirstInstitute(tx);
    const institute = first ?? (await addInstitute(tx, { name: options.instituteName ?? 'My Institute' }));
    return insertUser(tx, {
      institute_id: institute.id,
      email,
      given_name: options.givenName ?? 'Super',
      family_name: options.familyName ?? 'Admin',
      password_hash: passwordHash,
      is_super_admin: true,
    });
  });
  return { user, password };
}
