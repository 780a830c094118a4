import { errorResponses } from '../common/errors.js';
import { ZIdParams, ZOptionsResponse, dataResponse } from '../common/list.js';
import { operation } from '../common/operation.js';
import {
  ZCreateInstituteBody,
  ZCreateInstituteResponse,
  ZSelectInstituteResponse,
} from './create-institute.js';
import { ZInstitute } from './institute.js';
import { ZInstituteMetadata, ZUpdateInstituteBody } from './update-institute.js';

export const institutesApi = {
  get: operation({
    method: 'GET',
    path: '/api/v1/institutes/:id',
    params: ZIdParams,
    responses: { 200: dataResponse(ZInstitute), ...errorResponses },
  }),
  timezones: operation({
    method: 'GET',
    path: '/api/v1/timezones/options',
    responses: { 200: ZOptionsResponse, ...errorResponses },
  }),
  options: operation({
    method: 'GET',
    path: '/api/v1/institutes/options',
    responses: { 200: ZOptionsResponse, ...errorResponses },
  }),
  create: operation({
    method: 'POST',
    path: '/api/v1/institutes',
    body: ZCreateInstituteBody,
    responses: { 201: ZCreateInstituteResponse, ...errorResponses },
  }),
  select: operation({
    method: 'GET',
    path: '/api/v1/institutes/:id/select',
    params: ZIdParams,
    responses: { 200: ZSelectInstituteResponse, ...errorResponses },
  }),
  update: operation({
    method: 'PUT',
    path: '/api/v1/institutes/:id',
    params: ZIdParams,
    body: ZUpdateInstituteBody,
    responses: { 200: dataResponse(ZInstitute), ...errorResponses },
  }),
  uploadLogo: operation({
    method: 'POST',
    path: '/api/v1/institutes/:id/logo',
    params: ZIdParams,
    body: 'multipart',
    responses: { 200: dataResponse(ZInstitute), ...errorResponses },
  }),
  metadata: operation({
    method: 'GET',
    path: '/api/v1/metadata/institutes',
    responses: { 200: ZInstituteMetadata, ...errorResponses },
  }),
};
