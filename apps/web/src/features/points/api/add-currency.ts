import { useMutation } from '@tanstack/react-query';
import { type TCreatePointsReaBody, type TCreatePointsVocationalBody, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { useRefreshUserPoints } from './points-histories';

/** Which of the two Add External … Currency forms. */
export type CurrencyKind = 'vocational' | 'professional';

export type AddCurrencyBody = TCreatePointsVocationalBody | TCreatePointsReaBody;

const OPERATIONS = {
  vocational: api.points.addVocational,
  professional: api.points.addRea,
} as const;

/**
 * POST users/{id}/points_vocationals or points_reas (201, part 2 §7). The form shows a failure
 * itself (field messages beside the fields), so nothing is reported here.
 */
export function useAddCurrency(userId: number, kind: CurrencyKind) {
  const refresh = useRefreshUserPoints(userId);
  return useMutation({
    mutationFn: async (body: AddCurrencyBody) =>
      (await call(OPERATIONS[kind], { params: { id: userId }, body: body as never })).data,
    onSuccess: refresh,
  });
}
