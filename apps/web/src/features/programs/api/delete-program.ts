import { api } from '@pdp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DELETE /api/v1/programs/{id}: 204, or 400 with the reason (a published program) for the page to show. */
export function useDeleteProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.programs.delete, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['programs', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['programs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['programs', 'summary'] });
    },
  });
}
