import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { ZIdParams, ZListQuery } from '../common/list.js';
import { operation } from '../common/operation.js';
import { ZImportQuery } from '../common/import.js';
import type { TCatalogue } from './catalogue-labels.js';
import { ZCatalogueExportQuery, ZCatalogueImportResult } from './catalogue.js';
import {
  ZAddMyVcmQualificationBody,
  ZMyVcmCatalogueQuery,
  ZMyVcmCatalogueResponse,
  ZMyVcmListResponse,
  ZMyVcmQualificationResponse,
  ZMyVcmResponse,
  ZMyVcmUnitResponseResponse,
  ZStartMyVcmBody,
  ZUpdateMyVcmQualificationBody,
  ZUpdateMyVcmUnitResponseBody,
} from './my-vcms.js';
import {
  ZApproveVcmItemBody,
  ZCreateVcmWorkExperienceBody,
  ZRejectVcmQualificationBody,
  ZRejectVcmUnitResponseBody,
  ZVcmBulkUnitsBody,
  ZUpdateVcmUnitResponseBody,
  ZVcmUnitParams,
  ZVcmUnitResponseResponse,
  ZVcmUnitResponsesQuery,
  ZVcmUnitResponsesResponse,
  ZVcmWorkExperienceListResponse,
  ZVcmWorkExperienceParams,
  ZVcmWorkExperienceResponse,
  ZVcmWorkExperiencesQuery,
} from './vcm-unit-responses.js';
import {
  ZCreateVcmBody,
  ZDelegateVcmBody,
  ZForceVcmStatusBody,
  ZVcmProfessionalQualificationResponse,
  ZCreatedVcmResponse,
  ZLastApprovedVcmQuery,
  ZLastApprovedVcmResponse,
  ZVcmCheckResponse,
  ZVcmCoursesResponse,
  ZVcmDocumentParams,
  ZVcmHistoryLogListResponse,
  ZVcmHistoryLogsQuery,
  ZVcmListResponse,
  ZVcmProfessionalQualificationsResponse,
  ZVcmQualificationParams,
  ZVcmResponse,
} from './vcms.js';

/** A body the action ignores (nothing, or an empty object). */
const ZNoBody = z.object({}).passthrough().nullish();

const vcmAction = <V extends string, B extends z.ZodType>(verb: V, body: B) =>
  operation({
    method: 'PUT',
    path: `/api/v1/vcms/:id/${verb}`,
    params: ZIdParams,
    body,
    responses: { 200: ZVcmResponse, ...errorResponses },
  });

const decideUnit = <V extends 'approve' | 'reject', B extends z.ZodType>(verb: V, body: B) =>
  operation({
    method: 'PUT',
    path: `/api/v1/vcms/:id/unit_responses/:unit_id/${verb}`,
    params: ZVcmUnitParams,
    body,
    responses: { 200: ZVcmUnitResponseResponse, ...errorResponses },
  });

const decideQualification = <V extends 'approve' | 'reject', B extends z.ZodType>(verb: V, body: B) =>
  operation({
    method: 'PUT',
    path: `/api/v1/vcms/:id/professional_qualifications/:professional_qualification_id/${verb}`,
    params: ZVcmQualificationParams,
    body,
    responses: { 200: ZVcmProfessionalQualificationResponse, ...errorResponses },
  });

