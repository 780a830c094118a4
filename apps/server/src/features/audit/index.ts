import type { FeatureRoutes } from '../../routes.js';
import { auditRoutes } from './routes.js';

export const auditFeatureRoutes: FeatureRoutes = [auditRoutes];
