import type { Operation } from './common/operation.js';
import { usersApi } from './users/api.js';

/**
 * Every API operation, by domain: `api.users.get` is `GET /api/v1/users/:id` with its schemas. The
 * server serves each one (apps/server/src/lib/serve.ts) and the web calls them (lib/api-client.ts).
 */
export const api = {
  users: usersApi,
};

/** Every declared operation, flattened (nested groups such as a domain's sub-resources included). */
export function operationsOf(tree: object = api): Operation[] {
  return Object.values(tree).flatMap((value: unknown) =>
    isOperation(value) ? [value] : typeof value === 'object' && value !== null ? operationsOf(value) : [],
  );
}

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'responses' in value
  );
}
