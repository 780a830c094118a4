import type { FeatureRoutes } from '../../routes.js';
import { userImportRoutes } from './import-routes.js';
import { userListRoutes } from './list-routes.js';
import { userRoutes } from './routes.js';

export const usersRoutes: FeatureRoutes = [userListRoutes, userRoutes, userImportRoutes];
