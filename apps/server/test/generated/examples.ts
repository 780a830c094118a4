import { z } from 'zod';
import type { RouteEntry } from '../../src/plugins/auth.js';
import type { Side, World } from './world.js';

/** The JSON Schema (draft 2020-12, as zod writes it) of a route's params, query or body. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
}

type Part = 'params' | 'querystring' | 'body';

export const zodOf = (route: RouteEntry, part: Part) =>
  (route.schema as Partial<Record<Part, z.ZodType>> | undefined)?.[part];

export function jsonSchemaOf(route: RouteEntry, part: Part): JsonSchema | undefined {
  const schema = zodOf(route, part);
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

/** A request that should pass validation: path filled with real ids, a query and a body. */
export interface RouteInput {
  url: string;
  /** The path parameters `url` was filled with. */
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  body: unknown;
  /** Where the request names records: in its path (`/users/:id`), only in its query or body, or nowhere. */
  references: 'path' | 'body' | 'none';
  /** The records it names, by table (`programs` → the program's id). */
  records: Map<string, number>;
  /** Why the route could not be filled on this side (no such record there). */
  missing?: string;
}

/** Texts tried in turn until the field's schema takes one (a pattern, a refine such as a time zone). */
const TEXTS = [
  'Fuzz value',
  'fuzz@example.test',
  '#1f4e79',
  'https://example.test/page',
  'Australia/Sydney',
  'example.edu.au',
  '2020-01-01',
  'ab',
];
// 2026: a year (a VCM work experience’s year_from is 1900 to 2200).
const NUMBERS = [1, 30, 2, 12, 0, 2026];

const PARAM = /:([A-Za-z_]\w*)/g;

/** The literal segment before a path parameter, without an extension: `/profiles/:id.pdf` → profiles. */
function segmentBefore(url: string, name: string): string {
  const segments = url.split('/');
  const index = segments.findIndex((s) => s.startsWith(`:${name}`));
  return (segments[index - 1] ?? '').replace(/\..*$/, '');
}

export const fillPath = (template: string, params: Record<string, string | number>) =>
  template.replace(PARAM, (_, name: string) => encodeURIComponent(String(params[name])));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function getAt(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], value);
}

/** Sets (or with `undefined`, removes) the value at a path, creating objects on the way. */
export function setAt(root: unknown, path: PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const node = (Array.isArray(root) ? [...root] : isRecord(root) ? { ...root } : {}) as Record<
    PropertyKey,
    unknown
  >;
  if (rest.length === 0 && value === undefined) delete node[head!];
  else node[head!] = setAt(node[head!], rest, value);
  return node;
}

export function schemaAt(schema: JsonSchema | undefined, path: PropertyKey[]): JsonSchema | undefined {
  let node = schema;
  for (const key of path) {
    if (!node) return undefined;
    const options = node.anyOf ?? node.oneOf;
    if (options) node = options.find((o) => o.type !== 'null');
    node = typeof key === 'number' ? node?.items : (node?.properties?.[String(key)] ?? undefined);
  }
  return node;
}

/** Every field of a schema, nested ones included (`user`, `user.email`), by path. */
export function fieldPathsOf(schema: JsonSchema | undefined, path: PropertyKey[] = []): PropertyKey[][] {
  const options = schema?.anyOf ?? schema?.oneOf;
  const node = options ? options.find((o) => o.type !== 'null') : schema;
  const own = path.length ? [path] : [];
  if (node?.type === 'object' && node.properties) {
    const children = Object.entries(node.properties).flatMap(([key, child]) =>
      fieldPathsOf(child, [...path, key]),
    );
    return [...own, ...children];
  }
  if (node?.type === 'array' && node.items?.type === 'object')
    return [...own, ...fieldPathsOf(node.items, [...path, 0])];
  return own;
}

/** Every integer or number a schema accepts, by path, with its maximum. */
export function numbersOf(
  schema: JsonSchema | undefined,
  path: string[] = [],
): { path: string; maximum?: number }[] {
  if (!schema) return [];
  const isNumber = (schema.type === 'integer' || schema.type === 'number') && !('const' in schema);
  const here = isNumber ? [{ path: path.join('.'), maximum: schema.maximum }] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => numbersOf(child, [...path, key])),
    ...(schema.anyOf ?? schema.oneOf ?? []).map((option) => numbersOf(option, path)),
    schema.items ? numbersOf(schema.items, [...path, '[]']) : [],
    typeof schema.additionalProperties === 'object'
      ? numbersOf(schema.additionalProperties, [...path, '*'])
      : [],
  ];
  return [...here, ...children.flat()];
}

/**
 * Builds what a route should accept, on one side: `own` uses the records of the world's institute,
 * `other` another institute's. Values come from the JSON Schema and are checked against the route's
 * own zod schema, trying the next candidate for each field it refuses.
 */
