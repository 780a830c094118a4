import type { FeatureRoutes } from '../../routes.js';
import { delegationRoutes } from './delegations-routes.js';
import { emailApprovalRoutes } from './email-approval-routes.js';
import { teamSummaryRoutes } from './routes.js';

export const teamRoutes: FeatureRoutes = [teamSummaryRoutes, emailApprovalRoutes, delegationRoutes];
