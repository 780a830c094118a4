import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { keepFocusAfter, neighbourOf } from '../../../../lib/focus-after';
import type { FormOption } from '../../../../lib/forms';
import type { ProgramFormControl } from '../programs/program-form-values';
import { WorkshopCard } from './workshop-card';
import { newWorkshopValues } from './workshop-values';

/**
 * The program's workshops, edited on the page: add one, remove one (a saved workshop is sent once
 * more with `_destroy`; a new one simply goes). Saved with the program in one request.
 */
export function WorkshopsEditor({
  control,
  locations,
  disabled,
}: {
  control: ProgramFormControl;
  /** Undefined while they load. */
  locations: readonly FormOption[] | undefined;
  disabled: boolean;
}) {
  const { fields, append, remove, update } = useFieldArray({ control, name: 'workshops', keyName: 'key' });
  const workshops = useWatch({ control, name: 'workshops' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The removed card takes its Remove button with it: focus moves to the next card (the previous
  // when it was the last), or to the heading once none is left.
  const removeAt = (index: number) => {
    keepFocusAfter(neighbourOf(document.activeElement, { fallback: () => headingRef.current }));
    const current = workshops[index];
    if (current?.id === undefined) remove(index);
    else update(index, { ...current, _destroy: true });
  };
  let shown = 0;
  // With more than one workshop, the saved ones start closed (a summary line each).
  const isSeveral = workshops.filter((workshop) => !workshop?._destroy).length > 1;
  return (
    <Box component="section" aria-labelledby="workshops-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="workshops-heading" variant="h2" ref={headingRef} tabIndex={-1}>
          Workshops
        </Typography>
        {!disabled && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append(newWorkshopValues())}>
            Add workshop
          </Button>
        )}
      </Box>
      {fields.map((item, index) => {
        const current = workshops[index];
        if (current?._destroy) return null;
        shown += 1;
        return (
          // data-id: the card's key, by which focus finds its neighbours after a removal.
          <div key={item.key} data-id={item.key}>
            <WorkshopCard
              control={control}
              index={index}
              number={shown}
              locations={locations}
              disabled={disabled}
              collapsible={isSeveral && current?.id !== undefined}
              onRemove={disabled ? undefined : () => removeAt(index)}
            />
          </div>
        );
      })}
      {shown === 0 && (
        <Typography color="text.secondary">
          No workshops yet. A program needs at least one workshop before it is published.
        </Typography>
      )}
    </Box>
  );
}
