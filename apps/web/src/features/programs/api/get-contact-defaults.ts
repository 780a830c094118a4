import { useQuery } from '@tanstack/react-query';
import { type TInstitute, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

export type ContactDefaults = Pick<
  TInstitute,
  | 'program_default_contact_name'
  | 'program_default_contact_title'
  | 'program_default_contact_email'
  | 'program_default_contact_phone'
>;

/** GET /api/v1/institutes/{id}: the institute's default program contact, which a new program starts with. */
export function useContactDefaults(instituteId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['institutes', instituteId, 'program-contact'],
    queryFn: async ({ signal }) =>
      (
        await call(
          api.institutes.get,
          { params: { id: instituteId } },
          { signal, unreportedStatuses: [403, 404] },
        )
      ).data,
    enabled,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
