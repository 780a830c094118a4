import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type TRegistration, api } from '@pdp/contract';
import { call, urlOf } from '../../../lib/api-client';

/**
 * GET /api/v1/programs/{id}/registrations, every page of it (the Attendance tab shows the whole
 * list), sorted by family name (part 2 §9).
 */
export async function listRegistrations(programId: number, signal?: AbortSignal): Promise<TRegistration[]> {
  const rows: TRegistration[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(
      api.programs.listRegistrations,
      {
        params: { id: programId },
        query: { q: { s: 'user_family_name asc' }, page: String(page), per_page: String(LIMITS.pageSizeMax) },
      },
      { signal },
    );
    rows.push(...response.data);
    const total = response.meta?.total ?? rows.length;
    if (response.data.length === 0 || rows.length >= total) return sortByFamilyName(rows);
  }
}

/** Family name, then given name: the server's order, kept when a row changes in place. */
export function sortByFamilyName(rows: readonly TRegistration[]): TRegistration[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  return [...rows].sort(
    (a, b) =>
      collator.compare(a.user_family_name, b.user_family_name) ||
      collator.compare(a.user_given_name, b.user_given_name) ||
      a.id - b.id,
  );
}

export const registrationsQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['programs', 'registrations', programId],
    queryFn: ({ signal }) => listRegistrations(programId, signal),
  });

export function useRegistrations(programId: number) {
  return useQuery(registrationsQueryOptions(programId));
}

/** Replaces one row in the cached list (an optimistic change, or the server's answer). */
export function patchCachedRegistration(
  queryClient: QueryClient,
  programId: number,
  id: number,
  patch: (row: TRegistration) => TRegistration,
): void {
  queryClient.setQueryData(registrationsQueryOptions(programId).queryKey, (rows) =>
    rows?.map((row) => (row.id === id ? patch(row) : row)),
  );
}

/** Every change to a program's registrations (attendance, flags, adding, removing) carries this key. */
export const registrationChangeKey = (programId: number) => [
  'programs',
  'registrations',
  programId,
  'change',
];

/**
 * What every change to a program's registrations shares (spread into its mutation options):
 * - its key;
 * - when it starts, a read of the list still under way is cancelled: that read began before the
 *   change, and could land after the change is saved and its tick no longer pending, showing the
 *   old value again until the next read;
 * - once it settles, the list again from the server, and the program (its registration count and
 *   the programs list's registration info). Only once the last of several quick changes settles: a
 *   read started earlier would bring back a list without the later, still unsaved, ticks.
 */
export function registrationChangeOptions(queryClient: QueryClient, programId: number) {
  const mutationKey = registrationChangeKey(programId);
  return {
    mutationKey,
    onMutate: () => queryClient.cancelQueries({ queryKey: registrationsQueryOptions(programId).queryKey }),
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
    },
  };
}

/** The registrations as CSV (GET …/registrations.csv), a plain download. */
export const registrationsCsvUrl = (programId: number) =>
  urlOf(api.programs.registrationsCsv, { params: { id: programId } });

/** The attendance sign-in sheet: one row per registrant, one column per workshop. */
export const attendancePdfUrl = (programId: number) =>
  urlOf(api.programs.attendancePdf, { params: { id: programId } });
