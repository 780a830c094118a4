// Programs in the educator app (issue 21): the /api/v1/my/programs and /my/registrations calls, their
// query keys and the mutations that refresh them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyProgram, TMyProgramCard, TMyRegistration, TProgramType } from '@pdp/contract';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { OPTIONS_STALE_MS, getOptions, type NamedOption } from '../../../../lib/options';

const KEY = ['me', 'programs'] as const;
export const PER_PAGE = 12;

interface Page<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

/** The catalogue's filters, as the list query names them. */
export interface ProgramFilters {
  search: string;
  domainId: number | '';
  programType: TProgramType | '';
  from: string;
  to: string;
}
export const NO_FILTERS: ProgramFilters = { search: '', domainId: '', programType: '', from: '', to: '' };

function catalogueQuery(filters: ProgramFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (filters.search.trim()) params.set('q[name_or_code_cont]', filters.search.trim());
  if (filters.domainId !== '') params.set('q[domain_id_eq]', String(filters.domainId));
  if (filters.programType) params.set('q[program_type_eq]', filters.programType);
  if (filters.from) params.set('q[start_date_gteq]', filters.from);
  if (filters.to) params.set('q[start_date_lteq]', filters.to);
  return params.toString();
}

export function useMyPrograms(filters: ProgramFilters, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      apiGet<Page<TMyProgramCard>>(`/api/v1/my/programs?${catalogueQuery(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyProgram(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ data: TMyProgram }>(`/api/v1/my/programs/${id}`, {
          signal,
          // The page explains a program it cannot show (a draft, another institute's, none).
          unreportedStatuses: RECORD_PROBLEM_STATUSES,
        })
      ).data,
  });
}

export function useMyRegistrations(page: number) {
  return useQuery({
    queryKey: [...KEY, 'registrations', page],
    queryFn: ({ signal }) =>
      apiGet<Page<TMyRegistration>>(`/api/v1/my/registrations?page=${page}&per_page=${PER_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET domains/options: the catalogue's domain filter. */
export function useProgramDomainOptions() {
  return useQuery({
    queryKey: [...KEY, 'domains'],
    queryFn: ({ signal }) => getOptions<NamedOption>('/api/v1/domains/options', {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The program's workshops as an iCalendar file (the browser downloads it). */
export const calendarUrl = (programId: number) => `/api/v1/my/programs/${programId}/calendar.ics`;

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useRegisterForProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (programId: number) =>
      (
        await apiSend<{ data: TMyRegistration }>(`/api/v1/my/programs/${programId}/registrations`, {
          errorDisplay: 'message',
        })
      ).data,
    onSettled: refresh,
  });
}

export function useCancelRegistration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiSend(`/api/v1/my/registrations/${registrationId}`, { method: 'DELETE', errorDisplay: 'message' }),
    onSettled: refresh,
  });
}
