// A user's page's first reads, started by the router beside its code (lib/route-prefetch.ts).
// Kept light: query options only, so this chunk arrives long before the page's.
import { departmentOptionsQueryOptions, employmentTypeOptionsQueryOptions } from '../../lib/options';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { userQueryOptions } from './api/get-user';

/** The user the address names and the choices of the profile form's organisation fields. */
export const prefetch: RoutePrefetch = (client, { me, params }) => {
  // Someone without the right sees the no-access panel; "new" and odd ids read no user.
  if (!me.permissions.includes('users.view') || !/^\d+$/.test(params.id ?? '')) return;
  void client.prefetchQuery(userQueryOptions(Number(params.id)));
  void client.prefetchQuery(departmentOptionsQueryOptions());
  void client.prefetchQuery(employmentTypeOptionsQueryOptions());
};
