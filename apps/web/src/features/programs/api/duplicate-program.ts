import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** POST /api/v1/programs/duplicate {id}: 201 with the copy, a new draft with the same workshops. */
export function useDuplicateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(api.programs.duplicate, { body: { id } })).data,
    onSuccess: (copy) => {
      queryClient.setQueryData(programQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: ['programs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['programs', 'summary'] });
    },
  });
}
