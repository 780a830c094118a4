import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { departmentsResource, divisionsResource } from '@pdp/contract';
import {
  SectionHeading,
  SettingsFormDialog,
  useRowCommands,
  useIsFirstLoadPending,
  useSettingsDialog,
  useSettingsList,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';
import { DivisionBlock, type DivisionRow } from './division-block';

type Division = typeof divisionsResource;

function DivisionFields({ control }: SettingsFieldsProps<Division>) {
  return <FormTextField control={control} name="name" label="Name" required autoFocus />;
}

const divisionUi: SettingsUi<Division> = {
  thing: 'Division',
  things: 'divisions',
  rowLabel: (row) => row.name,
  columns: [{ field: 'name', header: 'Name' }],
  Fields: DivisionFields,
  dialogWidth: 'xs',
};

/** Divisions: one block per division with its departments, then Create a Division. */
export default function DivisionsSection() {
  const divisions = useSettingsList(divisionsResource);
  const { rows } = divisions;
  const isPending = useIsFirstLoadPending(
    divisions,
    departmentsResource,
    rows.map((division) => division.id),
  );
  const dialog = useSettingsDialog<DivisionRow>();
  const commands = useRowCommands(divisionsResource, rows, undefined, { thing: 'Division' });

  return (
    <Stack spacing={2.5}>
      <SectionHeading
        title="Divisions"
        description="Divisions group the institute's departments. Users belong to a department; a department with users cannot be deleted."
      />
      {isPending && <Skeleton variant="rounded" height={160} />}
      {!isPending && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No divisions yet. Create one to add its departments.</Typography>
        </Paper>
      )}
      {!isPending &&
        rows.map((division) => (
          <DivisionBlock
            key={division.id}
            division={division}
            onEdit={() => dialog.openEdit(division)}
            onDelete={() => void commands.remove(division, division.name)}
            isBusy={commands.isBusy}
          />
        ))}
      {!isPending && (
        <div>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={dialog.openCreate}>
            Create a Division
          </Button>
        </div>
      )}
      <SettingsFormDialog resource={divisionsResource} ui={divisionUi} {...dialog.props} />
    </Stack>
  );
}
