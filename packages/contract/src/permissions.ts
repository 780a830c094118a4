/**
 * Roles and permissions, declared once (part 1 §6, part 2 §6).
 * The server enforces them with a route guard; the web client uses the same
 * table to hide what the server would refuse.
 */
export const ROLES = [
  'super_admin',
  'institute_admin',
  'supervisor',
  'facilitator',
  'educator',
  'guest',
] as const;
export type TRole = (typeof ROLES)[number];

export interface RoleFlags {
  is_super_admin: boolean;
  is_institute_admin: boolean;
  is_supervisor: boolean;
  is_facilitator: boolean;
  is_educator: boolean;
  is_guest: boolean;
}

export const ROLE_LABELS: Record<TRole, string> = {
  super_admin: 'Super Admin',
  institute_admin: 'Institute Admin',
  supervisor: 'Supervisor',
  facilitator: 'Facilitator',
  educator: 'Educator',
  guest: 'Guest',
};

/**
 * The five roles the user form sets by checkbox (part 2 §5). Super admin is never set through the API.
 * Here, beside the roles, not with the user form's schema: the users list reads them for its role
 * filter without evaluating a zod schema.
 */
export const EDITABLE_ROLES = ['guest', 'educator', 'facilitator', 'institute_admin', 'supervisor'] as const;
export type TEditableRole = (typeof EDITABLE_ROLES)[number];
export const EDITABLE_ROLE_FLAGS = EDITABLE_ROLES.map((role) => `is_${role}` as const);

/** Each role beside its flag, built once: the users list asks for 100 users' roles per page. */
const ROLE_FLAGS = ROLES.map((role) => [role, `is_${role}`] as const);

export function rolesOf(user: RoleFlags): TRole[] {
  const roles: TRole[] = [];
  for (const [role, flag] of ROLE_FLAGS) if (user[flag]) roles.push(role);
  return roles;
}

const ADMINS = ['super_admin', 'institute_admin'] as const satisfies readonly TRole[];
const STAFF = [...ADMINS, 'supervisor'] as const satisfies readonly TRole[];
const EVERYONE = ROLES;

/**
 * The roles that work in the staff console. Everyone else (educators, guests) lands in the educator
 * app at `/me` (issue 21); console users reach their own `/me` from the account menu.
 */
export const CONSOLE_ROLES = [
  'super_admin',
  'institute_admin',
  'supervisor',
  'facilitator',
] as const satisfies readonly TRole[];

export function usesConsole(user: RoleFlags): boolean {
  return CONSOLE_ROLES.some((role) => user[`is_${role}`]);
}

/** Each permission names the roles that hold it. A record-level rule (say, "the facilitator of that program") lives in the domain's policy. */
export const PERMISSIONS = {
  'institutes.read': EVERYONE,
  'institutes.switch': ['super_admin'],
  'institutes.create': ['super_admin'],
  'institutes.enable_vcm': ['super_admin'],
  'institutes.edit_from_email': ['super_admin'],
  /**
   * Change who can sign in through SSO (SSO_SIGN_IN_FIELDS) without re-entering a password, and assign
   * an email domain that the institute's users do not prove (docs/sso.md "Who may change it").
   */
  'institutes.assign_sso': ['super_admin'],
  'institutes.manage': ADMINS,
  'users.view': STAFF,
  'users.manage': ADMINS,
  'reports.view': STAFF,
  'reports.view_admin': ADMINS,
  'profiling.view': STAFF,
  'profiling.pick_supervisor': ADMINS,
  'profiling.business_ideal': ADMINS,
  'profiling.delete': ADMINS,
  'registrations.view': STAFF,
  /** Approve or decline pending registrations: supervisors only their own educators' (policies). */
  'registrations.action': STAFF,
  'programs.view': EVERYONE,
  'programs.create': ADMINS,
  'programs.edit_any': ADMINS,
  'points.add_vocational': STAFF,
  'points.add_professional': ADMINS,
  /**
   * The pending activities panel (part 2 §6): see, edit, approve, mark incomplete and convert point
   * requests. Supervisors only their own educators', and only as the institute allows (policies).
   */
  'point_requests.action': STAFF,
  'vcm.view': STAFF,
  'vcm.missing_units_check': ADMINS,
  'vcm.force_status': ADMINS,
  /** Import and export the course/unit and professional qualification catalogues (issue 18). */
  'vcm.manage_catalogue': ADMINS,
  'account.manage': EVERYONE,
  /** The audit log (issue 13): every change in the institute, who made it and when. */
  'audit.view': ADMINS,
  /**
   * The team console (/team): the educators a supervisor supervises and what waits for them. Admins
   * open any supervisor's (team policies).
   */
  'team.view': STAFF,
  /** One educator's audit pack: supervisors only for their own educators, as the parts' policies allow. */
  'audit_packs.make': STAFF,
  /** A department's, unit code's or institute's audit packs (a background job). */
  'audit_packs.manage': ADMINS,
} as const satisfies Record<string, readonly TRole[]>;

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as TPermission[];

/** Each permission's holders as the flags a user has set, built once: every guarded request asks. */
const HOLDER_FLAGS = new Map(
  PERMISSION_NAMES.map((permission) => [
    permission,
    (PERMISSIONS[permission] as readonly TRole[]).map((role) => `is_${role}` as const),
  ]),
);

export function can(user: RoleFlags, permission: TPermission): boolean {
  return HOLDER_FLAGS.get(permission)!.some((flag) => user[flag]);
}

export function permissionsOf(user: RoleFlags): TPermission[] {
  return PERMISSION_NAMES.filter((permission) => can(user, permission));
}
