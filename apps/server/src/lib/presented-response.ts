import { isDeepStrictEqual } from 'node:util';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** Under Vitest every presented response is also encoded through its schema and compared. */
const isVerified = process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST);

/**
 * A route option (`serializerCompiler: presentedResponse`) for the busiest reads, whose bodies the
 * server's own presenters build field by field: the body is `JSON.stringify`d as it is, without the
 * zod encode that checks it against the response schema (about a tenth of a 100-row list request's
 * CPU). The check moves to the tests: under Vitest each such response is encoded through its schema
 * too, and a body that the encode would change (an extra or missing field, a wrong type, a default
 * it relies on) fails the request with the difference. So a presenter that drifts from the contract
 * fails its route's tests instead of being silently mended in production.
 */
export function presentedResponse<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  if (!isVerified) return (data) => JSON.stringify(data);
  const encode = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  return (data) => {
    const plain = JSON.stringify(data);
    const encoded = encode(data);
    if (!isDeepStrictEqual(JSON.parse(plain), JSON.parse(encoded)))
      throw new Error(
        `${route.method} ${route.url} (${route.httpStatus}): the presented body is not what its schema encodes:\n` +
          `${plain.slice(0, 2000)}\n!==\n${encoded.slice(0, 2000)}`,
      );
    return plain;
  };
}
