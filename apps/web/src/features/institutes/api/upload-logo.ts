import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInstitute } from '@pdp/contract';
import { ApiError, CLIENT_HEADERS, SESSION_EXPIRED_MESSAGE, redirectToSignIn } from '../../../lib/api-client';
import { instituteQueryOptions } from './get-institute';

/**
 * POST /api/v1/institutes/{id}/logo, multipart field `institute[logo]` (PNG, checked by content):
 * 200 with the institute (new `logo_url`, `logo_filename`), or 422 with the reason under `logo`.
 * `apiSend` only sends JSON, so this one call builds its request itself, with the same header,
 * cookie and error shape.
 */
export async function uploadLogo(id: number, file: File): Promise<TInstitute> {
  const form = new FormData();
  form.append('institute[logo]', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/institutes/${id}/logo`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...CLIENT_HEADERS, Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (response.status === 401) {
    window.alert(SESSION_EXPIRED_MESSAGE);
    redirectToSignIn();
    return new Promise<never>(() => {});
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): ApiError keeps it as the raw body.
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as { data: TInstitute }).data;
}

export function useUploadLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(id, file),
    // Only the logo changes: the preview follows, and the form's unsaved edits stay as they are.
    onSuccess: (institute) => queryClient.setQueryData(instituteQueryOptions(id).queryKey, institute),
  });
}
