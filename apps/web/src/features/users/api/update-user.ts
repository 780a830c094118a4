import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TUserDetail, type TUpdateUserBody } from '@pdp/contract';
import { call, type SendOptions } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

export type UserChanges = TUpdateUserBody['user'];

/** PUT /api/v1/users/{id} with any subset of the fields (`{active}` alone toggles activation). */
export async function updateUser(
  id: number,
  changes: UserChanges,
  errorDisplay?: SendOptions['errorDisplay'],
): Promise<TUserDetail> {
  const body: TUpdateUserBody = { user: changes };
  const response = await call(api.users.update, { params: { id }, body }, { errorDisplay });
  return response.data;
}

/** Saves the form: a 422 rejects so the form can show the messages beside its fields. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => updateUser(id, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}

/** Deactivate / Activate: a refusal ("You cannot deactivate your own account.") opens Error!. */
export function useSetUserActive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => updateUser(id, { active }, 'modal'),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
