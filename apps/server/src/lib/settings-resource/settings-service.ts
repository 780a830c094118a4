import type { SettingsResource, TListQuery } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { isForeignKeyViolation, missingReferenceOf } from '../db-errors.js';
import { AppError } from '../errors.js';
import { compileListQuery, listMeta, type ListResource } from '../list-query.js';
import { acceptUpload, newStorageKey, uploadUrl } from '../uploads.js';
import { createTableStore, type Row, type Scope, type SettingsTable } from './table-store.js';

/** How a declared resource is stored: its table, and the few rules a declaration cannot say. */
export interface SettingsBinding {
  resource: SettingsResource;
  table: SettingsTable;
  /** For nested resources: the parent's table, checked to belong to the institute. */
  parentTable?: SettingsTable;
  /** Default sort column of unordered resources. */
  sortKey: string;
  /** Computed fields of the answer (a department's label). */
  present?: (row: Row) => Record<string, unknown>;
  /** Why a row cannot be deleted (it is still used), or undefined when it can. */
  inUse?: (db: Executor, instituteId: number, id: number) => Promise<string | undefined>;
  /** Runs in an update's transaction, after the row changed (employment types recompute passports). */
  afterUpdate?: (
    tx: Executor,
    instituteId: number,
    id: number,
    patch: Record<string, unknown>,
  ) => Promise<void>;
}

