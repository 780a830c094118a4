import { api, UNIT_DELIVERER_QUERY_KEYS, type TQualificationDeliverer } from '@pdp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams, ListResponse } from '../../../components/data-table';
import { call, urlOf } from '../../../lib/api-client';

/** What the unit search asks: a unit code, and the day (yyyy-MM-dd; '' for today). */
export interface UnitDeliverersSearch {
  unit: string;
  asAt: string;
}

const queryOf = ({ unit, asAt }: UnitDeliverersSearch) => ({
  q: { [UNIT_DELIVERER_QUERY_KEYS.unit]: unit, [UNIT_DELIVERER_QUERY_KEYS.asAt]: asAt },
});

/** GET /api/v1/reports/unit_deliverers: the unit's claimants as at the day, with their reasons. */
export const unitDeliverersQueryOptions = (search: UnitDeliverersSearch) =>
  queryOptions({
    queryKey: ['reports', 'unit_deliverers', search],
    queryFn: ({ signal }) =>
      call(
        api.reports.unit_deliverers.list,
        { query: queryOf(search) },
        { signal, unreportedStatuses: [404, 422] },
      ),
  });

export function useUnitDeliverers(search: UnitDeliverersSearch | null) {
  return useQuery({
    ...unitDeliverersQueryOptions(search ?? { unit: '', asAt: '' }),
    enabled: search !== null,
    retry: false,
  });
}

/** The same search as CSV. */
export const unitDeliverersCsvUrl = (search: UnitDeliverersSearch) =>
  urlOf(api.reports.unit_deliverers.exportCsv, { query: queryOf(search) });

const fetchQualificationDeliverers =
  (params: ListParams) =>
  ({ signal }: { signal: AbortSignal }) =>
    call(
      api.reports.qualification_deliverers.list,
      { query: params },
      { signal, unreportedStatuses: [404, 422] },
    );

/**
 * GET /api/v1/reports/qualification_deliverers: a page of the educators who claim a unit of the
 * qualification (`q[qualification_code_eq]`, `q[as_at_eq]`), each unit judged, most units first.
 */
export const qualificationDeliverersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['reports', 'qualification_deliverers', params],
    queryFn: fetchQualificationDeliverers(params),
    retry: false,
  });

/** The same query (one request, one cache entry) as the table reads it: its rows and meta. */
export const qualificationDeliverersPageQueryOptions = (params: ListParams) =>
  queryOptions<ListResponse<TQualificationDeliverer>>({
    queryKey: ['reports', 'qualification_deliverers', params],
    queryFn: fetchQualificationDeliverers(params),
    retry: false,
  });

/** The same search as CSV (every page: a row per educator and unit). */
export const qualificationDeliverersCsvUrl = ({ q }: ListParams) =>
  urlOf(api.reports.qualification_deliverers.exportCsv, { query: { q } });

/** GET /api/v1/reports/unit_deliverers/units: the units to pick from, with their qualifications. */
export const unitDelivererUnitsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'unit_deliverers', 'units'],
    queryFn: ({ signal }) => call(api.reports.unit_deliverers.units, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useUnitDelivererUnits = () => useQuery(unitDelivererUnitsQueryOptions());
