import type { FeatureRoutes } from '../../routes.js';
import { userPackRoutes } from './routes.js';
import { runRoutes } from './runs-routes.js';

export const auditPacksRoutes: FeatureRoutes = [userPackRoutes, runRoutes];
