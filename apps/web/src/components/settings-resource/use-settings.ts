import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsResource } from '@pdp/contract';
import { useMemo } from 'react';
import type { ListResponse } from '../data-table/list-query';
import { ApiError, describeApiError } from '../../lib/api-client';
import { showErrorModal } from '../../lib/messages';
import { useOnceTrue } from '../../lib/use-once-true';
import { displayOrder, withOrders } from './order';
import {
  createSettingsItem,
  deleteSettingsItem,
  reorderSettingsItems,
  settingsKeys,
  settingsListQueryOptions,
  updateSettingsItem,
  uploadSettingsFile,
} from './settings-api';
import type { RowOf } from './types';

/**
 * The kit's hooks: every list, create, update, delete, reorder, toggle and upload of a settings
 * resource goes through these (sections never call the API themselves).
 */

/** The whole list, in display order (deactivated rows at the bottom). */
export function useSettingsList<R extends SettingsResource>(resource: R, parentId?: number) {
  const query = useQuery(settingsListQueryOptions<RowOf<R>>(resource, parentId));
  const rows = useMemo(() => displayOrder(query.data?.data ?? []), [query.data]);
  return { ...query, rows };
}

/**
 * Whether a section of parents with nested lists (divisions and their departments, domains and their
 * capabilities) is still on its first load: the parents' list, then every nested list under
 * `parentIds` (the same reads as each parent's `useSettingsList`). Blocks growing one by one as their
 * lists arrived moved everything under them (a layout shift), so the section shows its blocks once
 * all of them can show theirs; a parent added or shown later shows at once.
 */
export function useIsFirstLoadPending<R extends SettingsResource>(
  parents: { isPending: boolean },
  nested: R,
  parentIds: number[],
): boolean {
  const isAnyNestedPending = useQueries({
    queries: parentIds.map((parentId) => settingsListQueryOptions<RowOf<R>>(nested, parentId)),
    combine: (results) => results.some((result) => result.isPending),
  });
  return !useOnceTrue(!parents.isPending && !isAnyNestedPending);
}

/** Refreshes one list (and, for a parent, its nested lists). */
export function useRefreshSettings<R extends SettingsResource>(resource: R, parentId?: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.list(resource, parentId) });
}

export interface SaveVariables {
  /** The row to update; a create when absent. */
  id?: number;
  values: Record<string, unknown>;
}

/** Create (POST) or update (PUT) from the modal. The list is refreshed by the modal once uploads end. */
export function useSaveSettingsItem<R extends SettingsResource>(resource: R, parentId?: number) {
  return useMutation({
    mutationFn: ({ id, values }: SaveVariables) =>
      id === undefined
        ? createSettingsItem<RowOf<R>>(resource, parentId, values)
        : updateSettingsItem<RowOf<R>>(resource, parentId, id, values),
  });
}

/** One file, after a save; the modal uploads them one at a time. */
export function useUploadSettingsFile<R extends SettingsResource>(resource: R, parentId?: number) {
  return useMutation({
    mutationFn: ({ id, field, file }: { id: number; field: string; file: File }) =>
      uploadSettingsFile<RowOf<R>>(resource, parentId, id, field, file),
  });
}

/** DELETE; a 400 (the record is still used) shows the server's message in the Error! modal. */
export function useDeleteSettingsItem<R extends SettingsResource>(resource: R, parentId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSettingsItem(resource, parentId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all(resource) }),
  });
}

export interface ToggleOptions {
  /** The Error! modal's text for a failed toggle; the server's message by default. */
  describeError?: (error: unknown) => string;
}

const describeDefault = (error: unknown) =>
  error instanceof ApiError ? describeApiError(error) : 'Failed to update';

/** PUT {singular: {active}}: the server moves a deactivated row to the bottom and renumbers. */
export function useToggleSettingsItem<R extends SettingsResource>(
  resource: R,
  parentId?: number,
  { describeError = describeDefault }: ToggleOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      updateSettingsItem(resource, parentId, id, { active }),
    onError: (error) => showErrorModal(describeError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.list(resource, parentId) }),
  });
}

/**
 * Move up or down: sends the whole list renumbered from 1 to the bulk order path. The screen moves
 * the row at once; the server's renumbered list then replaces it (or the list reloads on failure).
 */
export function useMoveSettingsItem<R extends SettingsResource>(resource: R, parentId?: number) {
  const queryClient = useQueryClient();
  const key = settingsKeys.list(resource, parentId);
  type List = ListResponse<RowOf<R>>;
  return useMutation({
    mutationFn: ({ orders }: { orders: { id: number; display_order: number }[] }) =>
      reorderSettingsItems<RowOf<R>>(resource, parentId, orders),
    onMutate: async ({ orders }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<List>(key, (list) => list && { ...list, data: withOrders(list.data, orders) });
    },
    onSuccess: (rows) => queryClient.setQueryData<List>(key, (list) => list && { ...list, data: rows }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
