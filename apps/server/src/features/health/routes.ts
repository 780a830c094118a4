import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-errors.js';
import { failingReadinessChecks } from './service.js';

const ZReadinessCheck = z.enum(['draining', 'database', 'migrations', 'storage']);

/**
 * Liveness and readiness, for a load balancer or an orchestrator (docs/deployment.md): /healthz says
 * the process runs (restart it when it does not answer), /readyz whether it can serve now (send it
 * requests only while it answers 200).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), failing: z.array(ZReadinessCheck) }),
        },
      },
    },
    async (_request, reply) => {
      const failing = await failingReadinessChecks(app.deps);
      if (!failing.length) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, failing });
    },
  );
};
