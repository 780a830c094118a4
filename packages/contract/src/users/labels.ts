// The user form's messages and its supervisor rule, without zod: the profile screen reads these on
// its first render, and a module that declares schemas builds them all when it is evaluated
// (docs/performance.md, "First load"). The schemas import them.

export const USER_MESSAGES = {
  emailInvalid: 'is not an email address',
  taken: 'has already been taken',
  /**
   * An email another institute's user has: emails are unique across institutes (sign-in), but nothing
   * says who has it or where.
   */
  emailUnusable: "can't be used",
  blank: "can't be blank",
  noRole: 'must include at least one role',
  departmentForEducator: "can't be blank for an educator",
  employmentTypeForEducator: "can't be blank for an educator",
  supervisorNotSupervisor: 'must be an active user with the supervisor role',
  supervisorSelf: "can't be the user themselves",
  supervisorOnlyForEducators: 'can only be set for an educator or guest',
  supervisorForEducator: "can't be blank for an educator or guest",
  notFound: 'does not exist in this institute',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfAdmin: 'You cannot remove your own institute admin role.',
  superAdminRoles: 'The roles of a super admin cannot be changed.',
} as const;

/**
 * Part 2 §5: only educators and guests have a supervisor, and they must have one. One rule for the
 * user form (the field appears for them only; saving without one is refused) and the user import
 * (a new educator or guest needs a supervisor employee number).
 */
export function needsSupervisor(user: { is_educator: boolean; is_guest: boolean }): boolean {
  return user.is_educator || user.is_guest;
}
