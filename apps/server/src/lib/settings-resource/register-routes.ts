import { api } from '@pdp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth.js';
import { declareNamedFiles, readUploadFirst, uploadOf } from '../read-upload.js';
import { serve } from '../serve.js';
import { declareRuleFile } from '../uploads.js';
import { createSettingsService, type SettingsBinding } from './settings-service.js';

type SettingsResourceApi = NonNullable<(typeof api.settings.resources)[string]>;

/** The operations the contract declares for a resource (packages/contract/src/settings/api.ts). */
function operationsOf(binding: SettingsBinding): SettingsResourceApi {
  const operations = api.settings.resources[binding.resource.plural];
  if (!operations) throw new Error(`${binding.resource.plural}: not a settings resource of the contract`);
  return operations;
}

/**
 * Serves a declared settings resource: list, show, create, update (JSON or multipart upload),
 * toggle active (an update with {active}), delete and bulk order, at the operations the contract
 * declares for it. Reads need a session; changes need the resource's permission.
 */
export function registerSettingsResource(app: FastifyInstance, binding: SettingsBinding) {
  const { resource } = binding;
  const operations = operationsOf(binding);
  const service = createSettingsService(app.deps, binding);
  const docs = { tags: ['settings'] };
  const read = { onRequest: app.requireSignIn, schema: docs };
  const manage = { onRequest: app.requirePermission(resource.managePermission), schema: docs };
  const instituteOf = (request: FastifyRequest) => authOf(request).instituteId;
  const inputOf = (body: unknown) =>
    (body as Record<string, Record<string, unknown> | undefined>)[resource.singular];
  // Each file field, as `<singular>[<field>]`, within its rule's limit (none: a file is refused).
  const uploadedFiles = Object.entries(resource.uploads).map(([field, rule]) =>
    declareRuleFile(`${resource.singular}[${field}]`, field, rule),
  );

  serve(app, operations.list, read, async (request) =>
    service.list(instituteOf(request), request.params.parentId, request.query),
  );

  serve(app, operations.get, read, async (request) => ({
    data: await service.get(instituteOf(request), request.params.parentId, request.params.id),
  }));

  if (operations.create) {
    serve(app, operations.create, manage, async (request, reply) => {
      const created = await service.create(
        instituteOf(request),
        request.params.parentId,
        inputOf(request.body)!,
      );
      return reply.status(201).send({ data: created });
    });
  }

  serve(
    app,
    operations.update,
    {
      ...manage,
      // A multipart upload (`<singular>[<field>]`) or a JSON update.
      preValidation: readUploadFirst,
      config: { upload: declareNamedFiles(resource.singular, uploadedFiles) },
    },
    async (request) => {
      const { id, parentId } = request.params;
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
      const patch = inputOf(request.body) ?? {};
      return { data: await service.update(instituteOf(request), parentId, id, patch) };
    },
  );

  for (const [field, operation] of Object.entries(operations.uploads)) {
    serve(
      app,
      operation,
      {
        ...manage,
        preValidation: readUploadFirst,
        config: {
          upload: declareNamedFiles(
            resource.singular,
            uploadedFiles.filter((file) => file.field === field),
            field,
          ),
        },
      },
      async (request) => {
        const upload = uploadOf(request).file;
        return {
          data: await service.upload(
            instituteOf(request),
            request.params.parentId,
            request.params.id,
            field,
            upload.data,
            upload.filename,
          ),
        };
      },
    );
  }

  if (operations.remove) {
    serve(app, operations.remove, manage, async (request, reply) => {
      await service.remove(instituteOf(request), request.params.parentId, request.params.id);
      return reply.status(204).send(null);
    });
  }

  for (const operation of [operations.order, operations.orderAlias]) {
    if (!operation) continue;
    serve(app, operation, manage, async (request) => {
      const rows = (request.body as Record<string, { id: number; display_order: number }[]>)[
        resource.plural
      ]!;
      return { data: await service.reorder(instituteOf(request), request.params.parentId, rows) };
    });
  }
}
