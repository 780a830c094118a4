import type { FeatureRoutes } from '../../routes.js';
import { settingsOptionRoutes } from './options-routes.js';
import { settingsResourceRoutes } from './routes.js';

export const settingsRoutes: FeatureRoutes = [settingsOptionRoutes, settingsResourceRoutes];
