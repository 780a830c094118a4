import type { FastifyPluginAsync } from 'fastify';
import { usersRoutes } from './features/users/index.js';

/** A domain's route plugins, each serving operations the contract declares (lib/serve.ts). */
export type FeatureRoutes = readonly FastifyPluginAsync[];

/** Every feature's routes: the one list `app.ts` registers. Each domain exports its own (`features/<domain>/index.ts`). */
export const FEATURE_ROUTES: FeatureRoutes = [...usersRoutes];
