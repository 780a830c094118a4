import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateInstituteBody, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { instituteOptionsQueryOptions } from './get-institute-options';

/** POST /api/v1/institutes: 201 with the new id, or 422 with messages per field. */
export async function createInstitute(body: TCreateInstituteBody): Promise<{ id: number }> {
  const response = await call(api.institutes.create, { body });
  return response.data;
}

export function useCreateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstitute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteOptionsQueryOptions().queryKey }),
  });
}
