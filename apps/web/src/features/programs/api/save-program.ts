import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TProgram, type ZProgramInput, api } from '@pdp/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** What the program form sends: any part of the contract's program input. */
export type ProgramChanges = Partial<z.input<typeof ZProgramInput>>;

/** POST /api/v1/programs (new) or PUT /api/v1/programs/{id}, with the workshops in the same body. */
export async function saveProgram(id: number | null, program: ProgramChanges): Promise<TProgram> {
  const response =
    id === null
      ? await call(api.programs.create, { body: { program } })
      : await call(api.programs.update, { params: { id }, body: { program } });
  return response.data;
}

/** Saves, publishes, unpublishes or removes the PDF: every change the page makes to the program. */
export function useSaveProgram(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (program: ProgramChanges) => saveProgram(id, program),
    onSuccess: (saved) => {
      queryClient.setQueryData(programQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['programs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['programs', 'summary'] });
    },
  });
}
