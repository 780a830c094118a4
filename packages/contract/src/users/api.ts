import { z } from 'zod';
import { ZImportQuery, ZImportResult } from '../common/import.js';
import { dataResponse, ZIdParams, ZListQuery } from '../common/list.js';
import { errorResponses } from '../common/errors.js';
import { operation } from '../common/operation.js';
import { ZMe } from './me.js';
import { ZChangePasswordBody } from '../auth/password-policy.js';
import { ZCreateUserBody, ZUpdateUserBody, ZUserDetail } from './user-input.js';
import { ZUserAutocompleteResponse, ZUserListResponse } from './user-list.js';

export const usersApi = {
  me: operation({ method: 'GET', path: '/api/v1/me', responses: { 200: ZMe, ...errorResponses } }),
  changePassword: operation({
    method: 'PUT',
    path: '/api/v1/users/password',
    body: ZChangePasswordBody,
    responses: { 200: z.object({ message: z.string() }), ...errorResponses },
  }),
  list: operation({
    method: 'GET',
    path: '/api/v1/users',
    query: ZListQuery,
    responses: { 200: ZUserListResponse, ...errorResponses },
  }),
  autocomplete: operation({
    method: 'GET',
    path: '/api/v1/users/autocomplete',
    query: ZListQuery,
    responses: { 200: ZUserAutocompleteResponse, ...errorResponses },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/v1/users.csv',
    query: ZListQuery,
    responses: { 200: z.any().describe('CSV: one header row, then a row per user'), ...errorResponses },
  }),
  get: operation({
    method: 'GET',
    path: '/api/v1/users/:id',
    params: ZIdParams,
    responses: { 200: dataResponse(ZUserDetail), ...errorResponses },
  }),
  create: operation({
    method: 'POST',
    path: '/api/v1/users',
    body: ZCreateUserBody,
    responses: { 201: dataResponse(ZUserDetail), ...errorResponses },
  }),
  update: operation({
    method: 'PUT',
    path: '/api/v1/users/:id',
    params: ZIdParams,
    body: ZUpdateUserBody,
    responses: { 200: dataResponse(ZUserDetail), ...errorResponses },
  }),
  import: operation({
    method: 'POST',
    path: '/api/v1/users/import',
    query: ZImportQuery,
    body: 'multipart',
    responses: { 200: ZImportResult, ...errorResponses },
  }),
};
