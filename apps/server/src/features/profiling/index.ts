import type { FeatureRoutes } from '../../routes.js';
import { profilingRoutes } from './routes.js';

export const profilingFeatureRoutes: FeatureRoutes = [profilingRoutes];
