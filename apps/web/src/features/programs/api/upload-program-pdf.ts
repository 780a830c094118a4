import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, PROGRAM_MESSAGES, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** The client-side check before uploading (part 2 §5: at most 10 MB); null when the file may go. */
export function programPdfProblem(file: File): string | null {
  return file.size > LIMITS.programPdfBytes ? PROGRAM_MESSAGES.pdfTooLarge : null;
}

/** POST /api/v1/programs/{id}/pdf, multipart field `program[pdf]`; the server checks it again. */
export function useUploadProgramPdf(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('program[pdf]', file);
      return (await call(api.programs.uploadPdf, { params: { id }, body })).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(programQueryKey(saved.id), saved),
  });
}
