import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every tenant table starts with: the tenant key first, so indexes and a Citus distribution can lead with it. */
export function tenantColumns() {
  return {
    institute_id: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
  };
}

export function timestamps() {
  return {
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

export const flag = (defaultValue = false) => boolean().notNull().default(defaultValue);
