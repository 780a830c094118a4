import { api, type TAuditPackQuery } from '@pdp/contract';
import { urlOf } from '../../../lib/api-client';

/** GET /api/v1/users/{id}/audit_pack.pdf|zip: one educator's pack, downloaded by the browser. */
export function userAuditPackUrl(userId: number, format: 'pdf' | 'zip', range: TAuditPackQuery): string {
  const operation = format === 'pdf' ? api.auditPacks.userPdf : api.auditPacks.userZip;
  return urlOf(operation, { params: { id: userId }, query: range });
}
