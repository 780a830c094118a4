import {
  errorResponses,
  ZApproveVcmItemBody,
  ZCreateVcmWorkExperienceBody,
  ZIdParams,
  ZRejectVcmQualificationBody,
  ZRejectVcmUnitResponseBody,
  ZUpdateVcmUnitResponseBody,
  ZVcmBulkUnitsBody,
  ZVcmDocumentParams,
  ZVcmProfessionalQualificationResponse,
  ZVcmProfessionalQualificationsResponse,
  ZVcmQualificationParams,
  ZVcmResponse,
  ZVcmUnitParams,
  ZVcmUnitResponseResponse,
  ZVcmUnitResponsesQuery,
  ZVcmUnitResponsesResponse,
  ZVcmWorkExperienceListResponse,
  ZVcmWorkExperienceParams,
  ZVcmWorkExperienceResponse,
  ZVcmWorkExperiencesQuery,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/filenames.js';
import { vcmCallerOf, vcmGuard } from './vcm-guards.js';
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

const tags = ['vcm'];

/** A VCM's items (issue 18): unit responses, work experiences, qualifications, missing units, documents. */
export const vcmItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // 401, then 404 while the institute has VCM off, then 403 (vcm-guards.ts).
  const view = vcmGuard(app, 'vcm.view');

  app.get(
    '/vcms/:id/unit_responses',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s unit responses (filters), or with missing=1 the units its courses lack (admins)',
        params: ZIdParams,
        querystring: ZVcmUnitResponsesQuery,
        response: { 200: ZVcmUnitResponsesResponse, ...errorResponses },
      },
    },
    async (request) => listUnitResponses(deps, vcmCallerOf(request), request.params.id, request.query),
  );

  app.put(
    '/vcms/:id/unit_responses/:unit_id',
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          'Edits a unit response (in review only; never a current-unit response); 422 "Required" per field',
        params: ZVcmUnitParams,
        body: ZUpdateVcmUnitResponseBody,
        response: { 200: ZVcmUnitResponseResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, unit_id: unitId } = request.params;
      return { data: await updateUnitResponse(deps, vcmCallerOf(request), id, unitId, request.body) };
    },
  );

  for (const [verb, body] of [
    ['approve', ZApproveVcmItemBody],
    ['reject', ZRejectVcmUnitResponseBody],
  ] as const) {
    app.put(
      `/vcms/:id/unit_responses/:unit_id/${verb}`,
      {
        onRequest: view,
        schema: {
          tags,
          summary:
            verb === 'approve'
              ? 'Approves a unit response'
              : 'Marks a unit response needs attention (feedback)',
          params: ZVcmUnitParams,
          body,
          response: { 200: ZVcmUnitResponseResponse, ...errorResponses },
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

  app.post(
    '/vcms/:id/unit_responses/:unit_id/work_experiences',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Adds a work experience to a unit response (in review); 201 with the row',
        params: ZVcmUnitParams,
        body: ZCreateVcmWorkExperienceBody,
        response: { 201: ZVcmWorkExperienceResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, unit_id: unitId } = request.params;
      const row = await addWorkExperience(deps, vcmCallerOf(request), id, unitId, request.body);
      return reply.status(201).send({ data: row });
    },
  );

  app.delete(
    '/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Removes a work experience of a unit response (in review); 204',
        params: ZVcmWorkExperienceParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, unit_id: unitId, work_experience_id: experienceId } = request.params;
      await removeWorkExperience(deps, vcmCallerOf(request), id, unitId, experienceId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vcm_work_experiences',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'An educator’s work experiences across their VCMs (q[owner_user_id_eq])',
        querystring: ZVcmWorkExperiencesQuery,
        response: { 200: ZVcmWorkExperienceListResponse, ...errorResponses },
      },
    },
    async (request) => listOwnerWorkExperiences(deps, vcmCallerOf(request), request.query),
  );

  app.get(
    '/vcms/:id/professional_qualifications',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s professional qualifications',
        params: ZIdParams,
        response: { 200: ZVcmProfessionalQualificationsResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await listQualifications(deps, vcmCallerOf(request), request.params.id) }),
  );

  for (const [verb, body] of [
    ['approve', ZApproveVcmItemBody],
    ['reject', ZRejectVcmQualificationBody],
  ] as const) {
    app.put(
      `/vcms/:id/professional_qualifications/:professional_qualification_id/${verb}`,
      {
        onRequest: view,
        schema: {
          tags,
          summary:
            verb === 'approve'
              ? 'Approves a professional qualification'
              : 'Marks a qualification needs attention',
          params: ZVcmQualificationParams,
          body,
          response: { 200: ZVcmProfessionalQualificationResponse, ...errorResponses },
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
    app.put(
      `/vcms/:id/bulk_${kind}_units`,
      {
        onRequest: vcmGuard(app, 'vcm.missing_units_check'),
        schema: {
          tags,
          summary:
            kind === 'reject'
              ? 'Missing units: ask the educator for them (needs attention)'
              : 'Missing units: remove them from the VCM',
          params: ZIdParams,
          body: ZVcmBulkUnitsBody,
          response: { 200: ZVcmResponse, ...errorResponses },
        },
      },
      async (request) => ({
        data: await bulkUnits(deps, vcmCallerOf(request), request.params.id, kind, request.body),
      }),
    );
  }

  app.get(
    '/vcms/:id/supporting_documents/:document_id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A supporting document’s file',
        params: ZVcmDocumentParams,
        response: { 200: z.any().describe('The file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, document_id: documentId } = request.params;
      const file = await supportingDocumentFile(deps, vcmCallerOf(request), id, documentId);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
