import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProgram } from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** POST /api/v1/programs/duplicate {id}: 201 with the copy, a new draft with the same workshops. */
export function useDuplicateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiSend<{ data: TProgram }>('/api/v1/programs/duplicate', { body: { id } })).data,
    onSuccess: (copy) => {
      queryClient.setQueryData(programQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: ['programs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['programs', 'summary'] });
    },
  });
}
