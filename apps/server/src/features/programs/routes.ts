import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceRoutes } from './attendance-routes.js';
import { myProgramRoutes } from './my-programs-routes.js';
import { programRoutes } from './programs-routes.js';
import { registrationImportRoutes } from './registrations-import-routes.js';
import { registrationRoutes } from './registrations-routes.js';
import { registrationSheetRoutes } from './registrations-sheets-routes.js';

/** Part 2 §7 "Programs and registrations": the domain's route files, one per entity (the registrations'
 * CSV and attendance PDF sheets beside their import). */
export const programsDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(programRoutes);
  await app.register(registrationRoutes);
  await app.register(attendanceRoutes);
  await app.register(registrationImportRoutes);
  await app.register(registrationSheetRoutes);
  await app.register(myProgramRoutes);
};
