import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  VCM_MESSAGES,
  type TVcm,
  type TVcmCourse,
  type TVcmMissingUnit,
  type TVcmProfessionalQualification,
  type TVcmUnitResponse,
  api,
} from '@pdp/contract';
import { ApiError, apiGet, urlOf } from '../../../lib/api-client';
import { notifyError } from '../../../lib/messages';
import { recordProblemOf } from '../../../lib/record-problem';
import type { QueryParams } from '../../../lib/search-params';
import { VCM_KEY } from './list-vcms';

type Id = number | string;

// Failures the VCM screens report in their own words (part 2 §8: "Something went wrong, please try
// again" for the details, the history and the missing-unit check); a network failure is reported
// by the client itself.
const OWN_REPORT = [400, 403, 404, 409, 422, 429, 500, 502, 503, 504];

/**
 * A VCM read: a 404 or 403 is left to the page ("No VCM", "No access to VCM"), any other failure
 * says "Something went wrong, please try again" in the message bar.
 */
export async function getVcmBody<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
) {
  try {
    return await apiGet<T>(path, { ...options, unreportedStatuses: OWN_REPORT });
  } catch (error) {
    if (error instanceof ApiError && !error.isReported && !recordProblemOf(error)) {
      notifyError(VCM_MESSAGES.somethingWrong);
      error.isReported = true;
    }
    throw error;
  }
}

/** The `data` of a VCM read (see getVcmBody). */
export async function getVcmData<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
) {
  return (await getVcmBody<{ data: T }>(path, options)).data;
}

export const vcmKey = (id: Id) => [...VCM_KEY, 'detail', String(id)] as const;

/** GET /api/v1/vcms/{id}: the header, the item counts behind its rules, and what the caller may do. */
export const vcmQueryOptions = (id: Id) =>
  queryOptions({
    queryKey: vcmKey(id),
    queryFn: ({ signal }) => getVcmData<TVcm>(urlOf(api.vcm.get, { params: { id } }), { signal }),
    retry: false,
  });

export const useVcm = (id: Id) => useQuery(vcmQueryOptions(id));

/** GET /api/v1/vcms/{id}/courses: the Courses tab's tabs, counts and units added after creation. */
export const vcmCoursesQueryOptions = (id: Id) =>
  queryOptions({
    queryKey: [...vcmKey(id), 'courses'],
    queryFn: ({ signal }) => getVcmData<TVcmCourse[]>(urlOf(api.vcm.courses, { params: { id } }), { signal }),
  });

/** GET /api/v1/vcms/{id}/professional_qualifications: the default tab. */
export const vcmQualificationsQueryOptions = (id: Id) =>
  queryOptions({
    queryKey: [...vcmKey(id), 'professional_qualifications'],
    queryFn: ({ signal }) =>
      getVcmData<TVcmProfessionalQualification[]>(urlOf(api.vcm.qualifications, { params: { id } }), {
        signal,
      }),
  });

export interface UnitResponseFilters {
  /** A course's id, or '' for the Single Unit tab (part 2 §9). */
  course_id: number | '';
  extended_status?: string;
  removed?: boolean;
}

/** GET /api/v1/vcms/{id}/unit_responses: a course's units (or its removed ones) by extended status. */
export const vcmUnitResponsesQueryOptions = (id: Id, filters: UnitResponseFilters) =>
  queryOptions({
    queryKey: [...vcmKey(id), 'unit_responses', filters],
    queryFn: ({ signal }) =>
      getVcmData<TVcmUnitResponse[]>(urlOf(api.vcm.unitResponses, { params: { id } }), {
        signal,
        params: {
          course_id: String(filters.course_id),
          ...(filters.extended_status ? { extended_status: filters.extended_status } : {}),
          removed: filters.removed ? '1' : '0',
        },
      }),
  });

/** GET /api/v1/vcms/{id}/unit_responses?missing=1: units its courses require with no response. */
export function getMissingUnits(id: Id): Promise<TVcmMissingUnit[]> {
  return getVcmData<TVcmMissingUnit[]>(urlOf(api.vcm.unitResponses, { params: { id } }), {
    params: { missing: '1' },
  });
}
