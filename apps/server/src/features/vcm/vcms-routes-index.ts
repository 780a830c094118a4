import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myVcmRoutes } from './my-vcm-routes.js';
import { vcmItemsRoutes } from './vcm-items-routes.js';
import { vcmsRoutes } from './vcms-routes.js';

/** The VCM review's routes (issue 18); the catalogues register their own (catalogue-routes.ts). */
export const vcmReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vcmsRoutes);
  await app.register(vcmItemsRoutes);
  await app.register(myVcmRoutes);
};
