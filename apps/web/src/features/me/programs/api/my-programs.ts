// Programs in the educator app (issue 21): the /api/v1/my/programs and /my/registrations calls, their
// query keys and the mutations that refresh them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TProgramType, api } from '@pdp/contract';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';
import { call, urlOf } from '../../../../lib/api-client';
import { OPTIONS_STALE_MS, getOptions, type NamedOption } from '../../../../lib/options';

const KEY = ['me', 'programs'] as const;
export const PER_PAGE = 12;

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
  return {
    page,
    per_page: PER_PAGE,
    // Empty values are left out of the address.
    q: {
      name_or_code_cont: filters.search.trim(),
      domain_id_eq: filters.domainId,
      program_type_eq: filters.programType,
      start_date_gteq: filters.from,
      start_date_lteq: filters.to,
    },
  };
}

export function useMyPrograms(filters: ProgramFilters, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', filters, page],
    queryFn: ({ signal }) => call(api.programs.myList, { query: catalogueQuery(filters, page) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyProgram(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async ({ signal }) =>
      (
        await call(
          api.programs.myGet,
          { params: { id } },
          {
            signal,
            // The page explains a program it cannot show (a draft, another institute's, none).
            unreportedStatuses: RECORD_PROBLEM_STATUSES,
          },
        )
      ).data,
  });
}

export function useMyRegistrations(page: number) {
  return useQuery({
    queryKey: [...KEY, 'registrations', page],
    queryFn: ({ signal }) =>
      call(api.programs.myRegistrations, { query: { page, per_page: PER_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET domains/options: the catalogue's domain filter. */
export function useProgramDomainOptions() {
  return useQuery({
    queryKey: [...KEY, 'domains'],
    queryFn: ({ signal }) => getOptions<NamedOption>(api.settings.nameOptions.domains, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The program's workshops as an iCalendar file (the browser downloads it). */
export const calendarUrl = (programId: number) =>
  urlOf(api.programs.myCalendar, { params: { id: programId } });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useRegisterForProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (programId: number) =>
      (await call(api.programs.myRegister, { params: { id: programId } }, { errorDisplay: 'message' })).data,
    onSettled: refresh,
  });
}

export function useCancelRegistration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (registrationId: number) =>
      call(
        api.programs.myCancelRegistration,
        { params: { id: registrationId } },
        { errorDisplay: 'message' },
      ),
    onSettled: refresh,
  });
}
