import type { FastifyPluginAsync } from 'fastify';
import { registerSettingsResource } from '../../lib/settings-resource/register-routes.js';
import { SETTINGS_BINDINGS } from './resources.js';

/** Every settings resource, registered by the one kit. */
export const settingsResourceRoutes: FastifyPluginAsync = async (app) => {
  for (const binding of SETTINGS_BINDINGS) registerSettingsResource(app, binding);
};
