import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsResource } from '@pdp/contract';
import type { ReactNode } from 'react';
import { SettingsFormDialog } from './settings-form-dialog';
import { SettingsTable } from './settings-table';
import { useSettingsDialog } from './use-settings-dialog';
import type { RowOf, SettingsUi } from './types';

export interface SettingsResourceSectionProps<R extends SettingsResource> {
  resource: R;
  ui: SettingsUi<R>;
  /** The section's heading ("Locations"). */
  title: string;
  /** A line under the heading saying what the list is for. */
  description?: ReactNode;
  /** Shown between the heading and the table (a note on placeholders, say). */
  children?: ReactNode;
}

/**
 * A whole settings section from a declaration: heading, the Add button (if the resource can be
 * created), the table with its row actions, and the create / edit modal.
 */
export function SettingsResourceSection<R extends SettingsResource>({
  resource,
  ui,
  title,
  description,
  children,
}: SettingsResourceSectionProps<R>) {
  const dialog = useSettingsDialog<RowOf<R>>();
  return (
    <Stack spacing={2.5}>
      <SectionHeading
        title={title}
        description={description}
        action={
          resource.canCreate && (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={dialog.openCreate}>
              Add {ui.thing}
            </Button>
          )
        }
      />
      {children}
      <SettingsTable resource={resource} ui={ui} onEdit={dialog.openEdit} aria-label={title} />
      <SettingsFormDialog resource={resource} ui={ui} {...dialog.props} />
    </Stack>
  );
}

/** The heading row of a settings section: title and description on the left, actions on the right. */
export function SectionHeading({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2">{title}</Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
  );
}
