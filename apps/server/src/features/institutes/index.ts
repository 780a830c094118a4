import type { FeatureRoutes } from '../../routes.js';
import { metadataRoutes } from './metadata-routes.js';
import { instituteRoutes } from './routes.js';

export const institutesRoutes: FeatureRoutes = [instituteRoutes, metadataRoutes];
