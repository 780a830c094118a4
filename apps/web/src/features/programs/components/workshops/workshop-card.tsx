import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@pdp/contract';
import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useNoOptionsYet } from '../../../../components/no-options-yet';
import { FormNumberField, FormSelectField, FormTextField, type FormOption } from '../../../../lib/forms';
import { growingText } from '../../../../lib/forms/growing-text';
import type { ProgramFormControl } from '../programs/program-form-values';
import { CommunicationFields } from './communication-fields';
import { WorkshopSummary } from './workshop-summary';
import { WorkshopTimeFields } from './workshop-time-fields';

export interface WorkshopCardProps {
  control: ProgramFormControl;
  /** Its place in the form's workshops array. */
  index: number;
  /** Its number as the user counts them (removed ones skipped). */
  number: number;
  /** Undefined while they load. */
  locations: readonly FormOption[] | undefined;
  disabled: boolean;
  /** Shown as a one-line summary until opened (a saved workshop among several); open while it has errors. */
  collapsible?: boolean;
  onRemove?: () => void;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/**
 * One workshop, edited inline on the program page (part 2 §3 "Workshop"). Among several saved
 * workshops each starts as a summary line with an Edit button: a program page with every workshop's
 * fields open took a long time to show, and was long to scroll.
 */
export function WorkshopCard({
  control,
  index,
  number,
  locations,
  disabled,
  collapsible = false,
  onRemove,
}: WorkshopCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const noOptionsYet = useNoOptionsYet();
  const { errors } = useFormState({ control, name: `workshops.${index}` as const });
  const hasErrors = Boolean(errors.workshops?.[index]);
  const isClosed = collapsible && !isOpen && !hasErrors;
  const field = (name: string) => `workshops.${index}.${name}` as `workshops.${number}.name`;
  const attendeeInformation = useWatch({ control, name: field('approved_attendee_information') });
  // Only its readers get the joining information (the server's programs/policies.ts); to anyone else
  // who only views the program it is blank, and a blank read-only box would say nothing.
  const showsAttendeeInformation = !disabled || Boolean(attendeeInformation);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h3">
          Workshop {number}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {collapsible && !hasErrors && (
            <Button
              aria-expanded={!isClosed}
              aria-controls={bodyId}
              aria-label={`${isClosed ? (disabled ? 'Show' : 'Edit') : 'Close'} workshop ${number}`}
              onClick={() => setIsOpen(isClosed)}
            >
              {isClosed ? (disabled ? 'Show' : 'Edit') : 'Close'}
            </Button>
          )}
          {onRemove && (
            <Tooltip title="Remove workshop">
              <IconButton aria-label={`Remove workshop ${number}`} onClick={onRemove} disabled={disabled}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Box>
      {isClosed ? (
        <div id={bodyId}>
          <WorkshopSummary control={control} index={index} locations={locations} />
        </div>
      ) : (
        <Box id={bodyId} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={control}
            name={field('name')}
            label="Workshop name"
            maxLength={LIMITS.workshopNameMax}
            disabled={disabled}
          />
          <WorkshopTimeFields control={control} index={index} disabled={disabled} />
          <Box sx={grid}>
            <FormSelectField
              control={control}
              name={field('location_id')}
              label="Location"
              emptyLabel="None"
              options={locations ?? []}
              noOptionsText={noOptionsYet(locations, 'locations')}
              disabled={disabled}
            />
            <FormTextField
              control={control}
              name={field('room')}
              label="Room"
              maxLength={LIMITS.workshopTextMax}
              disabled={disabled}
            />
            <FormTextField
              control={control}
              name={field('presenter')}
              label="Presenter"
              maxLength={LIMITS.workshopTextMax}
              disabled={disabled}
            />
            <FormNumberField
              control={control}
              name={field('points')}
              label="Points"
              min={0}
              step={0.5}
              disabled={disabled}
            />
          </Box>
          <FormTextField
            control={control}
            name={field('description')}
            label="Description"
            {...growingText(3)}
            maxLength={LIMITS.workshopDescriptionMax}
            disabled={disabled}
          />
          {showsAttendeeInformation && (
            <FormTextField
              control={control}
              name={field('approved_attendee_information')}
              label="Approved attendee information"
              helperText="Sent to registrants once their registration is approved."
              {...growingText(2)}
              maxLength={LIMITS.approvedAttendeeInformationMax}
              disabled={disabled}
            />
          )}
          <Box sx={grid}>
            <CommunicationFields control={control} index={index} kind="pre" disabled={disabled} />
            <CommunicationFields control={control} index={index} kind="post" disabled={disabled} />
          </Box>
        </Box>
      )}
    </Paper>
  );
}
