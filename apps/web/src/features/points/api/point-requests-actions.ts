import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  POINT_REQUEST_MESSAGES,
  type TApprovePointRequestBody,
  type TConvertPointRequestBody,
  type TPointRequest,
  type TRejectPointRequestBody,
  type TUpdatePointRequestBody,
  api,
} from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/messages';
import { userDetailQueryKey } from '../../../lib/user-query-keys';

export type PointRequestAction =
  | { kind: 'approve'; body: TApprovePointRequestBody }
  | { kind: 'reject'; body: TRejectPointRequestBody }
  | { kind: 'convert'; body: TConvertPointRequestBody }
  | { kind: 'update'; body: TUpdatePointRequestBody };

export interface PointRequestTarget {
  userId: number;
  requestId: number;
}

/**
 * PUT /api/v1/users/{id}/point_requests/{request_id} (200, the row) and its /approve, /reject and
 * /convert (204), part 2 §7.
 */
export async function sendPointRequestAction(
  target: PointRequestTarget,
  action: PointRequestAction,
): Promise<TPointRequest | undefined> {
  const params = { id: target.userId, point_request_id: target.requestId };
  if (action.kind === 'update') {
    const response = await call(api.points.updateRequest, { params, body: action.body });
    return response.data;
  }
  await call(DECISIONS[action.kind], { params, body: action.body as never });
  return undefined;
}

const DECISIONS = {
  approve: api.points.approveRequest,
  reject: api.points.rejectRequest,
  convert: api.points.convertRequest,
} as const;

const DONE_MESSAGES: Record<PointRequestAction['kind'], string> = {
  approve: POINT_REQUEST_MESSAGES.approved,
  reject: POINT_REQUEST_MESSAGES.incomplete,
  convert: POINT_REQUEST_MESSAGES.converted,
  update: POINT_REQUEST_MESSAGES.saved,
};

/**
 * Queries an action changes: every points query of the console (this list and the Points History
 * start with 'points'), and the user's record, whose header shows the Passport Obtained date.
 */
export const queriesChangedBy = (userId: number) => [['points'], userDetailQueryKey(userId)] as const;

/**
 * One action on one of a user's point requests. On success the message bar confirms and the list,
 * the history and the header refetch; a failure is left to the dialog, which shows it (part 2 §8).
 */
export function usePointRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, action }: { target: PointRequestTarget; action: PointRequestAction }) =>
      sendPointRequestAction(target, action),
    onSuccess: async (_result, { target, action }) => {
      notify(DONE_MESSAGES[action.kind], { severity: 'success' });
      await Promise.all(
        queriesChangedBy(target.userId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
