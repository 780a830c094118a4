import { can, type TPermission } from '@pdp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { authOf, type AuthGuard } from '../../plugins/auth.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { requireVcmEnabled, type VcmCaller, type VcmSettings } from './vcms-service.js';

/** The VCM settings each guarded request's guard read, for its handler (`vcmCallerOf`). */
const settingsRead = new WeakMap<FastifyRequest, VcmSettings>();

/**
 * The VCM routes' guard (issue 18: "everything is hidden (404) when VCM is disabled for the
 * institute"): 401 unless signed in, then 404 while the institute has VCM off, and only then 403
 * without the permission. So a role without the permission, or a request with a bad body (the guard
 * runs before validation), learns nothing more than "not found" while VCM is off. It declares its
 * access as the sign-in and permission guards do (`app.routeTable`).
 *
 * `instituteOf` names the institute whose VCM switch counts: the acting institute for the staff
 * routes; the caller's home institute for My VCM (`homeAuth`). The settings it read go to the
 * handler through `vcmCallerOf`, so the services do not read them again.
 */
export function vcmGuard(
  app: FastifyInstance,
  permission?: TPermission,
  instituteOf: (auth: ResolvedSession) => number = (auth) => auth.instituteId,
): AuthGuard {
  const guard: AuthGuard = async (request, reply) => {
    await app.requireSignIn(request, reply);
    const auth = authOf(request);
    const settings = await requireVcmEnabled(app.deps.db, instituteOf(auth));
    if (permission && !can(auth.user, permission)) throw AppError.forbidden();
    settingsRead.set(request, settings);
  };
  guard.access = permission ? { kind: 'permission', permission } : { kind: 'signed_in' };
  return guard;
}

/** The signed-in caller of a route behind `vcmGuard`, with the institute's VCM settings the guard read. */
export function vcmCallerOf(request: FastifyRequest): VcmCaller {
  return { ...authOf(request), vcmSettings: settingsRead.get(request) };
}
