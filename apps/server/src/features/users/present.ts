import { ROLE_LABELS, rolesOf, type TUser } from '@pdp/contract';
import type { PresentedUser } from '../../db/schema/index.js';

/** The API shape of a user: never the password hash. */
export function presentUser(row: PresentedUser, instituteName: string): TUser {
  return {
    id: row.id,
    institute_id: row.institute_id,
    institute_name: instituteName,
    given_name: row.given_name,
    family_name: row.family_name,
    full_name: `${row.given_name} ${row.family_name}`.trim(),
    email: row.email,
    unique_identifier: row.unique_identifier,
    supervisor_id: row.supervisor_id,
    department_id: row.department_id,
    employment_type_id: row.employment_type_id,
    custom_1: row.custom_1,
    custom_2: row.custom_2,
    active: row.active,
    published: row.published,
    vcm_enabled: row.vcm_enabled,
    is_super_admin: row.is_super_admin,
    is_institute_admin: row.is_institute_admin,
    is_supervisor: row.is_supervisor,
    is_facilitator: row.is_facilitator,
    is_educator: row.is_educator,
    is_guest: row.is_guest,
    role_text: rolesOf(row)
      .map((role) => ROLE_LABELS[role])
      .join(', '),
  };
}