/** A catalogue's import (multipart `import[file]`, `import[year]`) and its export as CSV. */
const catalogue = <C extends TCatalogue>(name: C) => ({
  import: operation({
    method: 'POST',
    path: `/api/v1/${name}/import`,
    query: ZImportQuery,
    body: 'multipart',
    responses: { 200: ZCatalogueImportResult, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: `/api/v1/${name}.csv`,
    query: ZCatalogueExportQuery,
    responses: {
      200: z.any().describe('CSV: the import’s header row, then a row per entry'),
      ...errorResponses,
    },
  }),
});

export const vcmApi = {
  myList: operation({
    method: 'GET',
    path: '/api/v1/my/vcms',
    responses: { 200: ZMyVcmListResponse, ...errorResponses },
  }),
  myCatalogue: operation({
    method: 'GET',
    path: '/api/v1/my/vcms/catalogue',
    query: ZMyVcmCatalogueQuery,
    responses: { 200: ZMyVcmCatalogueResponse, ...errorResponses },
  }),
  myStart: operation({
    method: 'POST',
    path: '/api/v1/my/vcms',
    body: ZStartMyVcmBody,
    responses: { 201: ZCreatedVcmResponse, ...errorResponses },
  }),
  myGet: operation({
    method: 'GET',
    path: '/api/v1/my/vcms/:id',
    params: ZIdParams,
    responses: { 200: ZMyVcmResponse, ...errorResponses },
  }),
  mySubmit: operation({
    method: 'PUT',
    path: '/api/v1/my/vcms/:id/submit',
    params: ZIdParams,
    body: ZNoBody,
    responses: { 200: ZMyVcmResponse, ...errorResponses },
  }),
  myHistory: operation({
    method: 'GET',
    path: '/api/v1/my/vcms/:id/history_logs',
    params: ZIdParams,
    query: ZVcmHistoryLogsQuery,
    responses: { 200: ZVcmHistoryLogListResponse, ...errorResponses },
  }),
  myUpdateUnit: operation({
    method: 'PUT',
    path: '/api/v1/my/vcms/:id/unit_responses/:unit_id',
    params: ZVcmUnitParams,
    body: ZUpdateMyVcmUnitResponseBody,
    responses: { 200: ZMyVcmUnitResponseResponse, ...errorResponses },
  }),
  myAddWorkExperience: operation({
    method: 'POST',
    path: '/api/v1/my/vcms/:id/unit_responses/:unit_id/work_experiences',
    params: ZVcmUnitParams,
    body: ZCreateVcmWorkExperienceBody,
    responses: { 201: ZVcmWorkExperienceResponse, ...errorResponses },
  }),
  myUpdateWorkExperience: operation({
    method: 'PUT',
    path: '/api/v1/my/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    params: ZVcmWorkExperienceParams,
    body: ZCreateVcmWorkExperienceBody,
    responses: { 200: ZVcmWorkExperienceResponse, ...errorResponses },
  }),
  myDeleteWorkExperience: operation({
    method: 'DELETE',
    path: '/api/v1/my/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    params: ZVcmWorkExperienceParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  myAddQualification: operation({
    method: 'POST',
    path: '/api/v1/my/vcms/:id/professional_qualifications',
    params: ZIdParams,
    body: ZAddMyVcmQualificationBody,
    responses: { 201: ZMyVcmQualificationResponse, ...errorResponses },
  }),
  myUpdateQualification: operation({
    method: 'PUT',
    path: '/api/v1/my/vcms/:id/professional_qualifications/:professional_qualification_id',
    params: ZVcmQualificationParams,
    body: ZUpdateMyVcmQualificationBody,
    responses: { 200: ZMyVcmQualificationResponse, ...errorResponses },
  }),
  myDeleteQualification: operation({
    method: 'DELETE',
    path: '/api/v1/my/vcms/:id/professional_qualifications/:professional_qualification_id',
    params: ZVcmQualificationParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  myDocument: operation({
    method: 'GET',
    path: '/api/v1/my/vcms/:id/supporting_documents/:document_id',
    params: ZVcmDocumentParams,
    responses: { 200: z.any().describe('The file'), ...errorResponses },
  }),
  list: operation({
    method: 'GET',
    path: '/api/v1/vcms',
    query: ZListQuery,
    responses: { 200: ZVcmListResponse, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/v1/vcms.csv',
    query: ZListQuery,
    responses: { 200: z.any().describe('CSV: one header row, then a row per VCM'), ...errorResponses },
  }),
  check: operation({
    method: 'GET',
    path: '/api/v1/vcms/check',
    responses: { 200: ZVcmCheckResponse, ...errorResponses },
  }),
  lastApproved: operation({
    method: 'GET',
    path: '/api/v1/vcms/show_last_approved_vcm',
    query: ZLastApprovedVcmQuery,
    responses: { 200: ZLastApprovedVcmResponse, ...errorResponses },
  }),
  create: operation({
    method: 'POST',
    path: '/api/v1/vcms',
    body: ZCreateVcmBody,
    responses: { 201: ZCreatedVcmResponse, ...errorResponses },
  }),
  get: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id',
    params: ZIdParams,
    responses: { 200: ZVcmResponse, ...errorResponses },
  }),
  courses: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id/courses',
    params: ZIdParams,
    responses: { 200: ZVcmCoursesResponse, ...errorResponses },
  }),
  history: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id/history_logs',
    params: ZIdParams,
    query: ZVcmHistoryLogsQuery,
    responses: { 200: ZVcmHistoryLogListResponse, ...errorResponses },
  }),
  unitResponses: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id/unit_responses',
    params: ZIdParams,
    query: ZVcmUnitResponsesQuery,
    responses: { 200: ZVcmUnitResponsesResponse, ...errorResponses },
  }),
  updateUnit: operation({
    method: 'PUT',
    path: '/api/v1/vcms/:id/unit_responses/:unit_id',
    params: ZVcmUnitParams,
    body: ZUpdateVcmUnitResponseBody,
    responses: { 200: ZVcmUnitResponseResponse, ...errorResponses },
  }),
  addWorkExperience: operation({
    method: 'POST',
    path: '/api/v1/vcms/:id/unit_responses/:unit_id/work_experiences',
    params: ZVcmUnitParams,
    body: ZCreateVcmWorkExperienceBody,
    responses: { 201: ZVcmWorkExperienceResponse, ...errorResponses },
  }),
  deleteWorkExperience: operation({
    method: 'DELETE',
    path: '/api/v1/vcms/:id/unit_responses/:unit_id/work_experiences/:work_experience_id',
    params: ZVcmWorkExperienceParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  workExperiences: operation({
    method: 'GET',
    path: '/api/v1/vcm_work_experiences',
    query: ZVcmWorkExperiencesQuery,
    responses: { 200: ZVcmWorkExperienceListResponse, ...errorResponses },
  }),
  qualifications: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id/professional_qualifications',
    params: ZIdParams,
    responses: { 200: ZVcmProfessionalQualificationsResponse, ...errorResponses },
  }),
  document: operation({
    method: 'GET',
    path: '/api/v1/vcms/:id/supporting_documents/:document_id',
    params: ZVcmDocumentParams,
    responses: { 200: z.any().describe('The file'), ...errorResponses },
  }),
  /** The review's transitions (vcm-state-machine.ts). */
  transitions: {
    approve: vcmAction('approve', ZNoBody),
    reject: vcmAction('reject', ZNoBody),
    force_update: vcmAction('force_update', ZForceVcmStatusBody),
    delegate: vcmAction('delegate', ZDelegateVcmBody),
  },
  decideUnit: {
    approve: decideUnit('approve', ZApproveVcmItemBody),
    reject: decideUnit('reject', ZRejectVcmUnitResponseBody),
  },
  decideQualification: {
    approve: decideQualification('approve', ZApproveVcmItemBody),
    reject: decideQualification('reject', ZRejectVcmQualificationBody),
  },
  /** Missing units: ask the educator for them (`reject`) or remove them. */
  catalogues: {
    course_units: catalogue('course_units'),
    professional_qualifications: catalogue('professional_qualifications'),
  } satisfies Record<TCatalogue, unknown>,
  bulkUnits: {
    reject: vcmAction('bulk_reject_units', ZVcmBulkUnitsBody),
    remove: vcmAction('bulk_remove_units', ZVcmBulkUnitsBody),
  },
};
