import type { FeatureRoutes } from '../../routes.js';
import { apiTokenRoutes } from './api-tokens-routes.js';

export const authRoutes: FeatureRoutes = [apiTokenRoutes];
