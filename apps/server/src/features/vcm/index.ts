import type { FeatureRoutes } from '../../routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { vcmReviewRoutes } from './vcms-routes-index.js';

/** The VCM review's routes and the catalogues' imports and exports. */
export const vcmRoutes: FeatureRoutes = [vcmReviewRoutes, catalogueRoutes];
