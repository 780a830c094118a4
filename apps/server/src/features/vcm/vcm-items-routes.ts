import type { ZRejectVcmQualificationBody, ZRejectVcmUnitResponseBody } from '@pdp/contract';
import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { vcmCallerOf, vcmGuard } from './guards.js';
import {
  decideQualification,
  decideUnitResponse,
  listQualifications,
  listUnitResponses,
} from './vcm-items-service.js';
import {
  addWorkExperience,
  bulkUnits,
  listOwnerWorkExperiences,
  removeWorkExperience,
  supportingDocumentFile,
  updateUnitResponse,
} from './vcm-responses-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['vcm'];

/** A VCM's items (issue 18): unit responses, work experiences, qualifications, missing units, documents. */
export const vcmItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // 401, then 404 while the institute has VCM off, then 403 (guards.ts).
  const view = vcmGuard(app, 'vcm.view');

  serve(
    app,
    api.vcm.unitResponses,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s unit responses (filters), or with missing=1 the units its courses lack (admins)',
      },
    },
    async (request) => listUnitResponses(deps, vcmCallerOf(request), request.params.id, request.query),
  );

  serve(
    app,
    api.vcm.updateUnit,
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          'Edits a unit response (in review only; never a current-unit response); 422 "Required" per field',
      },
    },
    async (request) => {
      const { id, unit_id: unitId } = request.params;
      return { data: await updateUnitResponse(deps, vcmCallerOf(request), id, unitId, request.body) };
    },
  );

  for (const verb of ['approve', 'reject'] as const) {
    serve(
      app,
      api.vcm.decideUnit[verb],
      {
        onRequest: view,
        schema: {
          tags,
          summary:
            verb === 'approve'
              ? 'Approves a unit response'
              : 'Marks a unit response needs attention (feedback)',
        },
      },
      async (request) => {
        const { id, unit_id: unitId } = request.params;
        const feedback =
          verb === 'reject'
            ? (request.body as z.infer<typeof ZRejectVcmUnitResponseBody>).vcm_unit_response.approver_feedback
            : null;
        const action = verb === 'approve' ? 'approve' : 'needs_attention';
        return { data: await decideUnitResponse(deps, vcmCallerOf(request), id, unitId, action, feedback) };
      },
    );
  }

  serve(
    app,
    api.vcm.addWorkExperience,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Adds a work experience to a unit response (in review); 201 with the row',
      },
    },
    async (request, reply) => {
      const { id, unit_id: unitId } = request.params;
      const row = await addWorkExperience(deps, vcmCallerOf(request), id, unitId, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  serve(
    app,
    api.vcm.deleteWorkExperience,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Removes a work experience of a unit response (in review); 204',
      },
    },
    async (request, reply) => {
      const { id, unit_id: unitId, work_experience_id: experienceId } = request.params;
      await removeWorkExperience(deps, vcmCallerOf(request), id, unitId, experienceId);
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.vcm.workExperiences,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'An educator’s work experiences across their VCMs (q[owner_user_id_eq])',
      },
    },
    async (request) => listOwnerWorkExperiences(deps, vcmCallerOf(request), request.query),
  );

  serve(
    app,
    api.vcm.qualifications,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s professional qualifications',
      },
    },
    async (request) => ({ data: await listQualifications(deps, vcmCallerOf(request), request.params.id) }),
  );

  for (const verb of ['approve', 'reject'] as const) {
    serve(
      app,
      api.vcm.decideQualification[verb],
      {
        onRequest: view,
        schema: {
          tags,
          summary:
            verb === 'approve'
              ? 'Approves a professional qualification'
              : 'Marks a qualification needs attention',
        },
      },
      async (request) => {
        const { id, professional_qualification_id: qualificationId } = request.params;
        const feedback =
          verb === 'reject'
            ? (request.body as z.infer<typeof ZRejectVcmQualificationBody>).vcm_professional_qualification
                .approver_feedback
            : null;
        const action = verb === 'approve' ? 'approve' : 'needs_attention';
        return {
          data: await decideQualification(deps, vcmCallerOf(request), id, qualificationId, action, feedback),
        };
      },
    );
  }

  for (const kind of ['reject', 'remove'] as const) {
    serve(
      app,
      api.vcm.bulkUnits[kind],
      {
        onRequest: vcmGuard(app, 'vcm.missing_units_check'),
        schema: {
          tags,
          summary:
            kind === 'reject'
              ? 'Missing units: ask the educator for them (needs attention)'
              : 'Missing units: remove them from the VCM',
        },
      },
      async (request) => ({
        data: await bulkUnits(deps, vcmCallerOf(request), request.params.id, kind, request.body),
      }),
    );
  }

  serve(
    app,
    api.vcm.document,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A supporting document’s file',
      },
    },
    async (request, reply) => {
      const { id, document_id: documentId } = request.params;
      const file = await supportingDocumentFile(deps, vcmCallerOf(request), id, documentId);
      return sendStoredFile(reply, deps.storage, {
        key: file.key,
        contentType: file.mimeType,
        contentDisposition: contentDisposition('attachment', file.filename),
      });
    },
  );
};
