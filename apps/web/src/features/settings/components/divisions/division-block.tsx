import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { counted, departmentsResource, type divisionsResource } from '@pdp/contract';
import { useId } from 'react';
import {
  NestedSettingsList,
  useSettingsDialog,
  useSettingsList,
  type RowOf,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';

type Department = typeof departmentsResource;
export type DivisionRow = RowOf<typeof divisionsResource>;

function DepartmentFields({ control }: SettingsFieldsProps<Department>) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="code" label="Code" required autoFocus />
      <FormTextField control={control} name="name" label="Name" required />
    </Stack>
  );
}

const departmentUi: SettingsUi<Department> = {
  thing: 'Department',
  things: 'departments',
  rowLabel: (row) => row.label,
  columns: [
    { field: 'code', header: 'Code', width: 140 },
    { field: 'name', header: 'Name' },
  ],
  Fields: DepartmentFields,
  dialogWidth: 'xs',
};

export interface DivisionBlockProps {
  division: DivisionRow;
  onEdit: () => void;
  onDelete: () => void;
  isBusy: boolean;
}

/** One division: its name and actions, and the table of its departments (`divisions/{id}/departments`). */
export function DivisionBlock({ division, onEdit, onDelete, isBusy }: DivisionBlockProps) {
  const headingId = useId();
  const departments = useSettingsList(departmentsResource, division.id);
  const dialog = useSettingsDialog<RowOf<Department>>();
  const count = departments.rows.length;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ px: 2.5, py: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h3">
            {division.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {departments.isPending ? '\u00a0' : counted(count, 'department')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<AddRoundedIcon />} onClick={dialog.openCreate}>
            Add Department
          </Button>
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} disabled={isBusy}>
            Edit Division
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={onDelete}
            disabled={isBusy}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
      <Divider />
      <NestedSettingsList
        resource={departmentsResource}
        ui={departmentUi}
        parentId={division.id}
        dialog={dialog}
        aria-label={`Departments of ${division.name}`}
      />
    </Paper>
  );
}
