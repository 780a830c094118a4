import { usesConsole } from '@pdp/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { AppShell, ShellLoading } from './layout/app-shell';
import { inUrlInstitute } from './institute-url-gate';
import { guarded, type ScreenAccess } from './no-access-page';
import { NotFoundPage } from './not-found-page';
import { DEFAULT_INSTITUTE_SECTION, DEFAULT_REPORT, paths } from '../lib/paths';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import * as me from '../features/me/routes';
import { useSignedInMe } from '../lib/me';
import { prefetchLoader, type RoutePrefetchModule } from '../lib/route-prefetch';

// Each area is its own chunk, fetched the first time one of its routes is visited: the shell's
// download stays small however many screens later issues add (bench/bundle-report.ts checks it).
const programs = () => import('../features/programs/routes');
const programsPrefetch = () => import('../features/programs/prefetch');
const program = () => import('../features/programs/program-routes');
const programPrefetch = () => import('../features/programs/program-prefetch');
const registrations = () => import('../features/registrations/routes');
const team = () => import('../features/team/routes');
const profiling = () => import('../features/profiling/routes');
const vcm = () => import('../features/vcm/routes');
const vcmPrefetch = () => import('../features/vcm/prefetch');
const users = () => import('../features/users/routes');
const usersPrefetch = () => import('../features/users/prefetch');
// A screen whose code the rest of its area does not share may be a chunk of its own (see README).
const userProfile = () => import('./screens/user-profile-screen');
const userProfilePrefetch = () => import('../features/users/profile-prefetch');
const reports = () => import('../features/reports/routes');
const reportsPrefetch = () => import('../features/reports/prefetch');
const usersImport = () => import('../features/users/import-routes');
const registrationsImport = () => import('../features/programs/import-routes');
const points = () => import('../features/points/routes');
const settings = () => import('../features/settings/routes');
const audit = () => import('../features/audit/routes');
const auditPrefetch = () => import('../features/audit/prefetch');
const auditPacks = () => import('../features/audit-packs/routes');

/**
 * Loads a route's chunk from a task of its own. Starting an import runs the bundler's preload helper,
 * which adds a `<link rel=modulepreload>` for each of the chunk's dependencies (35–45 on a list page):
 * about 7 ms of CPU, which made the router's creation a task of 20–23 ms instead of 13–16, a
 * blocking one with the CPU slowed down 4×.
 */
const loadInTaskOfItsOwn = <M,>(load: () => Promise<M>): Promise<M> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);

/**
 * A route whose page is the `name` export of a lazily loaded area module. With `access`, a user
 * whose permissions lack it sees the no-access panel instead (part 1 §6, issue 12 §11). With
 * `prefetch`, the page's first reads start as soon as the route matches (lib/route-prefetch.ts).
 */
