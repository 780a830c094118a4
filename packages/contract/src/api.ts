import type { Operation } from './common/operation.js';
import { auditApi } from './audit/api.js';
import { auditPacksApi } from './audit-packs/api.js';
import { authApi } from './auth/api-tokens.js';
import { institutesApi } from './institutes/api.js';
import { notificationsApi } from './notifications/api.js';
import { registrationsApi } from './registrations/api.js';
import { pointsApi } from './points/api.js';
import { profilingApi } from './profiling/api.js';
import { programsApi } from './programs/api.js';
import { reportsApi } from './reports/api.js';
import { settingsApi } from './settings/api.js';
import { teamApi } from './team/api.js';
import { templatesApi } from './templates/api.js';
import { uploadsApi } from './uploads/api.js';
import { usersApi } from './users/api.js';
import { vcmApi } from './vcm/api.js';
// from './users/api.js';

/**
 * Every API operation, by domain: `api.users.get` is `GET /api/v1/users/:id` with its schemas. The
 * server serves each one (apps/server/src/lib/serve.ts) and the web calls them (lib/api-client.ts).
 */
export const api = {
  users: usersApi,
  programs: programsApi,
  profiling: profilingApi,
  points: pointsApi,
  registrations: registrationsApi,
  audit: auditApi,
  auditPacks: auditPacksApi,
  auth: authApi,
  notifications: notificationsApi,
  institutes: institutesApi,
  vcm: vcmApi,
  reports: reportsApi,
  settings: settingsApi,
  uploads: uploadsApi,
  templates: templatesApi,
  team: teamApi,
};

/** Every declared operation, flattened (nested groups such as a domain's sub-resources included). */
export function operationsOf(tree: object = api): Operation[] {
  return Object.values(tree).flatMap((value: unknown) =>
    isOperation(value) ? [value] : typeof value === 'object' && value !== null ? operationsOf(value) : [],
  );
}

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'responses' in value
  );
}
