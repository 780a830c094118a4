import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody } from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';

/** PUT /api/v1/users/password: 200 with a message to show, or 422 with messages per field. */
export async function changePassword(body: TChangePasswordBody): Promise<{ message: string }> {
  return apiSend<{ message: string }>('/api/v1/users/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