function page<M extends Record<string, unknown>>(
  pattern: string,
  load: () => Promise<M>,
  name: keyof M & string,
  access?: ScreenAccess,
  prefetch?: RoutePrefetchModule,
): RouteObject {
  return {
    path: pattern,
    // The page's first reads start beside its code (lib/route-prefetch.ts).
    ...(prefetch && { loader: prefetchLoader(prefetch) }),
    lazy: async () => {
      try {
        const Screen = (await loadInTaskOfItsOwn(load))[name] as ComponentType;
        if (!access) return { Component: Screen };
        const Checked = access.isInstituteInUrl ? inUrlInstitute(Screen, access.title) : Screen;
        return { Component: guarded(Checked, access) };
      } catch (error) {
        // React Router leaves a route whose lazy load failed out of the render, which blanks the
        // page. A component that throws instead hands the failure to the route's error boundary.
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
  };
}

// Who may open each area: the same permissions that show its item in the top navigation.
const PROFILING: ScreenAccess = { permission: 'profiling.view', title: 'Manage Profiles', what: 'profiling' };
const USERS: ScreenAccess = { permission: 'users.view', title: 'Manage Users', what: 'users' };
const REGISTRATIONS: ScreenAccess = {
  permission: 'registrations.view',
  title: 'Registrations',
  what: 'registrations',
};
/** The VCM catalogues (issue 18): admins, in the institute the address names. */
const catalogueAccess = (title: string): ScreenAccess => ({
  permission: 'vcm.manage_catalogue',
  title,
  what: title.replace('Manage ', '').toLowerCase(),
  isInstituteInUrl: true,
});
const TEAM: ScreenAccess = { permission: 'team.view', title: 'My Team', what: 'the team console' };
const AUDIT: ScreenAccess = { permission: 'audit.view', title: 'Audit Log', what: 'the audit log' };
const AUDIT_PACKS: ScreenAccess = {
  permission: 'audit_packs.manage',
  title: 'Audit Packs',
  what: 'audit packs',
};
const REPORTS: ScreenAccess = { permission: 'reports.view', title: 'Reports', what: 'reports' };
const SETTINGS: ScreenAccess = {
  permission: 'institutes.manage',
  title: 'Institute Settings',
  what: 'institute settings',
  isInstituteInUrl: true,
};

/** `/`: console users start at Programs; educators and guests in their own app at /me (issue 21). */
function HomeRedirect() {
  const { user } = useSignedInMe();
  return <Navigate replace to={usesConsole(user) ? paths.programs.to() : paths.me.to()} />;
}

/** The educator app (issue 21): its layout (section navigation) around each section's pages. */
const meRoute: RouteObject = {
  path: paths.me.pattern,
  lazy: async () => ({ Component: (await loadInTaskOfItsOwn(me.meLayout)).MeLayout }),
  children: [
    { index: true, lazy: page(paths.me.pattern, me.mePassport, 'MePassportPage').lazy },
    page(paths.meProfile.pattern, me.meProfile, 'MeProfilePage'),
    page(paths.mePrograms.pattern, me.mePrograms, 'MeProgramsPage'),
    page(paths.meProgram.pattern, me.mePrograms, 'MeProgramPage'),
    page(paths.meRegistrations.pattern, me.mePrograms, 'MeRegistrationsPage'),
    page(paths.mePointRequests.pattern, me.mePointRequests, 'MePointRequestsPage'),
    page(paths.mePointRequest.pattern, me.mePointRequest, 'MePointRequestPage'),
    page(paths.meVcms.pattern, me.meVcm, 'MeVcmsPage'),
    page(paths.meVcm.pattern, me.meVcm, 'MeVcmPage'),
    page(paths.meNotifications.pattern, me.meNotifications, 'MeNotificationsPage'),
  ],
};

const areaRoutes: RouteObject[] = [
  { index: true, Component: HomeRedirect },
  meRoute,

  page(paths.programs.pattern, programs, 'ProgramsPage', undefined, programsPrefetch),
  page(paths.program.pattern, program, 'ProgramPage', undefined, programPrefetch),
  page(paths.importRegistrations.pattern, registrationsImport, 'ImportRegistrationsPage'),
  page(paths.registrations.pattern, registrations, 'RegistrationsPage', REGISTRATIONS),
  page(paths.team.pattern, team, 'TeamPage', TEAM),

  page(paths.profilingEducator.pattern, profiling, 'ProfilingPage', PROFILING),

  page(paths.vcms.pattern, vcm, 'VcmsPage', undefined, vcmPrefetch),
  page(paths.vcm.pattern, vcm, 'VcmPage'),
  page(paths.vcmHistory.pattern, vcm, 'VcmHistoryPage'),

  page(paths.users.pattern, users, 'UsersPage', USERS, usersPrefetch),
  page(paths.user.pattern, userProfile, 'UserProfileScreen', USERS, userProfilePrefetch),
  page(paths.usersImport.pattern, usersImport, 'UsersImportPage'),
  page(paths.importPoints.pattern, points, 'ImportPointsPage'),
  page(paths.importPointsNoApproval.pattern, points, 'ImportPointsNoApprovalPage'),

  { path: paths.reports.pattern, loader: () => redirect(paths.report.to(DEFAULT_REPORT)) },
  page(paths.report.pattern, reports, 'ReportPage', REPORTS, reportsPrefetch),

  {
    path: paths.institute.pattern,
    loader: ({ params }) => redirect(paths.instituteSection.to(params.id ?? '', DEFAULT_INSTITUTE_SECTION)),
  },
  // The static segments outrank `:section`, so these two reach the import screens.
  page(
    paths.manageVcmCourseUnit.pattern,
    vcm,
    'ManageVcmCourseUnitPage',
    catalogueAccess('Manage Course/Units'),
  ),
  page(
    paths.manageVcmProfessionalQualifications.pattern,
    vcm,
    'ManageVcmProfessionalQualificationsPage',
    catalogueAccess('Manage Professional Qualifications'),
  ),
  page(paths.instituteSection.pattern, settings, 'InstituteSectionPage', SETTINGS),
  page(paths.auditLog.pattern, audit, 'AuditLogPage', AUDIT, auditPrefetch),
  page(paths.auditPacks.pattern, auditPacks, 'AuditPacksPage', AUDIT_PACKS),

  { path: '*', Component: NotFoundPage },
];

/**
 * Every console page sits inside the shell, which loads the signed-in user (or sends them to sign
 * in). Every route has its own error boundary, so a crash in one area renders an error panel
 * inside the shell, and the top bar stays usable.
 */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: ShellLoading,
    children: areaRoutes.map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
  },
];

/** The console's router; creating it matches the address and starts loading that page's code. */
export const createAppRouter = () => createBrowserRouter(routes);
