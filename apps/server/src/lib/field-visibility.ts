/**
 * Field-level visibility: which fields of a record only some viewers may read, declared once as data
 * (field → the viewer's relations to the record that may read it), beside the domain's record-level
 * rules in its policies.ts. A viewer with none of a field's relations reads it as null, so a response
 * keeps its shape and a client treats "not for you" as "none". Every presenter of the record calls
 * `visibleTo` with the viewer's relations; what a relation means (an admin, the program's facilitator,
 * an approved registrant…) is the domain policy's to say.
 */

/** The fields of T that may be null: only those can be withheld without changing the shape. */
type NullableField<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T] & string;

/** What a record must share with T to be read through its rules: the withheld fields' types. */
type Governed<T> = Partial<Pick<T, NullableField<T>>>;

export type FieldRules<T, R extends string> = { readonly [K in NullableField<T>]?: readonly R[] };

export interface FieldVisibility<T, R extends string> {
  /** The fields a viewer with these relations may not read. */
  hiddenFrom(relations: ReadonlySet<R>): NullableField<T>[];
  /** The records as that viewer may read them (any shape that has some of the governed fields). */
  visibleTo(relations: ReadonlySet<R>): <U extends Governed<T>>(record: U) => U;
}

export function defineFieldVisibility<T, R extends string>(rules: FieldRules<T, R>): FieldVisibility<T, R> {
  const entries = Object.entries(rules) as [NullableField<T>, readonly R[]][];
  const hiddenFrom = (relations: ReadonlySet<R>) =>
    entries.filter(([, readers]) => !readers.some((r) => relations.has(r))).map(([field]) => field);
  return {
    hiddenFrom,
    visibleTo(relations) {
      const hidden = hiddenFrom(relations);
      return (record) => {
        const present = hidden.filter((field) => field in record);
        if (present.length === 0) return record;
        return { ...record, ...Object.fromEntries(present.map((field) => [field, null])) };
      };
    },
  };
}
