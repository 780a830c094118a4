import type { FeatureRoutes } from '../../routes.js';
import { pointsRoutes } from './routes.js';

export const pointsFeatureRoutes: FeatureRoutes = [pointsRoutes];
