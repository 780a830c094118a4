// My VCM (issue 21): the /api/v1/my/vcms calls, their query keys and the mutations that refresh them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCreateVcmWorkExperienceBody, api } from '@pdp/contract';
import type { z } from 'zod';
import { ZMyVcmResponseFields } from '@pdp/contract';
import { call } from '../../../../lib/api-client';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';

const KEY = ['me', 'vcms'] as const;

export function useMyVcms() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    // The page explains VCM off (404) or not for my employment type (403) itself.
    queryFn: async ({ signal }) =>
      (await call(api.vcm.myList, undefined, { signal, unreportedStatuses: RECORD_PROBLEM_STATUSES })).data,
    retry: false,
  });
}

export function useMyVcm(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async ({ signal }) =>
      (
        await call(
          api.vcm.myGet,
          { params: { id } },
          {
            signal,
            unreportedStatuses: RECORD_PROBLEM_STATUSES,
          },
        )
      ).data,
  });
}

export function useMyVcmCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'catalogue'],
    queryFn: async ({ signal }) => (await call(api.vcm.myCatalogue, undefined, { signal })).data,
    enabled,
  });
}

export function useMyVcmHistory(id: number, page: number) {
  return useQuery({
    queryKey: [...KEY, id, 'history', page],
    queryFn: ({ signal }) =>
      call(api.vcm.myHistory, { params: { id }, query: { page, per_page: 10 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change: the list, the VCM and its history are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useStartMyVcm() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: { course_ids?: number[]; professional_qualification_ids: number[] }) =>
      (await call(api.vcm.myStart, { body: { vcm: body } })).data,
    onSuccess: refresh,
  });
}

export function useSubmitMyVcm(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => (await call(api.vcm.mySubmit, { params: { id }, body: {} })).data,
    onSuccess: refresh,
  });
}

/** The claim form's values: the contract's fields (documents are sent beside them). */
export const ZMyClaimForm = ZMyVcmResponseFields.omit({ supporting_documents_attributes: true });
export type MyClaimForm = z.input<typeof ZMyClaimForm>;
export type MyDocumentAttribute =
  { file_id: string; response_method?: string; title?: string } | { id: number; _destroy: true };

export function useSaveMyClaim(id: number, unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (fields: MyClaimForm & { supporting_documents_attributes?: MyDocumentAttribute[] }) =>
      (
        await call(api.vcm.myUpdateUnit, {
          params: { id, unit_id: unitId },
          // A new document's response_method is set by the form before it is sent (the server checks it).
          body: { vcm_unit_response: fields as never },
        })
      ).data,
    onSuccess: refresh,
  });
}

export type WorkExperienceChange =
  | { kind: 'add'; body: TCreateVcmWorkExperienceBody }
  | { kind: 'edit'; workExperienceId: number; body: TCreateVcmWorkExperienceBody }
  | { kind: 'remove'; workExperienceId: number };

export function useChangeMyWorkExperience(id: number, unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: WorkExperienceChange) => {
      const params = { id, unit_id: unitId };
      if (change.kind === 'add') return call(api.vcm.myAddWorkExperience, { params, body: change.body });
      const one = { ...params, work_experience_id: change.workExperienceId };
      return change.kind === 'edit'
        ? call(api.vcm.myUpdateWorkExperience, { params: one, body: change.body })
        : call(api.vcm.myDeleteWorkExperience, { params: one });
    },
    onSuccess: refresh,
  });
}

export type QualificationChange =
  | { kind: 'add'; qualificationId: number; documents: MyDocumentAttribute[] }
  | { kind: 'documents'; qualificationId: number; documents: MyDocumentAttribute[] }
  | { kind: 'remove'; qualificationId: number };

export function useChangeMyQualification(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: QualificationChange) => {
      if (change.kind === 'add') {
        return call(api.vcm.myAddQualification, {
          params: { id },
          body: {
            vcm_professional_qualification: {
              professional_qualification_id: change.qualificationId,
              supporting_documents_attributes: change.documents,
            },
          },
        });
      }
      const one = { id, professional_qualification_id: change.qualificationId };
      return change.kind === 'remove'
        ? call(api.vcm.myDeleteQualification, { params: one })
        : call(api.vcm.myUpdateQualification, {
            params: one,
            body: { vcm_professional_qualification: { supporting_documents_attributes: change.documents } },
          });
    },
    onSuccess: refresh,
  });
}
