import type { Operation } from '@pdp/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The Fastify schema an operation declares (what the zod type provider reads for the handler's types). */
export interface SchemaOf<O extends Operation> extends FastifySchema {
  params: O['params'];
  querystring: O['query'];
  body: O['body'] extends z.ZodType ? O['body'] : undefined;
  response: O['responses'];
}

/** What the route adds to its operation: guards, hooks, config, and the docs-only schema fields. */
export type ServeOptions<O extends Operation> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<O>,
    ZodTypeProvider
  >,
  'schema'
> & {
  schema?: {
    tags?: string[];
    summary?: string;
    description?: string;
    produces?: string[];
    /** A multipart operation's fields, for the OpenAPI document (the files are read by lib/read-upload.ts). */
    body?: O['body'] extends 'multipart' ? z.ZodType : never;
  };
};

export type ServeHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<O>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Any app or encapsulated plugin instance, whatever type provider it was given. */
type AnyApp = Pick<FastifyInstance, 'route'>;

/**
 * Registers the route of a contract operation: method, path, params, query, body and responses come
 * from the declaration (packages/contract/src/api), the guards and handler from the feature. So the
 * server cannot serve a path the contract does not declare, and the OpenAPI document (/api/docs)
 * reads the same schemas. The route's config carries the operation, for the test that every declared
 * operation is served exactly once.
 */
export function serve<O extends Operation>(
  app: AnyApp,
  operation: O,
  options: ServeOptions<O>,
  handler: ServeHandler<O>,
): void {
  const { schema: docs, config, ...rest } = options;
  const schema: FastifySchema = { ...docs, response: operation.responses };
  if (operation.params) schema.params = operation.params;
  if (operation.query) schema.querystring = operation.query;
  if (operation.body === 'multipart') schema.consumes = ['multipart/form-data'];
  else if (operation.body) schema.body = operation.body;
  app.route({
    ...(rest as Omit<RouteOptions, 'method' | 'url' | 'handler'>),
    method: operation.method,
    url: operation.path,
    schema,
    config: { ...(config as object), operation },
    handler: handler as unknown as RouteOptions['handler'],
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation the route serves (set by `serve`). */
    operation?: Operation;
  }
}
