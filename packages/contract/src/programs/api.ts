import { z } from 'zod';
import { errorResponses } from '../common/errors.js';
import { ZImportQuery, ZImportResult } from '../common/import.js';
import { ZIdParams, ZListQuery } from '../common/list.js';
import { operation } from '../common/operation.js';
import {
  ZMyProgramListQuery,
  ZMyProgramListResponse,
  ZMyProgramResponse,
  ZMyRegistrationListResponse,
  ZMyRegistrationParams,
  ZMyRegistrationResponse,
} from './my-programs.js';
import {
  ZCreateProgramBody,
  ZDuplicateProgramBody,
  ZNotificationBody,
  ZNotificationResult,
  ZProgramListQuery,
  ZProgramListResponse,
  ZProgramResponse,
  ZProgramSummary,
  ZUpdateProgramBody,
} from './programs.js';
import {
  ZCreateRegistrationBody,
  ZMarkAttendanceBody,
  ZMarkAttendanceResponse,
  ZRegistrationListResponse,
  ZRegistrationParams,
  ZRegistrationResponse,
  ZUpdateRegistrationBody,
} from './registrations.js';

const notify = (kind: 'notifications' | 'educator_notifications') =>
  operation({
    method: 'POST',
    path: `/api/v1/programs/:id/${kind}`,
    params: ZIdParams,
    body: ZNotificationBody,
    responses: { 200: ZNotificationResult, ...errorResponses },
  });

export const programsApi = {
  summary: operation({
    method: 'GET',
    path: '/api/v1/program_summary',
    responses: { 200: ZProgramSummary, ...errorResponses },
  }),
  list: operation({
    method: 'GET',
    path: '/api/v1/programs',
    query: ZProgramListQuery,
    responses: { 200: ZProgramListResponse, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/v1/programs.csv',
    query: ZProgramListQuery,
    responses: { 200: z.any().describe('CSV: one header row, then a row per program'), ...errorResponses },
  }),
  get: operation({
    method: 'GET',
    path: '/api/v1/programs/:id',
    params: ZIdParams,
    responses: { 200: ZProgramResponse, ...errorResponses },
  }),
  create: operation({
    method: 'POST',
    path: '/api/v1/programs',
    body: ZCreateProgramBody,
    responses: { 201: ZProgramResponse, ...errorResponses },
  }),
  update: operation({
    method: 'PUT',
    path: '/api/v1/programs/:id',
    params: ZIdParams,
    body: ZUpdateProgramBody,
    responses: { 200: ZProgramResponse, ...errorResponses },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/api/v1/programs/:id',
    params: ZIdParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  duplicate: operation({
    method: 'POST',
    path: '/api/v1/programs/duplicate',
    body: ZDuplicateProgramBody,
    responses: { 201: ZProgramResponse, ...errorResponses },
  }),
  uploadPdf: operation({
    method: 'POST',
    path: '/api/v1/programs/:id/pdf',
    params: ZIdParams,
    body: 'multipart',
    responses: { 200: ZProgramResponse, ...errorResponses },
  }),
  downloadPdf: operation({
    method: 'GET',
    path: '/api/v1/programs/:id/pdf',
    params: ZIdParams,
    responses: { 200: z.any().describe('The PDF file'), ...errorResponses },
  }),
  listRegistrations: operation({
    method: 'GET',
    path: '/api/v1/programs/:id/registrations',
    params: ZIdParams,
    responses: { 200: ZRegistrationListResponse, ...errorResponses },
  }),
  createRegistration: operation({
    method: 'POST',
    path: '/api/v1/programs/:id/registrations',
    params: ZIdParams,
    body: ZCreateRegistrationBody,
    responses: { 201: ZRegistrationResponse, ...errorResponses },
  }),
  updateRegistration: operation({
    method: 'PUT',
    path: '/api/v1/programs/:id/registrations/:registration_id',
    params: ZRegistrationParams,
    body: ZUpdateRegistrationBody,
    responses: { 200: ZRegistrationResponse, ...errorResponses },
  }),
  deleteRegistration: operation({
    method: 'DELETE',
    path: '/api/v1/programs/:id/registrations/:registration_id',
    params: ZRegistrationParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  registrationsCsv: operation({
    method: 'GET',
    path: '/api/v1/programs/:id/registrations.csv',
    params: ZIdParams,
    responses: { 200: z.any(), ...errorResponses },
  }),
  attendancePdf: operation({
    method: 'GET',
    path: '/api/v1/programs/:id/attendance.pdf',
    params: ZIdParams,
    responses: { 200: z.any(), ...errorResponses },
  }),
  markAttendance: operation({
    method: 'POST',
    path: '/api/v1/attendances/mark',
    body: ZMarkAttendanceBody,
    responses: { 200: ZMarkAttendanceResponse, ...errorResponses },
  }),
  importRegistrations: operation({
    method: 'POST',
    path: '/api/v1/programs/:id/registrations/import',
    params: ZIdParams,
    query: ZImportQuery,
    body: 'multipart',
    responses: { 200: ZImportResult, ...errorResponses },
  }),
  registrationsTemplate: operation({
    method: 'GET',
    path: '/api/v1/programs/:id/registrations/template.csv',
    params: ZIdParams,
    responses: { 200: z.any().describe('CSV header row'), ...errorResponses },
  }),
  myList: operation({
    method: 'GET',
    path: '/api/v1/my/programs',
    query: ZMyProgramListQuery,
    responses: { 200: ZMyProgramListResponse, ...errorResponses },
  }),
  myGet: operation({
    method: 'GET',
    path: '/api/v1/my/programs/:id',
    params: ZIdParams,
    responses: { 200: ZMyProgramResponse, ...errorResponses },
  }),
  myCalendar: operation({
    method: 'GET',
    path: '/api/v1/my/programs/:id/calendar.ics',
    params: ZIdParams,
    responses: { 200: z.any().describe('The iCalendar file'), ...errorResponses },
  }),
  myRegister: operation({
    method: 'POST',
    path: '/api/v1/my/programs/:id/registrations',
    params: ZIdParams,
    responses: { 201: ZMyRegistrationResponse, ...errorResponses },
  }),
  myRegistrations: operation({
    method: 'GET',
    path: '/api/v1/my/registrations',
    query: ZListQuery,
    responses: { 200: ZMyRegistrationListResponse, ...errorResponses },
  }),
  myCancelRegistration: operation({
    method: 'DELETE',
    path: '/api/v1/my/registrations/:id',
    params: ZMyRegistrationParams,
    responses: { 204: z.null(), ...errorResponses },
  }),
  /** Emails a program's registrants (`notifications`) or its approved ones (`educator_notifications`). */
  notify: {
    notifications: notify('notifications'),
    educator_notifications: notify('educator_notifications'),
  },
};
