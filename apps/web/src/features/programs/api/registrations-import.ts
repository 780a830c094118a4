import { api } from '@pdp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { urlOf } from '../../../lib/api-client';
import { uploadImportFile, type ImportUpload } from '../../../components/import-screen';

/** The program's import template: its header row, a column per workshop headed by name and date. */
export const registrationsTemplateUrl = (programId: number) =>
  urlOf(api.programs.registrationsTemplate, { params: { id: programId } });

/**
 * POST /api/v1/programs/{id}/registrations/import (multipart `file`; `?dry_run=1` to preview): the
 * row-numbered issues, or the counts and the plan row by row.
 */
export const importRegistrations =
  (programId: number): ImportUpload =>
  (file, options) =>
    uploadImportFile(urlOf(api.programs.importRegistrations, { params: { id: programId } }), file, options);

/** The import for the screen: after a real import, the program and its registrations are read again. */
export function useImportRegistrations(programId: number): ImportUpload {
  const queryClient = useQueryClient();
  return useMemo(
    () => async (file, options) => {
      const result = await importRegistrations(programId)(file, options);
      if (!options.dryRun && result.errors.length === 0) {
        void queryClient.invalidateQueries({ queryKey: ['programs'] });
      }
      return result;
    },
    [programId, queryClient],
  );
}
