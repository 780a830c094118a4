import { errorResponses } from '../common/errors.js';
import { operation } from '../common/operation.js';
import { ZUploadedFile } from './uploaded-file.js';

export const uploadsApi = {
  /** The evidence upload service at the site root (part 2 §7): the web and the mobile app send files here first. */
  evidence: operation({
    method: 'POST',
    path: '/upload',
    body: 'multipart',
    responses: { 201: ZUploadedFile, ...errorResponses },
  }),
};
