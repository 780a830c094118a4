import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TInstitute, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { meQueryOptions, type Me } from '../../../lib/me';
import { instituteQueryOptions } from './get-institute';

/**
 * POST /api/v1/institutes/{id}/logo, multipart field `institute[logo]` (PNG, checked by content):
 * 200 with the institute (new `logo_url`, `logo_filename`), or 422 with the reason under `logo`.
 */
export async function uploadLogo(id: number, file: File): Promise<TInstitute> {
  const form = new FormData();
  form.append('institute[logo]', file, file.name);
  const body = await call(api.institutes.uploadLogo, { params: { id }, body: form });
  return body.data;
}

export function useUploadLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(id, file),
    onSuccess: (institute) => {
      // Only the logo changes: the preview follows, and the form's unsaved edits stay as they are.
      queryClient.setQueryData(instituteQueryOptions(id).queryKey, institute);
      // The top bar shows the logo of the signed-in user's institute (`me`): it follows at once,
      // from this answer, rather than at the next page load.
      queryClient.setQueryData(meQueryOptions().queryKey, (me: Me | undefined) =>
        me?.institute.id === id
          ? { ...me, institute: { ...me.institute, logo_url: institute.logo_url } }
          : me,
      );
    },
  });
}
