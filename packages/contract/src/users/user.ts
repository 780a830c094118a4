import { z } from 'zod';
import { ROLES, type RoleFlags, type TRole } from '../permissions.js';

export const ZRoleFlags = z.object({
  is_super_admin: z.boolean(),
  is_institute_admin: z.boolean(),
  is_supervisor: z.boolean(),
  is_facilitator: z.boolean(),
  is_educator: z.boolean(),
  is_guest: z.boolean(),
});

/** The flags of a user who holds exactly these roles. */
export function roleFlagsOf(...roles: TRole[]): RoleFlags {
  return Object.fromEntries(
    ROLES.map((role) => [`is_${role}`, roles.includes(role)]),
  ) as unknown as RoleFlags;
}

/** The union of the user fields of part 1 §3 and part 2 §3 that the foundation stores. */
export const ZUser = ZRoleFlags.extend({
  id: z.number().int(),
  institute_id: z.number().int(),
  institute_name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  unique_identifier: z.string().nullable(),
  supervisor_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  employment_type_id: z.number().int().nullable(),
  custom_1: z.string().nullable(),
  custom_2: z.string().nullable(),
  active: z.boolean(),
  published: z.boolean(),
  vcm_enabled: z.boolean(),
  role_text: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
