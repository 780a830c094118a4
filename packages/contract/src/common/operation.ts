import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API operation, declared once: the server registers its route from it (method, path, schemas,
 * OpenAPI), and the web calls it through `call()` with the same path and types. The path is the full
 * URL path in Fastify's form (`/api/v1/users/:id`), so a renamed path fails to compile on both sides.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body's schema; `multipart` for an upload (the server reads it with lib/read-upload.ts). */
  readonly body?: z.ZodType | 'multipart';
  /** Status → body schema. A download (CSV, PDF, calendar) declares its 200 as `z.unknown()`-like. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** Declares an operation, keeping its literal types (path, method, schemas) for both sides. */
export const operation = <const O extends Operation>(declared: O): O => declared;

type Success = 200 | 201 | 202 | 204;

/** The body of the operation's successful answer. */
export type ResponseOf<O extends Operation> = O extends Operation
  ? {
      [S in keyof O['responses']]: S extends Success
        ? O['responses'][S] extends z.ZodType
          ? z.output<O['responses'][S]>
          : never
        : never;
    }[keyof O['responses']]
  : never;

type PartInput<S> = S extends z.ZodType ? z.input<S> : never;

/** The path params a caller gives, where the operation declares some. */
export type ParamsInputOf<O extends Operation> = O['params'] extends z.ZodType
  ? { params: z.input<O['params']> }
  : { params?: never };

/** What a caller gives: path params and body, each only where the operation declares one. */
export type InputOf<O extends Operation> = ParamsInputOf<O> &
  (O['body'] extends 'multipart'
    ? { body: FormData }
    : O['body'] extends z.ZodType
      ? { body: PartInput<O['body']> }
      : { body?: never });

/** `/api/v1/users/:id` with `{id: 3}` → `/api/v1/users/3`; every `:name` must be given. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
