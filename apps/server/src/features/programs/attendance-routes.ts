import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { markAttendance } from './attendance-service.js';
import { serve } from '../../lib/serve.js';

/** `POST attendances/mark` (part 2 §7): admins or the program's facilitator (policies.ts). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    api.programs.markAttendance,
    {
      onRequest: app.requirePermission('programs.view'),
      schema: {
        tags: ['programs'],
        summary: 'Mark a registrant present or absent at a workshop of their program',
      },
    },
    async (request) => ({ data: await markAttendance(app.deps, authOf(request), request.body) }),
  );
};