/** The business rules shared by every settings resource. Handlers call these; only the store touches Drizzle. */
export function createSettingsService(deps: AppDeps, binding: SettingsBinding) {
  const { resource } = binding;
  const store = createTableStore(binding.table, {
    parentKey: resource.parent?.key,
    sortKey: binding.sortKey,
  });
  const parentStore = binding.parentTable
    ? createTableStore(binding.parentTable, { sortKey: 'id' })
    : undefined;
  const listResource: ListResource = {
    name: resource.plural,
    fields: store.listFields,
    defaultSort: store.defaultSort,
  };
  const uploadFields = Object.keys(resource.uploads);

  function present(row: Row) {
    const files = Object.fromEntries(
      uploadFields.flatMap((field) => [
        [`${field}_url`, uploadUrl(row[`${field}_key`] as string | null)],
        [`${field}_filename`, row[`${field}_filename`] ?? null],
      ]),
    );
    return { ...row, ...files, ...binding.present?.(row) };
  }

  async function checkedScope(instituteId: number, parentId?: number): Promise<Scope> {
    if (
      parentStore &&
      parentId !== undefined &&
      !(await parentStore.find(deps.db, { instituteId }, parentId))
    ) {
      throw AppError.notFound(resource.parent!.plural.replace(/s$/, ''));
    }
    return { instituteId, parentId };
  }

  /** Runs a write, answering a 422 on the field when it would duplicate a value unique in the institute. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const field = store.duplicateFieldOf(error);
      if (field) throw AppError.validation({ [field]: ['has already been taken'] });
      // The parent (a division, a domain) was deleted by another admin after the scope was checked.
      const parent = resource.parent;
      if (parent && missingReferenceOf(error) === parent.key)
        throw AppError.notFound(parent.plural.replace(/s$/, ''));
      throw error;
    }
  }

  /**
   * Applies the requested display orders, then renumbers the whole list from 1, active rows first,
   * so the numbers always run 1..n with deactivated rows at the bottom. Runs in the caller's transaction.
   */
  async function renumberWithin(tx: Executor, scope: Scope, orders: { id: number; display_order: number }[]) {
    const requested = new Map(orders.map((o) => [o.id, o.display_order]));
    const rows = await store.all(tx, scope);
    const position = (row: Row) => requested.get(row.id) ?? (row.display_order as number);
    const sorted = [...rows].sort(
      (a, b) =>
        Number(b.active ?? true) - Number(a.active ?? true) ||
        position(a) - position(b) ||
        Number(requested.has(b.id)) - Number(requested.has(a.id)) ||
        a.id - b.id,
    );
    await store.renumber(
      tx,
      scope,
      sorted.map((row) => row.id),
    );
  }

  async function findOrFail(scope: Scope, id: number): Promise<Row> {
    const row = await store.find(deps.db, scope, id);
    if (!row) throw AppError.notFound(resource.singular);
    return row;
  }

  return {
    async list(instituteId: number, parentId: number | undefined, query: TListQuery) {
      const scope = await checkedScope(instituteId, parentId);
      const compiled = compileListQuery(listResource, query);
      const { rows, total } = await store.list(deps.db, scope, compiled);
      return { data: rows.map(present), meta: listMeta(compiled, total) };
    },

    async get(instituteId: number, parentId: number | undefined, id: number) {
      return present(await findOrFail(await checkedScope(instituteId, parentId), id));
    },

    async create(instituteId: number, parentId: number | undefined, input: Record<string, unknown>) {
      if (!resource.canCreate) throw AppError.badRequest(`New ${resource.plural} cannot be added.`);
      const scope = await checkedScope(instituteId, parentId);
      // A new row goes last among the active rows, above any deactivated ones: renumber 1..n.
      const created = await writing(() =>
        deps.db.transaction(async (tx) => {
          if (store.isOrdered) await store.lockList(tx, scope);
          const row = await store.insert(tx, scope, input);
          if (store.isOrdered) await renumberWithin(tx, scope, []);
          return row;
        }),
      );
      return present((await store.find(deps.db, scope, created.id))!);
    },

    async update(
      instituteId: number,
      parentId: number | undefined,
      id: number,
      patch: Record<string, unknown>,
    ) {
      const scope = await checkedScope(instituteId, parentId);
      // A deactivated row moves to the very bottom, a reactivated one to the end of the active rows;
      // renumber so orders stay 1..n, in the same transaction as the change.
      const updated = await writing(() =>
        deps.db.transaction(async (tx) => {
          const isReordering = 'active' in patch && store.isOrdered;
          if (isReordering) await store.lockList(tx, scope);
          const row = await store.update(tx, scope, id, patch);
          if (row && isReordering) {
            const last = patch.active === false ? [{ id, display_order: Number.MAX_SAFE_INTEGER }] : [];
            await renumberWithin(tx, scope, last);
          }
          if (row) await binding.afterUpdate?.(tx, instituteId, id, patch);
          return row;
        }),
      );
      if (!updated) throw AppError.notFound(resource.singular);
      return present((await store.find(deps.db, scope, id))!);
    },

    async remove(instituteId: number, parentId: number | undefined, id: number) {
      if (!resource.canDelete) throw AppError.badRequest(`${resource.plural} cannot be deleted.`);
      const scope = await checkedScope(instituteId, parentId);
      const row = await findOrFail(scope, id);
      const reason = await binding.inUse?.(deps.db, instituteId, id);
      if (reason) throw AppError.badRequest(reason, 'Cannot delete');
      try {
        await store.remove(deps.db, scope, id);
      } catch (error) {
        // Something started using the row between the check and the delete.
        if (isForeignKeyViolation(error)) {
          throw AppError.badRequest(`This ${resource.singular.toLowerCase()} is in use.`, 'Cannot delete');
        }
        throw error;
      }
      await Promise.all(
        uploadFields.map((f) => row[`${f}_key`] && deps.storage.delete(row[`${f}_key`] as string)),
      );
    },

    /**
     * Applies the requested display orders, then renumbers the whole list from 1 in one transaction,
     * active rows first, so the numbers always run 1..n with deactivated rows at the bottom.
     */
    async reorder(
      instituteId: number,
      parentId: number | undefined,
      orders: { id: number; display_order: number }[],
    ) {
      const scope = await checkedScope(instituteId, parentId);
      const ids = [...new Set(orders.map((o) => o.id))];
      if (ids.length && (await store.countIn(deps.db, scope, ids)) !== ids.length)
        throw AppError.notFound(resource.singular);
      await deps.db.transaction(async (tx) => {
        await store.lockList(tx, scope);
        await renumberWithin(tx, scope, orders);
      });
      return (await store.all(deps.db, scope)).map(present);
    },

    /** Validates the file by its content, stores it under a new key, and drops the file it replaces. */
    async upload(
      instituteId: number,
      parentId: number | undefined,
      id: number,
      field: string,
      data: Buffer,
      filename: string,
    ) {
      const rule = Object.hasOwn(resource.uploads, field) ? resource.uploads[field] : undefined;
      if (!rule) throw AppError.validation({ [field]: ['cannot be uploaded'] });
      const scope = await checkedScope(instituteId, parentId);
      const before = await findOrFail(scope, id);
      const accepted = await acceptUpload(field, data, rule);
      const key = newStorageKey(instituteId, accepted.kind);
      await deps.storage.put(key, accepted.data);
      const updated = await store.update(deps.db, scope, id, {
        [`${field}_key`]: key,
        [`${field}_filename`]: filename || `${field}.${accepted.kind}`, // sanitised as read: at most 255 characters
      });
      const previous = before[`${field}_key`] as string | null;
      if (previous) await deps.storage.delete(previous);
      return present(updated!);
    },
  };
}
