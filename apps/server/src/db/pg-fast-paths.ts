// Two of pg's per-statement steps, made cheap for what this app sends; anything else goes through
// pg's own code unchanged. Each cost a worker more CPU in the read mix than the work it did:
// - Result.addFields builds an object with a key per column (one key at a time into a
//   dictionary-mode object, then copied) as the template of a result's object rows. Drizzle's
//   selects and the row builder (plain-rows.ts) read rows as arrays (`rowMode: 'array'`), which
//   never use it: 5.3 µs for 28 columns, where choosing the parsers alone takes 0.6 (5 % of a
//   worker's CPU).
// - normalizeQueryConfig copies each statement's config through its property descriptors, 1.8 µs
//   (2 %), where a plain object's spread copy takes 0.02.
// Static imports, so the bundle patches the one copy of each module that pg's client uses; a pg whose
// internals changed fails at start-up here rather than running unpatched.
import pg from 'pg';
import Result from 'pg/lib/result.js';
import utils from 'pg/lib/utils.js';

interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

type TypeSource = { getTypeParser(oid: number, format: string): (value: string) => unknown };

interface ResultInternals {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers?: ((value: string) => unknown)[];
  _types?: TypeSource;
}

const resultPrototype = (Result as unknown as { prototype: { addFields(fields: FieldDescription[]): void } })
  .prototype;
const addFieldsOfPg = resultPrototype.addFields;
const normalizeOfPg = utils.normalizeQueryConfig;
if (typeof addFieldsOfPg !== 'function' || typeof normalizeOfPg !== 'function')
  throw new Error('pg changed: update db/pg-fast-paths.ts');

resultPrototype.addFields = function addFields(this: ResultInternals, fields: FieldDescription[]) {
  if (!this.rowAsArray) return addFieldsOfPg.call(this, fields);
  this.fields = fields;
  const types = this._types ?? (pg.types as TypeSource);
  const parsers = new Array<(value: string) => unknown>(fields.length);
  for (let i = 0; i < fields.length; i++)
    parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  this._parsers = parsers;
};

/** pg's normalization (a copy, then `values` and `callback` set on it), copying a plain object by spread. */
utils.normalizeQueryConfig = function normalizeQueryConfig(config, values, callback) {
  if (typeof config !== 'object' || config === null || Object.getPrototypeOf(config) !== Object.prototype)
    return normalizeOfPg(config, values, callback);
  const normalized: Record<string, unknown> = { ...config };
  if (values) {
    if (typeof values === 'function') normalized.callback = values;
    else normalized.values = values;
  }
  if (callback) normalized.callback = callback;
  return normalized;
};
