import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TCreateUserBody, type TUserDetail } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

export type NewUser = TCreateUserBody['user'];

/**
 * POST /api/v1/users with `generate_password`: 201 with the user, who is emailed a link to choose a
 * password; 422 with messages per field.
 */
export async function createUser(user: NewUser): Promise<TUserDetail> {
  const body: TCreateUserBody = { user, generate_password: true };
  const response = await call(api.users.create, { body });
  return response.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
