import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInstitute, TUpdateInstituteBody } from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';
import { instituteQueryOptions } from './get-institute';

export type InstituteChanges = TUpdateInstituteBody['institute'];

/**
 * PUT /api/v1/institutes/{id} with only the changed fields: 200 with the institute, 422 with
 * messages per field, 403 when someone other than a super admin sends a super-admin-only field.
 */
export async function updateInstitute(id: number, changes: InstituteChanges): Promise<TInstitute> {
  const body: TUpdateInstituteBody = { institute: changes };
  const response = await apiSend<{ data: TInstitute }>(`/api/v1/institutes/${id}`, { method: 'PUT', body });
  return response.data;
}

export function useUpdateInstitute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: InstituteChanges) => updateInstitute(id, changes),
    onSuccess: (institute) => queryClient.setQueryData(instituteQueryOptions(id).queryKey, institute),
  });
}
