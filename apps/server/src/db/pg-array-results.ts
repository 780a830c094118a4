// pg's Result.addFields, run once per statement, builds an object with a key per column (one key at
// a time into a dictionary-mode object, then copied) as the template of the result's object rows.
// Drizzle's selects and the row builder (plain-rows.ts) read rows as arrays (`rowMode: 'array'`),
// which never use that template: it cost 5 % of a worker's CPU in the read mix (5.3 µs for 28
// columns, where choosing the parsers alone takes 0.6). For an array result, only the parsers are
// chosen; an object result goes through pg's own code unchanged.
// A static import, so the bundle patches the one copy of the module that pg's client uses.
import Result from 'pg/lib/result.js';
import pg from 'pg';

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

const prototype = (Result as unknown as { prototype: { addFields(fields: FieldDescription[]): void } })
  .prototype;
const addFieldsOfPg = prototype.addFields;
if (typeof addFieldsOfPg !== 'function') throw new Error('pg changed: update db/pg-array-results.ts');

prototype.addFields = function addFields(this: ResultInternals, fields: FieldDescription[]) {
  if (!this.rowAsArray) return addFieldsOfPg.call(this, fields);
  this.fields = fields;
  const types = this._types ?? (pg.types as TypeSource);
  const parsers = new Array<(value: string) => unknown>(fields.length);
  for (let i = 0; i < fields.length; i++)
    parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  this._parsers = parsers;
};