export async function exampleInput(world: World, route: RouteEntry, side: Side): Promise<RouteInput> {
  const chosen = new Map<string, number>();
  const names = [...route.url.matchAll(PARAM)].map((m) => m[1]!);
  const params: Record<string, string | number> = {};
  const paramsSchema = jsonSchemaOf(route, 'params');
  let missing: string | undefined;
  // Children first: a department picks its division, rather than a division that may have none.
  for (const name of [...names].reverse()) {
    const target = world.targetOf(
      name === 'id' || name === 'parentId' ? segmentBefore(route.url, name) : name,
    );
    if (!target) {
      if (paramsSchema?.properties?.[name]?.type === 'integer')
        throw new Error(`${route.method} ${route.url}: no table for :${name}; name it in world.ts`);
      params[name] = 'fuzz';
      continue;
    }
    const id = await world.pickId(target, side, chosen);
    if (id === undefined) missing = `no ${target.table} row on the ${side} side`;
    chosen.set(target.table, id ?? 1);
    params[name] = id ?? 1;
  }
  const url = fillPath(route.url, params);
  const lastTable = world.targetOf(segmentBefore(route.url, names.at(-1) ?? '') || '')?.table;

  // Required fields only (a partial update sends `{institute: {}}`): the fuzz sets the others one by one.
  const build = async (part: 'querystring' | 'body', includeOptional = false) => {
    const zod = zodOf(route, part);
    if (!zod) return undefined;
    const json = jsonSchemaOf(route, part)!;
    const context: Context = { world, side, chosen, includeOptional, tableHint: lastTable };
    return repair(zod, json, (await candidates(json, '', context))[0], context);
  };
  const inPath = chosen.size > 0;
  const query = ((await build('querystring')) ?? {}) as Record<string, unknown>;
  const body = await build('body');
  const references = inPath ? 'path' : chosen.size > 0 ? 'body' : 'none';
  return { url, params, query, body, references, records: chosen, missing };
}

interface Context {
  world: World;
  side: Side;
  chosen: Map<string, number>;
  includeOptional: boolean;
  /** The table an `id` field refers to (the enclosing array's name, or the route's). */
  tableHint: string | undefined;
}

async function candidates(schema: JsonSchema, name: string, context: Context): Promise<unknown[]> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const lists = await Promise.all(
      options.filter((o) => o.type !== 'null').map((o) => candidates(o, name, context)),
    );
    return lists.length ? lists.flat() : [null];
  }
  if ('const' in schema) return [schema.const];
  if (schema.enum) return schema.enum;
  switch (schema.type) {
    case 'string': {
      const fits = TEXTS.filter(
        (text) =>
          text.length >= (schema.minLength ?? 0) &&
          text.length <= (schema.maxLength ?? Infinity) &&
          (!schema.pattern || new RegExp(schema.pattern).test(text)),
      );
      return fits.length ? fits : TEXTS;
    }
    case 'integer':
    case 'number': {
      const target =
        name === 'id'
          ? context.tableHint && context.world.targetOf(context.tableHint)
          : name.endsWith('_id')
            ? context.world.targetOf(name)
            : undefined;
      if (target) {
        const id = await context.world.pickId(target, context.side, context.chosen);
        if (id !== undefined) context.chosen.set(target.table, id);
        return [id ?? 1];
      }
      return NUMBERS.filter(
        (n) =>
          n >= (schema.minimum ?? -Infinity) &&
          n > (schema.exclusiveMinimum ?? -Infinity) &&
          n <= (schema.maximum ?? Infinity),
      );
    }
    case 'boolean':
      return [false, true];
    case 'array': {
      if (!schema.minItems || !schema.items) return [[]];
      const itemContext = { ...context, tableHint: name || context.tableHint };
      return [[(await candidates(schema.items, '', itemContext))[0]]];
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (!context.includeOptional && !required.has(key)) continue;
        object[key] = (await candidates(child, key, context))[0];
      }
      return [object];
    }
    default:
      return ['Fuzz value'];
  }
}

/** Tries the next candidate at each path the zod schema refuses, until it parses or nothing is left. */
async function repair(zod: z.ZodType, json: JsonSchema, value: unknown, context: Context) {
  const tried = new Map<string, number>();
  for (let round = 0; round < 30; round++) {
    const result = zod.safeParse(value);
    if (result.success) return value;
    let changed = false;
    for (const issue of result.error.issues) {
      const at = schemaAt(json, issue.path);
      if (!at) continue;
      const key = issue.path.join('.');
      const options = await candidates(at, String(issue.path.at(-1) ?? ''), context);
      const next = (tried.get(key) ?? (getAt(value, issue.path) === undefined ? -1 : 0)) + 1;
      if (next >= options.length) continue;
      tried.set(key, next);
      value = setAt(value, issue.path, options[next]);
      changed = true;
    }
    if (!changed) return value;
  }
  return value;
}
