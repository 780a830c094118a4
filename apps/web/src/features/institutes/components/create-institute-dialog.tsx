import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { LIMITS, ZCreateInstituteBody } from '@pdp/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormErrorAlert, FormSelectField, FormTextField } from '../../../lib/forms';
import { useCreateInstitute } from '../api/create-institute';
import { useInstituteOptions } from '../api/get-institute-options';

type CreateInstituteFields = z.input<typeof ZCreateInstituteBody>;
type CreateInstituteBody = z.output<typeof ZCreateInstituteBody>;

// The server reports `name`; the form nests it as the request body does.
const FIELD_MAP = { name: 'institute.name' } as const;
const FIELD_NAMES = ['institute.name', 'copy_from_institute_id'] as const;

export interface CreateInstituteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new institute's id after a 201. */
  onCreated: (id: number) => void;
}

/** The Create New Institute modal of the super admin's switcher (part 1 §2.3 and §7). */
export default function CreateInstituteDialog({ open, onClose, onCreated }: CreateInstituteDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const options = useInstituteOptions();
  const createInstitute = useCreateInstitute();
  const { control, handleSubmit, setError, formState } = useForm<
    CreateInstituteFields,
    unknown,
    CreateInstituteBody
  >({
    resolver: zodResolver(ZCreateInstituteBody),
    defaultValues: { institute: { name: '' }, copy_from_institute_id: null },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { id } = await createInstitute.mutateAsync(body);
      onCreated(id);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fieldMap: FIELD_MAP, fieldNames: FIELD_NAMES }));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-institute-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="create-institute-title">Create New Institute</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2.5 }}>
            Copying from another institute brings over its settings (divisions and departments, employment
            types, locations and so on) as they are now. Users are never copied.
          </DialogContentText>
          <Stack spacing={2.5}>
            <FormErrorAlert message={formError} />
            <FormTextField
              control={control}
              name="institute.name"
              label="Name"
              required
              fullWidth
              autoFocus
              maxLength={LIMITS.instituteName}
            />
            <FormSelectField
              control={control}
              name="copy_from_institute_id"
              label="Copy settings from"
              emptyLabel="Start empty"
              options={(options.data ?? []).map((institute) => ({
                value: institute.id,
                label: institute.name,
              }))}
              helperText="Optional"
              disabled={options.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
