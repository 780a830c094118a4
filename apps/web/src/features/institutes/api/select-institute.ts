import { api } from '@pdp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface SelectedInstitute {
  id: number;
  name: string;
}

/**
 * GET /api/v1/institutes/{id}/select: the super admin's session now acts in that institute. It is
 * a GET on the API, but it changes the session, so it goes through the write path (errors reject).
 */
export async function selectInstitute(id: number): Promise<SelectedInstitute> {
  const response = await call(
    api.institutes.select,
    { params: { id } },
    { isAction: true, errorDisplay: 'message' },
  );
  return response.data;
}

export function useSelectInstitute() {
  return useMutation({ mutationFn: selectInstitute });
}
