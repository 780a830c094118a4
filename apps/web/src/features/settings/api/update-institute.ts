import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TInstitute, type TUpdateInstituteBody, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { instituteQueryOptions } from './get-institute';

export type InstituteChanges = TUpdateInstituteBody['institute'];
export interface InstituteUpdate {
  changes: InstituteChanges;
  /** The admin's password again, when the changes decide who can sign in through SSO. */
  currentPassword?: string;
}

/**
 * PUT /api/v1/institutes/{id} with only the changed fields: 200 with the institute, 422 with
 * messages per field (`current_password` among them when a change of who can sign in through SSO
 * lacks the admin's password), 403 when someone other than a super admin sends a super-admin-only
 * field, 429 after too many wrong passwords.
 */
export async function updateInstitute(id: number, update: InstituteUpdate): Promise<TInstitute> {
  const body: TUpdateInstituteBody = {
    institute: update.changes,
    ...(update.currentPassword === undefined ? {} : { current_password: update.currentPassword }),
  };
  const response = await call(api.institutes.update, { params: { id }, body });
  return response.data;
}

export function useUpdateInstitute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: InstituteUpdate) => updateInstitute(id, update),
    onSuccess: (institute) => queryClient.setQueryData(instituteQueryOptions(id).queryKey, institute),
  });
}
