import { can, INSTITUTE_FIELD_PERMISSIONS, type RoleFlags, type TUpdateInstituteBody } from '@pdp/contract';

/**
 * The institutes domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"). Which
 * fields an admin may change depends on their role alone, so the permission is the one source of
 * truth: the console reads it from `/me` (`institutes.edit_from_email`, `institutes.enable_vcm`).
 */

export type InstituteField = keyof TUpdateInstituteBody['institute'];

/** Whether the actor may change this field of an institute they manage. */
export function canEditInstituteField(actor: RoleFlags, field: InstituteField): boolean {
  const permission = Object.hasOwn(INSTITUTE_FIELD_PERMISSIONS, field)
    ? INSTITUTE_FIELD_PERMISSIONS[field as keyof typeof INSTITUTE_FIELD_PERMISSIONS]
    : 'institutes.manage';
  return can(actor, permission);
}

/**
 * Reading an institute: a super admin any (they may switch to it); anyone else only the one their
 * session acts in. Another is answered 404, as if it did not exist.
 */
export function canReadInstitute(
  actor: RoleFlags,
  session: { instituteId: number },
  instituteId: number,
): boolean {
  return can(actor, 'institutes.switch') || instituteId === session.instituteId;
}
