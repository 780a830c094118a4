import {
  api,
  APPROVAL_EMAIL_RECIPIENTS,
  ICAL_TYPE_OPTIONS,
  PROFILING_REMINDER_DAY_OPTIONS,
  SUPERVISOR_ACTIONS,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';

/** Model metadata: the option lists of the institute form's multi-selects and calendar type. */
export const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    api.institutes.metadata,
    {
      onRequest: app.requireSignIn,
      schema: { tags: ['institutes'] },
    },
    async () => ({
      data: {
        options: {
          vocational_point_approval_email_to: [...APPROVAL_EMAIL_RECIPIENTS],
          professional_point_approval_email_to: [...APPROVAL_EMAIL_RECIPIENTS],
          allow_supervisor_to_action: [...SUPERVISOR_ACTIONS],
          ical_type: [...ICAL_TYPE_OPTIONS],
          profiling_reminder_days: PROFILING_REMINDER_DAY_OPTIONS.map((days) => ({
            value: String(days),
            label: `${days} days`,
          })),
        },
      },
    }),
  );
};
