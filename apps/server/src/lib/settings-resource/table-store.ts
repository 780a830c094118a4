import { and, asc, count, desc, eq, getTableColumns, inArray, max, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../db-errors.js';
import type { CompiledList, FieldType, ListField } from '../list-query.js';
import { preparedStatement } from '../../db/prepared.js';
import { sqlArray } from '../../db/sql-rows.js';

/** A tenant settings table: `(institute_id, id)` plus the resource's own columns. */
export type SettingsTable = PgTable & { institute_id: PgColumn; id: PgColumn };
export type Row = Record<string, unknown> & { id: number };

export interface Scope {
  instituteId: number;
  /** The parent row's id for nested resources (a division's departments). */
  parentId?: number;
}

const FIELD_TYPES: Record<string, FieldType> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  date: 'date',
};

/**
 * The one repository behind every settings resource: list, find, insert, update, delete and reorder,
 * always inside one institute (and one parent, when nested). Deactivated rows sort last.
 */
export function createTableStore(table: SettingsTable, options: { parentKey?: string; sortKey: string }) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const parentColumn = options.parentKey ? columns[options.parentKey] : undefined;
  const active = columns.active;
  const displayOrder = columns.display_order;
  // `as never` bridges Drizzle's per-table generics: the kit works on any table of this shape.
  const t = table as never;
  const tableName = getTableConfig(table).name;

  const scoped = (scope: Scope, extra?: SQL) =>
    and(
      eq(table.institute_id, scope.instituteId),
      parentColumn && scope.parentId !== undefined ? eq(parentColumn, scope.parentId) : undefined,
      extra,
    );

  const baseSort: SQL[] = [
    ...(active ? [desc(active)] : []),
    ...(displayOrder ? [asc(displayOrder)] : [asc(columns[options.sortKey]!)]),
    asc(table.id),
  ];

  // The list as every picker and settings page asks for it (no filter, the default order): a
  // statement built and prepared once per connection, instead of built on every request.
  const hasEveryScopeKey = (scope: Scope) => !parentColumn || scope.parentId !== undefined;
  const defaultPage = preparedStatement((db) =>
    db
      .select()
      .from(t)
      .where(
        and(
          eq(table.institute_id, sql.placeholder('instituteId')),
          parentColumn ? eq(parentColumn, sql.placeholder('parentId')) : undefined,
        ),
      )
      .orderBy(...baseSort)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      // Unique to the text: a table may have two stores (its own, and as a nested resource's parent).
      .prepare(`settings_page_${tableName}_${options.sortKey}_${options.parentKey ?? ''}`),
  );

  /** Filterable and sortable fields: every plain column but keys and file storage keys. */
  const listFields: Record<string, ListField> = Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => name !== 'institute_id' && !name.endsWith('_key'))
      .map(([name, column]) => [name, { expression: column, type: FIELD_TYPES[column.dataType] ?? 'text' }]),
  );

  // Per-institute unique columns, by constraint name: `unique().on(institute_id, value)`, and the
  // case-insensitive `<table>_institute_id_<field>_unique` indexes (`caseInsensitiveUnique`).
  const config = getTableConfig(table);
  const uniqueFields = [
    ...config.uniqueConstraints.flatMap((u) => {
      const constraint = u.getName();
      const field = u.columns.map((c) => c.name).find((name) => name !== 'institute_id') ?? 'base';
      return constraint ? [{ constraint, field }] : [];
    }),
    ...config.indexes.flatMap(({ config: index }) => {
      const field = index.unique
        ? new RegExp(`^${config.name}_institute_id_(\\w+)_unique$`).exec(index.name ?? '')?.[1]
        : undefined;
      return field ? [{ constraint: index.name!, field }] : [];
    }),
  ];

  return {
    isOrdered: Boolean(displayOrder),

    /** The field whose per-institute uniqueness a database error violates, if it is one. */
    duplicateFieldOf(error: unknown): string | undefined {
      return uniqueFields.find((u) => isUniqueViolation(error, u.constraint))?.field;
    },
    listFields,
    defaultSort: baseSort,

    async list(
      db: Executor,
      scope: Scope,
      list: Pick<CompiledList, 'where' | 'orderBy' | 'limit' | 'offset'>,
    ) {
      const where = scoped(scope, list.where);
      // Deactivated rows stay at the bottom whatever the requested sort.
      const orderBy = active ? [desc(active), ...list.orderBy] : list.orderBy;
      const isDefaultPage = !list.where && list.orderBy === baseSort && hasEveryScopeKey(scope);
      const rows = (
        isDefaultPage
          ? await defaultPage(db).execute({ ...scope, limit: list.limit, offset: list.offset })
          : await db
              .select()
              .from(t)
              .where(where)
              .orderBy(...orderBy)
              .limit(list.limit)
              .offset(list.offset)
      ) as Row[];
      // A page that is not full ends the list, so its total is known without counting (most
      // settings lists fit one page); an empty page past the end still counts.
      if (rows.length < list.limit && (rows.length > 0 || list.offset === 0)) {
        return { rows, total: list.offset + rows.length };
      }
      const [total] = (await db.select({ n: count() }).from(t).where(where)) as { n: number }[];
      return { rows, total: Number(total?.n ?? 0) };
    },

    async all(db: Executor, scope: Scope): Promise<Row[]> {
      return (await db
        .select()
        .from(t)
        .where(scoped(scope))
        .orderBy(...baseSort)) as Row[];
    },

    async find(db: Executor, scope: Scope, id: number): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(t)
        .where(scoped(scope, eq(table.id, id)))) as Row[];
      return row;
    },

    async insert(db: Executor, scope: Scope, values: Record<string, unknown>): Promise<Row> {
      const row: Record<string, unknown> = { ...values, institute_id: scope.instituteId };
      if (parentColumn) row[options.parentKey!] = scope.parentId;
      if (displayOrder) {
        const [last] = (await db
          .select({ n: max(displayOrder) })
          .from(t)
          .where(scoped(scope))) as { n: unknown }[];
        row.display_order = Number(last?.n ?? 0) + 1;
      }
      const [inserted] = (await db
        .insert(t)
        .values(row as never)
        .returning()) as Row[];
      return inserted!;
    },

    async update(
      db: Executor,
      scope: Scope,
      id: number,
      values: Record<string, unknown>,
    ): Promise<Row | undefined> {
      if (Object.keys(values).length === 0) return this.find(db, scope, id);
      const [updated] = (await db
        .update(t)
        .set(values as never)
        .where(scoped(scope, eq(table.id, id)))
        .returning()) as Row[];
      return updated;
    },

    async remove(db: Executor, scope: Scope, id: number): Promise<boolean> {
      const deleted = (await db
        .delete(t)
        .where(scoped(scope, eq(table.id, id)))
        .returning({ id: table.id })) as Row[];
      return deleted.length === 1;
    },

    /**
     * Takes the list's lock for the rest of the transaction: every change to one list's order
     * (create, reorder, (de)activate) queues behind it, so concurrent ones cannot deadlock.
     */
    async lockList(db: Executor, scope: Scope): Promise<void> {
      const list = `${tableName}:${scope.instituteId}:${scope.parentId ?? ''}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${tableName}), hashtext(${list}))`);
    },

    /** Writes display_order 1..n in the given order, in one statement (callers hold the list's lock). */
    async renumber(db: Executor, scope: Scope, orderedIds: number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const positions = orderedIds.map((_, index) => index + 1);
      await db.execute(sql`
        update ${table} set display_order = v.position
          from unnest(${sqlArray(orderedIds, 'int')}, ${sqlArray(positions, 'int')}) as v(id, position)
         where ${table.institute_id} = ${scope.instituteId} and ${table.id} = v.id`);
    },

    async countIn(db: Executor, scope: Scope, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [found] = (await db
        .select({ n: count() })
        .from(t)
        .where(scoped(scope, inArray(table.id, ids)))) as { n: number }[];
      return Number(found?.n ?? 0);
    },
  };
}
