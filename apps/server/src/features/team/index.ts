import type { FeatureRoutes } from '../../routes.js';
import { teamSummaryRoutes } from './routes.js';

export const teamRoutes: FeatureRoutes = [teamSummaryRoutes];
