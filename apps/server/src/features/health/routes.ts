import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Readiness: 200 once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
