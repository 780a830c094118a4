import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TInstitute, type TVocationalActivityOption, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { OPTIONS_STALE_MS, getOptions, type NamedOption } from '../../../lib/options';

/** GET vocational_activities/options: the activities the vocational form picks from, with their points. */
export const vocationalActivityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['points', 'vocational-activities', 'options'],
    queryFn: ({ signal }) =>
      getOptions<TVocationalActivityOption>(api.settings.vocationalActivityOptions, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useVocationalActivityOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...vocationalActivityOptionsQueryOptions(), enabled: options.enabled ?? true });
}

/** GET domains/options: a point entry's domain. */
export function useDomainOptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['points', 'domains', 'options'],
    queryFn: ({ signal }) => getOptions<NamedOption>(api.settings.nameOptions.domains, {}, signal),
    staleTime: OPTIONS_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

/** The institute settings a point entry follows (part 2 §3 "Institute settings used here"). */
export type PointEntrySettings = Pick<
  TInstitute,
  | 'points_file_attachment_enabled'
  | 'file_attachment_required'
  | 'vocational_currency_uses_units'
  | 'requirement_1_name'
  | 'requirement_1_enabled'
  | 'requirement_2_name'
  | 'requirement_2_enabled'
>;

/** GET institutes/{id} of the institute the session acts in, read for its point-entry settings. */
export function usePointEntrySettings(instituteId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['points', 'institute-settings', instituteId],
    queryFn: async ({ signal }) =>
      (await call(api.institutes.get, { params: { id: instituteId } }, { signal })).data,
    staleTime: 5 * 60 * 1000,
    enabled: options.enabled ?? true,
  });
}
