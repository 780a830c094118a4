import { errorResponses, ZMarkAttendanceBody, ZMarkAttendanceResponse } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { markAttendance } from './attendance-service.js';

/** `POST attendances/mark` (part 2 §7): admins or the program's facilitator (policies.ts). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attendances/mark',
    {
      onRequest: app.requirePermission('programs.view'),
      schema: {
        tags: ['programs'],
        summary: 'Mark a registrant present or absent at a workshop of their program',
        body: ZMarkAttendanceBody,
        response: { 200: ZMarkAttendanceResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await markAttendance(app.deps, authOf(request), request.body) }),
  );
};
