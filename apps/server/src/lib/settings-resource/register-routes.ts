import { errorResponses, orderBody, ZId, ZListMeta, ZListQuery, type SettingsResource } from '@pdp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { declareNamedFiles, readUploadFirst, uploadOf } from '../read-upload.js';
import { declareRuleFile } from '../uploads.js';
import { createSettingsService, type SettingsBinding } from './settings-service.js';

/** The update body: any editable field, plus `active` for resources that toggle. */
function updateSchema(resource: SettingsResource) {
  const editable = resource.editable
    ? resource.input.pick(Object.fromEntries(resource.editable.map((k) => [k, true])) as never)
    : resource.input;
  const fields = (editable as z.ZodObject).partial();
  const patch = resource.canToggleActive ? fields.extend({ active: z.boolean().optional() }) : fields;
  return z.object({ [resource.singular]: patch.default({}) });
}

/**
 * Registers a declared settings resource: list, show, create, update (JSON or multipart upload),
 * toggle active (an update with {active}), delete and bulk order. Reads need a session; changes need
 * the resource's permission.
 */
export function registerSettingsResource(app: FastifyInstance, binding: SettingsBinding) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { resource } = binding;
  const service = createSettingsService(app.deps, binding);
  const base = resource.parent
    ? `/${resource.parent.plural}/:parentId/${resource.plural}`
    : `/${resource.plural}`;
  const params = resource.parent ? z.object({ parentId: ZId }) : z.object({});
  const itemParams = params.extend({ id: ZId });
  const tags = ['settings'];
  const manage = app.requirePermission(resource.managePermission);
  const item = z.object({ data: resource.item });
  const parentOf = (p: object) => (p as { parentId?: number }).parentId;
  const instituteOf = (request: FastifyRequest) => authOf(request).instituteId;
  // Each file field, as `<singular>[<field>]`, within its rule's limit (none: a file is refused).
  const uploadedFiles = Object.entries(resource.uploads).map(([field, rule]) =>
    declareRuleFile(`${resource.singular}[${field}]`, field, rule),
  );

  api.get(
    base,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        params,
        querystring: ZListQuery,
        response: { 200: z.object({ data: z.array(resource.item), meta: ZListMeta }), ...errorResponses },
      },
    },
    async (request) => service.list(instituteOf(request), parentOf(request.params), request.query),
  );

  api.get(
    `${base}/:id`,
    {
      onRequest: app.requireSignIn,
      schema: { tags, params: itemParams, response: { 200: item, ...errorResponses } },
    },
    async (request) => ({
      data: await service.get(instituteOf(request), parentOf(request.params), request.params.id),
    }),
  );

  if (resource.canCreate) {
    api.post(
      base,
      {
        onRequest: manage,
        schema: {
          tags,
          params,
          body: z.object({ [resource.singular]: resource.input }),
          response: { 201: item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const input = (request.body as Record<string, Record<string, unknown>>)[resource.singular]!;
        const created = await service.create(instituteOf(request), parentOf(request.params), input);
        return reply.status(201).send({ data: created });
      },
    );
  }

  api.put(
    `${base}/:id`,
    {
      onRequest: manage,
      // A multipart upload (`<singular>[<field>]`) or a JSON update.
      preValidation: readUploadFirst,
      config: { upload: declareNamedFiles(resource.singular, uploadedFiles) },
      schema: {
        tags,
        params: itemParams,
        body: updateSchema(resource),
        response: { 200: item, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const parentId = parentOf(request.params);
      const upload = request.upload?.file;
      if (upload) {
        return {
          data: await service.upload(
            instituteOf(request),
            parentId,
            id,
            upload.field,
            upload.data,
            upload.filename,
          ),
        };
      }
      const patch = (request.body as Record<string, Record<string, unknown>>)[resource.singular] ?? {};
      return { data: await service.update(instituteOf(request), parentId, id, patch) };
    },
  );

  // Explicit upload paths, e.g. POST /domains/{id}/svg_icon with domain[svg_icon].
  for (const field of Object.keys(resource.uploads)) {
    api.post(
      `${base}/:id/${field}`,
      {
        onRequest: manage,
        preValidation: readUploadFirst,
        config: {
          upload: declareNamedFiles(
            resource.singular,
            uploadedFiles.filter((file) => file.field === field),
            field,
          ),
        },
        schema: { tags, params: itemParams, response: { 200: item, ...errorResponses } },
      },
      async (request) => {
        const upload = uploadOf(request).file;
        const { id } = request.params;
        return {
          data: await service.upload(
            instituteOf(request),
            parentOf(request.params),
            id,
            field,
            upload.data,
            upload.filename,
          ),
        };
      },
    );
  }

  if (resource.canDelete) {
    api.delete(
      `${base}/:id`,
      {
        onRequest: manage,
        schema: { tags, params: itemParams, response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        await service.remove(instituteOf(request), parentOf(request.params), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  if (resource.isOrdered) {
    // The spec orders at `/{plural}` for domains, `/{plural}.json` for banners, videos and capabilities.
    for (const path of [base, `${base}.json`]) {
      api.put(
        path,
        {
          onRequest: manage,
          schema: {
            tags,
            params,
            body: orderBody(resource.plural),
            response: { 200: z.object({ data: z.array(resource.item) }), ...errorResponses },
          },
        },
        async (request) => {
          const orders = (request.body as Record<string, { id: number; display_order: number }[]>)[
            resource.plural
          ]!;
          return { data: await service.reorder(instituteOf(request), parentOf(request.params), orders) };
        },
      );
    }
  }
}
