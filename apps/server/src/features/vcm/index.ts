import type { FeatureRoutes } from '../../routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { myVcmRoutes } from './my-vcms-routes.js';
import { vcmItemsRoutes } from './vcm-items-routes.js';
import { vcmsRoutes } from './vcms-routes.js';

/** The VCM review (issue 18): one route file per entity, the educator's own VCMs, the catalogues. */
export const vcmRoutes: FeatureRoutes = [vcmsRoutes, vcmItemsRoutes, myVcmRoutes, catalogueRoutes];
