/**
 * The users feature's query keys, here so another feature can refresh a user without importing it
 * (features stand alone): the points sections change the profile header's Passport Obtained date.
 */
export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/v1/users/{id}: the profile and its header. */
export const userDetailQueryKey = (id: number) => [...USERS_QUERY_KEY, 'detail', id] as const;
