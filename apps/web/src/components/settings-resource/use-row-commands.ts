import type { SettingsResource } from '@pdp/contract';
import { useConfirm } from '../confirm-dialog';
import { canMove, movedOrder, type MoveDirection } from './order';
import {
  useDeleteSettingsItem,
  useMoveSettingsItem,
  useToggleSettingsItem,
  type ToggleOptions,
} from './use-settings';
import type { RowOf } from './types';

export interface RowCommandOptions extends ToggleOptions {
  /** "Location", for the delete confirmation's title. */
  thing: string;
}

/**
 * The row commands of a list, as the declaration allows them: move (disabled at the top and the
 * bottom of its group), toggle active and delete (after a confirmation). Used by the kit's table
 * and by panels laid out by hand (a domain).
 */
export function useRowCommands<R extends SettingsResource>(
  resource: R,
  rows: readonly RowOf<R>[],
  parentId: number | undefined,
  { thing, describeError }: RowCommandOptions,
) {
  const confirm = useConfirm();
  const move = useMoveSettingsItem(resource, parentId);
  const toggle = useToggleSettingsItem(resource, parentId, { describeError });
  const remove = useDeleteSettingsItem(resource, parentId);

  return {
    isBusy: move.isPending || toggle.isPending || remove.isPending,
    canMove: (row: RowOf<R>, direction: MoveDirection) =>
      resource.isOrdered && canMove(rows, row.id, direction),
    move: (row: RowOf<R>, direction: MoveDirection) => {
      if (canMove(rows, row.id, direction)) move.mutate({ orders: movedOrder(rows, row.id, direction) });
    },
    toggle: (row: RowOf<R>) => toggle.mutate({ id: row.id, active: !(row.active ?? true) }),
    remove: async (row: RowOf<R>, label: string) => {
      const isConfirmed = await confirm({
        title: `Delete ${thing}?`,
        message: `“${label}” will be deleted. This cannot be undone.`,
        destructive: true,
      });
      if (isConfirmed) remove.mutate(row.id);
    },
  };
}
