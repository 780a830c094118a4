import type { FastifyPluginAsync } from 'fastify';
import { programsRoutes } from './features/programs/index.js';
import { profilingFeatureRoutes } from './features/profiling/index.js';
import { pointsFeatureRoutes } from './features/points/index.js';
import { registrationsRoutes } from './features/registrations/index.js';
import { auditFeatureRoutes } from './features/audit/index.js';
import { auditPacksRoutes } from './features/audit-packs/index.js';
import { authRoutes } from './features/auth/index.js';
import { notificationsRoutes } from './features/notifications/index.js';
import { institutesRoutes } from './features/institutes/index.js';
import { vcmRoutes } from './features/vcm/index.js';
import { reportsRoutes } from './features/reports/index.js';
import { settingsRoutes } from './features/settings/index.js';
import { teamRoutes } from './features/team/index.js';
import { usersRoutes } from './features/users/index.js';

/** A domain's route plugins, each serving operations the contract declares (lib/serve.ts). */
export type FeatureRoutes = readonly FastifyPluginAsync[];

/** Every feature's routes: the one list `app.ts` registers. Each domain exports its own (`features/<domain>/index.ts`). */
export const FEATURE_ROUTES: FeatureRoutes = [
  ...usersRoutes,
  ...pointsFeatureRoutes,
  ...profilingFeatureRoutes,
  ...programsRoutes,
  ...registrationsRoutes,
  ...auditFeatureRoutes,
  ...auditPacksRoutes,
  ...authRoutes,
  ...notificationsRoutes,
  ...institutesRoutes,
  ...vcmRoutes,
  ...reportsRoutes,
  ...settingsRoutes,
  ...teamRoutes,
];
