import type { SettingsResource } from '@pdp/contract';
import { SettingsFormDialog } from './settings-form-dialog';
import { SettingsTable } from './settings-table';
import type { RowOf, SettingsUi } from './types';
import type { useSettingsDialog } from './use-settings-dialog';

export interface NestedSettingsListProps<R extends SettingsResource> {
  resource: R;
  ui: SettingsUi<R>;
  /** The parent row's id (the division of its departments, the domain of its capabilities). */
  parentId: number;
  /** The parent panel's dialog state: its Add button opens the create modal of this list. */
  dialog: ReturnType<typeof useSettingsDialog<RowOf<R>>>;
  /** The table's accessible name ("Departments of Health"). */
  'aria-label': string;
}

/**
 * A nested resource's list inside its parent's panel: the plain table (the panel has the border)
 * and its create / edit modal, both scoped to the parent.
 */
export function NestedSettingsList<R extends SettingsResource>({
  resource,
  ui,
  parentId,
  dialog,
  'aria-label': label,
}: NestedSettingsListProps<R>) {
  return (
    <>
      <SettingsTable
        resource={resource}
        ui={ui}
        parentId={parentId}
        onEdit={dialog.openEdit}
        aria-label={label}
        isPlain
      />
      <SettingsFormDialog resource={resource} ui={ui} parentId={parentId} {...dialog.props} />
    </>
  );
}
