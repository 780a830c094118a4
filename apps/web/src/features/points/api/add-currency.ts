import { useMutation } from '@tanstack/react-query';
import type { TCreatePointsReaBody, TCreatePointsVocationalBody, TPointsHistory } from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';
import { useRefreshUserPoints } from './points-histories';

/** Which of the two Add External … Currency forms. */
export type CurrencyKind = 'vocational' | 'professional';

export type AddCurrencyBody = TCreatePointsVocationalBody | TCreatePointsReaBody;

const PATHS: Record<CurrencyKind, string> = {
  vocational: 'points_vocationals',
  professional: 'points_reas',
};

/**
 * POST users/{id}/points_vocationals or points_reas (201, part 2 §7). The form shows a failure
 * itself (field messages beside the fields), so nothing is reported here.
 */
export function useAddCurrency(userId: number, kind: CurrencyKind) {
  const refresh = useRefreshUserPoints(userId);
  return useMutation({
    mutationFn: async (body: AddCurrencyBody) =>
      (await apiSend<{ data: TPointsHistory }>(`/api/v1/users/${userId}/${PATHS[kind]}`, { body })).data,
    onSuccess: refresh,
  });
}
