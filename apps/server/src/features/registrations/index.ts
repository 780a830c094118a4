import type { FeatureRoutes } from '../../routes.js';
import { registrationApprovalRoutes } from './routes.js';

export const registrationsRoutes: FeatureRoutes = [registrationApprovalRoutes];
