/**
 * Every console path, in one place (part 1 §2.2, part 2 §2). `pattern` is what the router matches;
 * `to(...)` builds a link. Components link through these builders, never with hand-written strings.
 */
type Id = number | string;

export const paths = {
  home: { pattern: '/', to: () => '/' },

  programs: { pattern: '/programs', to: () => '/programs' },
  program: { pattern: '/programs/:id', to: (id: Id | 'new') => `/programs/${id}` },
  importRegistrations: {
    pattern: '/import_registrations/:programId',
    to: (programId: Id) => `/import_registrations/${programId}`,
  },
  registrations: { pattern: '/registrations', to: () => '/registrations' },
  team: { pattern: '/team', to: () => '/team' },

  profiling: { to: () => '/profiling' },
  // One route for both addresses, so that opening an educator from the list keeps the screen (and a
  // rating just clicked) mounted: two routes rendered two screens, and the move rebuilt it.
  profilingEducator: {
    pattern: '/profiling/:educatorId?',
    to: (educatorId: Id) => `/profiling/${educatorId}`,
  },

  vcms: { pattern: '/vcm', to: () => '/vcm' },
  vcm: { pattern: '/vcm/:id', to: (id: Id) => `/vcm/${id}` },
  vcmHistory: { pattern: '/vcm/:id/history', to: (id: Id) => `/vcm/${id}/history` },

  users: { pattern: '/users', to: () => '/users' },
  user: { pattern: '/users/:id', to: (id: Id | 'new') => `/users/${id}` },
  usersImport: { pattern: '/users_import', to: () => '/users_import' },
  importPoints: { pattern: '/import_points', to: () => '/import_points' },
  importPointsNoApproval: { pattern: '/import_points_no_approval', to: () => '/import_points_no_approval' },

  reports: { pattern: '/reports', to: () => '/reports' },
  report: { pattern: '/reports/:reportName', to: (reportName = 'passports') => `/reports/${reportName}` },

  institute: { pattern: '/institutes/:id', to: (id: Id) => `/institutes/${id}` },
  instituteSection: {
    pattern: '/institutes/:id/:section',
    to: (id: Id, section = 'institute_details') => `/institutes/${id}/${section}`,
  },
  manageVcmCourseUnit: {
    pattern: '/institutes/:id/manage_vcm_course_unit',
    to: (id: Id) => `/institutes/${id}/manage_vcm_course_unit`,
  },
  manageVcmProfessionalQualifications: {
    pattern: '/institutes/:id/manage_vcm_professional_qualifications',
    to: (id: Id) => `/institutes/${id}/manage_vcm_professional_qualifications`,
  },

  /** The audit log; `to({ table, recordId })` opens it filtered to one record's history. */
  auditLog: {
    pattern: '/audit_log',
    to: (record?: { table: string; recordId: Id }) =>
      record
        ? `/audit_log?${new URLSearchParams({ 'q[table_name_eq]': record.table, 'q[record_id_eq]': String(record.recordId) })}`
        : '/audit_log',
  },

  /** Audit packs of a department, a unit code or the institute (admins). */
  auditPacks: { pattern: '/audit_packs', to: () => '/audit_packs' },

  // The educator app (issue 21): every signed-in user's own passport, profile, programs, points, VCM.
  me: { pattern: '/me', to: () => '/me' },
  meProfile: { pattern: '/me/profile', to: () => '/me/profile' },
  mePrograms: { pattern: '/me/programs', to: () => '/me/programs' },
  meProgram: { pattern: '/me/programs/:id', to: (id: Id) => `/me/programs/${id}` },
  meRegistrations: { pattern: '/me/registrations', to: () => '/me/registrations' },
  mePointRequests: { pattern: '/me/points', to: () => '/me/points' },
  mePointRequest: { pattern: '/me/points/:id', to: (id: Id | 'new') => `/me/points/${id}` },
  meVcms: { pattern: '/me/vcm', to: () => '/me/vcm' },
  meVcm: { pattern: '/me/vcm/:id', to: (id: Id) => `/me/vcm/${id}` },
  meNotifications: { pattern: '/me/notifications', to: () => '/me/notifications' },

  /** Server-rendered, outside the console: reached with a full page load. */
  signIn: { pattern: '/users/sign_in', to: () => '/users/sign_in' },
} as const;

/** Where `/`, `/reports` and `/institutes/{id}` send the browser. */
export const DEFAULT_REPORT = 'passports';
export const DEFAULT_INSTITUTE_SECTION = 'institute_details';
