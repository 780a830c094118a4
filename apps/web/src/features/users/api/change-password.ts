import { useMutation } from '@tanstack/react-query';
import { api, type TChangePasswordBody } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** PUT /api/v1/users/password: 200 with a message to show, or 422 with messages per field. */
export async function changePassword(body: TChangePasswordBody): Promise<{ message: string }> {
  return call(api.users.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
