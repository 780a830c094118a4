/**
 * What a form field may hold, read from the contract's zod schema: a text's maximum length, a
 * number's range and whether it is whole. The fields of this folder use it so that the browser stops
 * typing, and the counter counts, at the same limit the server checks (house rule 2).
 *
 * It reads the schema's own description (zod 4's `def.type` and the getters every zod schema has)
 * rather than `instanceof z.ZodString`: importing zod's classes here would load zod with every form
 * screen, while a screen that passes no schema, or only to a field the user opens, needs none
 * (docs/performance.md, "First load").
 */
import type { z } from 'zod';

export interface FieldLimits {
  /** 'text' for a string schema, 'number' for a number schema, else 'other' (booleans, enums, lists). */
  kind: 'text' | 'number' | 'other';
  maxLength?: number;
  min?: number;
  max?: number;
  /** A whole number (`.int()`). */
  isInteger?: boolean;
}

const NO_LIMITS: FieldLimits = { kind: 'other' };

/** The getters zod's object, string and number schemas have, as far as this module reads them. */
interface SchemaLike {
  def?: { type?: string; in?: unknown; out?: unknown; innerType?: unknown };
  shape?: Record<string, unknown>;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}
const typeOf = (schema: unknown) => (schema as SchemaLike | undefined)?.def?.type;

/** `.int()` alone bounds a number at ±2^53−1: a representation limit, not one to show a user. */
const bound = (value: number | null) =>
  value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

/**
 * The schema under the wrappers that do not change what the input holds: optional, nullable,
 * default, the pipe a `.transform()` makes (its input side) and the one `z.preprocess()` makes (its
 * output side, as zod's JSON Schema reads it: the input side is the preprocessing function). A
 * refinement is a check on the same schema in zod 4, so it needs no unwrapping.
 */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; depth < 10 && current; depth += 1) {
    const def = (current as SchemaLike).def;
    const inner = typeOf(def?.in) === 'transform' ? def?.out : (def?.in ?? def?.innerType);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The schema of `name` (a react-hook-form path such as `institute.name`) inside an object schema. */
function schemaAt(schema: z.ZodType, name: string): unknown {
  let current: unknown = schema;
  for (const key of name.split('.')) {
    const object = unwrap(current);
    if (typeOf(object) !== 'object') return undefined;
    current = (object as SchemaLike).shape?.[key];
  }
  return unwrap(current);
}

/** The limits of one field of a form's schema; none for a name the schema does not have. */
export function fieldLimitsOf(schema: z.ZodType | undefined, name: string): FieldLimits {
  if (!schema) return NO_LIMITS;
  const field = schemaAt(schema, name) as SchemaLike | undefined;
  if (field && typeOf(field) === 'string') {
    return { kind: 'text', maxLength: field.maxLength ?? undefined };
  }
  if (field && typeOf(field) === 'number') {
    return {
      kind: 'number',
      min: bound(field.minValue ?? null),
      max: bound(field.maxValue ?? null),
      isInteger: field.isInt,
    };
  }
  return NO_LIMITS;
}
