// My VCM (issue 21): the /api/v1/my/vcms calls, their query keys and the mutations that refresh them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateVcmWorkExperienceBody,
  TMyVcm,
  TMyVcmCatalogue,
  TMyVcmListRow,
  TMyVcmQualification,
  TMyVcmUnitResponse,
  TVcmHistoryLog,
} from '@pdp/contract';
import type { z } from 'zod';
import { ZMyVcmResponseFields } from '@pdp/contract';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';

const BASE = '/api/v1/my/vcms';
const KEY = ['me', 'vcms'] as const;

export interface MyVcmList {
  revisions: TMyVcmListRow[];
  year: number;
  can_start: boolean;
}

export function useMyVcms() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    // The page explains VCM off (404) or not for my employment type (403) itself.
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: MyVcmList }>(BASE, { signal, unreportedStatuses: RECORD_PROBLEM_STATUSES })).data,
    retry: false,
  });
}

export function useMyVcm(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ data: TMyVcm }>(`${BASE}/${id}`, {
          signal,
          unreportedStatuses: RECORD_PROBLEM_STATUSES,
        })
      ).data,
  });
}

export function useMyVcmCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'catalogue'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TMyVcmCatalogue }>(`${BASE}/catalogue`, { signal })).data,
    enabled,
  });
}

export interface MyVcmHistoryPage {
  data: TVcmHistoryLog[];
  meta: { total: number; page: number; per_page: number };
}

export function useMyVcmHistory(id: number, page: number) {
  return useQuery({
    queryKey: [...KEY, id, 'history', page],
    queryFn: ({ signal }) =>
      apiGet<MyVcmHistoryPage>(`${BASE}/${id}/history_logs?page=${page}&per_page=10`, { signal }),
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
      (await apiSend<{ data: { id: number } }>(BASE, { method: 'POST', body: { vcm: body } })).data,
    onSuccess: refresh,
  });
}

export function useSubmitMyVcm(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      (await apiSend<{ data: TMyVcm }>(`${BASE}/${id}/submit`, { method: 'PUT', body: {} })).data,
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
        await apiSend<{ data: TMyVcmUnitResponse }>(`${BASE}/${id}/unit_responses/${unitId}`, {
          method: 'PUT',
          body: { vcm_unit_response: fields },
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
      const url = `${BASE}/${id}/unit_responses/${unitId}/work_experiences`;
      if (change.kind === 'add') return apiSend(url, { method: 'POST', body: change.body });
      const one = `${url}/${change.workExperienceId}`;
      return change.kind === 'edit'
        ? apiSend(one, { method: 'PUT', body: change.body })
        : apiSend(one, { method: 'DELETE' });
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
      const url = `${BASE}/${id}/professional_qualifications`;
      if (change.kind === 'add') {
        return apiSend<{ data: TMyVcmQualification }>(url, {
          method: 'POST',
          body: {
            vcm_professional_qualification: {
              professional_qualification_id: change.qualificationId,
              supporting_documents_attributes: change.documents,
            },
          },
        });
      }
      const one = `${url}/${change.qualificationId}`;
      return change.kind === 'remove'
        ? apiSend(one, { method: 'DELETE' })
        : apiSend(one, {
            method: 'PUT',
            body: { vcm_professional_qualification: { supporting_documents_attributes: change.documents } },
          });
    },
    onSuccess: refresh,
  });
}
