import type { FeatureRoutes } from '../../routes.js';
import { reportRoutes } from './routes.js';

export const reportsRoutes: FeatureRoutes = [reportRoutes];
