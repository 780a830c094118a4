import type { FeatureRoutes } from '../../routes.js';
import { attendanceRoutes } from './attendance-routes.js';
import { myProgramRoutes } from './my-programs-routes.js';
import { programRoutes } from './programs-routes.js';
import { registrationImportRoutes } from './registrations-import-routes.js';
import { registrationRoutes } from './registrations-routes.js';
import { registrationSheetRoutes } from './registrations-sheets-routes.js';

/** Part 2 §7 "Programs and registrations": one route file per entity (the registrations' CSV and
 * attendance PDF sheets beside their import). */
export const programsRoutes: FeatureRoutes = [
  programRoutes,
  registrationRoutes,
  attendanceRoutes,
  registrationImportRoutes,
  registrationSheetRoutes,
  myProgramRoutes,
];
