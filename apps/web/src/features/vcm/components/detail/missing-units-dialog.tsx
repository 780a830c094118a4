import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { VCM_MESSAGES } from '@pdp/contract';
import { useState } from 'react';
import { canConfirmMissingUnits, missingUnitRequests, type MissingUnitMarks } from './missing-units';
import { useVcmDialogAction } from './use-vcm-dialog-action';
import { FormDialog } from '../../../../components/form-dialog';

export interface UnitToDecide {
  code: string;
  title: string;
  /** The courses that require it, when known. */
  courseCodes?: readonly string[];
}

interface MissingUnitsDialogProps {
  vcmId: number;
  /** The units to decide on; null: closed. */
  units: readonly UnitToDecide[] | null;
  title?: string;
  intro?: string;
  onClose: () => void;
}

/**
 * The missing-units dialog (part 2 §4, §5): each unit the courses require without a response is
 * marked reject (the educator is asked for it) or remove (it leaves the VCM); Confirm waits for one
 * mark. Also serves the units added to a course after the VCM was created.
 */
export function MissingUnitsDialog({
  vcmId,
  units,
  title = 'Missing units',
  intro = 'These units are required by the VCM’s courses but have no response. Mark each one to reject (ask the educator to respond) or remove from this VCM.',
  onClose,
}: MissingUnitsDialogProps) {
  const [marks, setMarks] = useState<MissingUnitMarks>({});
  const [shown, setShown] = useState<readonly UnitToDecide[] | null>(null);
  const action = useVcmDialogAction(vcmId, () => undefined);
  if (units && units !== shown) {
    setShown(units);
    setMarks({});
    action.clearError();
  }
  const codes = (shown ?? []).map((unit) => unit.code);

  const confirm = async () => {
    const { reject, remove } = missingUnitRequests(codes, marks);
    if (reject.length > 0 && !(await action.run({ kind: 'bulk_reject_units', unitCodes: reject }))) return;
    if (remove.length > 0 && !(await action.run({ kind: 'bulk_remove_units', unitCodes: remove }))) return;
    onClose();
  };

  return (
    <FormDialog
      isOpen={units !== null}
      title={title}
      onClose={onClose}
      onSubmit={() => void confirm()}
      submitLabel="Confirm"
      isSubmitting={action.isPending}
      isSubmitDisabled={!canConfirmMissingUnits(marks)}
      error={action.error}
    >
      <DialogContentText>{intro}</DialogContentText>
      <List dense aria-label="Units to decide">
        {(shown ?? []).map((unit) => (
          <ListItem
            key={unit.code}
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', px: 0 }}
          >
            <div>
              <Typography variant="subtitle2" component="p">
                {unit.code}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {unit.title}
                {unit.courseCodes && unit.courseCodes.length > 0 && ` · ${unit.courseCodes.join(', ')}`}
              </Typography>
            </div>
            <RadioGroup
              row
              aria-label={`Decision for ${unit.code}`}
              value={marks[unit.code] ?? ''}
              onChange={(event) =>
                setMarks((current) => ({
                  ...current,
                  [unit.code]: event.target.value as 'reject' | 'remove',
                }))
              }
            >
              <FormControlLabel value="reject" control={<Radio size="small" />} label="Reject" />
              <FormControlLabel value="remove" control={<Radio size="small" />} label="Remove" />
            </RadioGroup>
          </ListItem>
        ))}
      </List>
    </FormDialog>
  );
}

/** Opened directly and nothing is missing: says so, with only Close (part 2 §4). */
export function AllUnitsPresentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <FormDialog isOpen={isOpen} title="Missing Units Check" onClose={onClose} maxWidth="xs">
      <DialogContentText>{VCM_MESSAGES.allUnitsPresent}</DialogContentText>
    </FormDialog>
  );
}
