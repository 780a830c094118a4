import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  pathOf,
  type HttpMethod,
  type Operation,
  VCM_MESSAGES,
  type TCreateVcmWorkExperienceBody,
  type TVcmResponseFields,
  type TVcmStatus,
} from '@pdp/contract';
import { ApiError, apiSend, describeApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/messages';
import { vcmsCheckQueryOptions } from '../../../lib/vcms-check';
import { VCM_KEY } from './list-vcms';

type Id = number | string;

/** Everything the VCM screens can ask the server to change (part 2 §7 "VCM"). */
export type VcmAction =
  | { kind: 'approve' }
  | { kind: 'reject' }
  | { kind: 'force_update'; status: TVcmStatus }
  | { kind: 'delegate'; approverUserId: number }
  | { kind: 'bulk_reject_units' | 'bulk_remove_units'; unitCodes: string[] }
  | { kind: 'approve_unit'; unitId: number }
  | { kind: 'reject_unit'; unitId: number; feedback: string }
  | { kind: 'approve_qualification'; qualificationId: number }
  | { kind: 'reject_qualification'; qualificationId: number; feedback: string }
  | { kind: 'update_response'; unitId: number; fields: TVcmResponseFields }
  | { kind: 'add_work_experience'; unitId: number; body: TCreateVcmWorkExperienceBody }
  | { kind: 'delete_work_experience'; unitId: number; workExperienceId: number };

/** The request for an action: its path under /api/v1/vcms/{id}, method and body. */
/** The request an action sends: the contract operation's URL and method, and its body. */
export function vcmActionRequest(
  vcmId: Id,
  action: VcmAction,
): { url: string; method: HttpMethod; body?: unknown } {
  const request = (operation: Operation, params: Record<string, unknown>, body?: unknown) => ({
    url: pathOf(operation.path, { id: vcmId, ...params }),
    method: operation.method,
    ...(body === undefined ? {} : { body }),
  });
  switch (action.kind) {
    case 'approve':
    case 'reject':
      return request(api.vcm.transitions[action.kind], {}, {});
    case 'force_update':
      return request(api.vcm.transitions.force_update, {}, { vcm: { status: action.status } });
    case 'delegate':
      return request(api.vcm.transitions.delegate, {}, { vcm: { approver_user_id: action.approverUserId } });
    case 'bulk_reject_units':
      return request(api.vcm.bulkUnits.reject, {}, { unit_codes: action.unitCodes });
    case 'bulk_remove_units':
      return request(api.vcm.bulkUnits.remove, {}, { unit_codes: action.unitCodes });
    case 'approve_unit':
      return request(api.vcm.decideUnit.approve, { unit_id: action.unitId }, {});
    case 'reject_unit':
      return request(
        api.vcm.decideUnit.reject,
        { unit_id: action.unitId },
        { vcm_unit_response: { approver_feedback: action.feedback } },
      );
    case 'approve_qualification':
      return request(
        api.vcm.decideQualification.approve,
        { professional_qualification_id: action.qualificationId },
        {},
      );
    case 'reject_qualification':
      return request(
        api.vcm.decideQualification.reject,
        { professional_qualification_id: action.qualificationId },
        { vcm_professional_qualification: { approver_feedback: action.feedback } },
      );
    case 'update_response':
      return request(api.vcm.updateUnit, { unit_id: action.unitId }, { vcm_unit_response: action.fields });
    case 'add_work_experience':
      return request(api.vcm.addWorkExperience, { unit_id: action.unitId }, action.body);
    case 'delete_work_experience':
      return request(api.vcm.deleteWorkExperience, {
        unit_id: action.unitId,
        work_experience_id: action.workExperienceId,
      });
  }
}

const DONE: Partial<Record<VcmAction['kind'], string>> = {
  approve: VCM_MESSAGES.approved,
  reject: VCM_MESSAGES.returned,
  force_update: VCM_MESSAGES.statusUpdated,
  delegate: VCM_MESSAGES.delegated,
};

/**
 * What a failure says (part 2 §8): the server's refusal (400 code 1, 422 field messages) as it
 * words it; a bulk unit action's field errors "Unexpected error, please contact developers"; any
 * other failure "Something went wrong, please try again".
 */
export function vcmFailureText(action: VcmAction['kind'], error: unknown): string {
  if (!(error instanceof ApiError)) return VCM_MESSAGES.somethingWrong;
  const isBulk = action === 'bulk_reject_units' || action === 'bulk_remove_units';
  if (isBulk && error.code === 2) return VCM_MESSAGES.bulkUnexpected;
  if (error.status === 400 || error.status === 403 || error.status === 422) return describeApiError(error);
  return VCM_MESSAGES.somethingWrong;
}

export async function sendVcmAction(vcmId: Id, action: VcmAction): Promise<unknown> {
  const { url, method, body } = vcmActionRequest(vcmId, action);
  return apiSend(url, { method, body });
}

/**
 * One action on a VCM. On success every VCM query refetches (list, detail, tabs, history) with the
 * red dot's poll, and the message bar confirms the VCM-level decisions. A failure is the caller's to
 * show (in the dialog, or the message bar for a row's button).
 */
export function useVcmAction(vcmId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VcmAction) => sendVcmAction(vcmId, action),
    onSuccess: (_result, action) => {
      const message = DONE[action.kind];
      if (message) notify(message, { severity: 'success' });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VCM_KEY }),
        queryClient.invalidateQueries({ queryKey: vcmsCheckQueryOptions().queryKey }),
      ]);
    },
  });
}
