import { errorResponses, ZListQuery, ZOption, ZOptionsResponse } from '@pdp/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { departments } from '../../db/schema/index.js';
import { compileListQuery, type ListResource } from '../../lib/list-query.js';
import { authOf } from '../../plugins/auth.js';
import { departmentOptions, nameOptions, OPTION_PLURALS } from './options-repository.js';

const departmentOptionsList: ListResource = {
  name: 'departments',
  fields: {
    division_id: { expression: departments.division_id, type: 'number' },
    name: { expression: departments.name, type: 'text' },
    code: { expression: departments.code, type: 'text' },
  },
  defaultSort: [asc(departments.name)],
};

const ZDepartmentOptions = z.object({
  data: z.array(ZOption.extend({ label: z.string(), division_id: z.number().int() })),
});

/** Options endpoints (`/{plural}/options`): `{data: [{id, name}]}` of the institute the user acts in. */
export const settingsOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const schema = { tags: ['settings'], response: { 200: ZOptionsResponse, ...errorResponses } };

  for (const plural of OPTION_PLURALS) {
    app.get(`/${plural}/options`, { onRequest: app.requireSignIn, schema }, async (request) => ({
      data: await nameOptions(db, plural, authOf(request).instituteId),
    }));
  }

  app.get(
    '/departments/options',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['settings'],
        querystring: ZListQuery,
        response: { 200: ZDepartmentOptions, ...errorResponses },
      },
    },
    async (request) => {
      const { where } = compileListQuery(departmentOptionsList, request.query);
      return { data: await departmentOptions(db, authOf(request).instituteId, where) };
    },
  );
};
