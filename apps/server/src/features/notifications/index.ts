import type { FeatureRoutes } from '../../routes.js';
import { myNotificationRoutes } from './my-notifications-routes.js';
import { reminderRoutes } from './reminder-routes.js';

export const notificationsRoutes: FeatureRoutes = [reminderRoutes, myNotificationRoutes];
