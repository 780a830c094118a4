import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { SettingsResource } from '@pdp/contract';
import { useId, useState } from 'react';
import { useForm, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import {
  applyServerErrors,
  FormErrorAlert,
  formErrorText,
  FormLimitsProvider,
  readServerError,
} from '../../lib/forms';
import { FileUploadField } from './file-upload-field';
import { checkFile } from './upload-rules';
import { useRefreshSettings, useSaveSettingsItem, useUploadSettingsFile } from './use-settings';
import type { RowOf, SettingsUi, ValuesOf } from './types';

export interface SettingsFormDialogProps<R extends SettingsResource> {
  resource: R;
  ui: SettingsUi<R>;
  /** For a nested resource: the parent's id (the division of a department). */
  parentId?: number;
  open: boolean;
  /** The row to edit; a create when absent. */
  item?: RowOf<R>;
  /** Changes for every opening, so each one starts with a fresh form. */
  formKey: number;
  onClose: () => void;
}

/**
 * The create / edit modal of any settings resource: "Create New {Thing}" or "Edit {Thing}", the
 * resource's `Fields` (each reading its limits from the declaration's input schema), and a chooser
 * for each of the declaration's uploads.
 */
export function SettingsFormDialog<R extends SettingsResource>(props: SettingsFormDialogProps<R>) {
  const { open, onClose, formKey, ui } = props;
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={() => !isBusy && onClose()}
      maxWidth={ui.dialogWidth ?? 'sm'}
      fullWidth
      aria-labelledby={titleId}
    >
      <SettingsForm key={formKey} {...props} titleId={titleId} onBusyChange={setIsBusy} />
    </Dialog>
  );
}

function initialValues<R extends SettingsResource>(resource: R, ui: SettingsUi<R>, item?: RowOf<R>) {
  const defaults: Record<string, unknown> = { ...ui.defaultValues };
  const source = item as Record<string, unknown> | undefined;
  // A blank stored text (null) starts as '' (what its input holds), so clearing a field and typing
  // the text back counts as no change.
  return Object.fromEntries(
    Object.keys(resource.input.shape).map((key) => [key, (source ? source[key] : defaults[key]) ?? '']),
  );
}

/**
 * Save on an edit waits for a change (a field or a chosen file), as on the console's other edit
 * screens. A create may always be tried: Save on an empty form is how it shows what is required.
 */
export function canSaveSettingsForm(change: { isEdit: boolean; isDirty: boolean; hasChosenFile: boolean }) {
  return !change.isEdit || change.isDirty || change.hasChosenFile;
}

/** What a save sends: on update, only the fields the declaration lets change. */
function bodyOf(resource: SettingsResource, values: FieldValues, isUpdate: boolean) {
  const keys = isUpdate && resource.editable ? resource.editable : Object.keys(resource.input.shape);
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

function SettingsForm<R extends SettingsResource>({
  resource,
  ui,
  parentId,
  item,
  onClose,
  titleId,
  onBusyChange,
}: SettingsFormDialogProps<R> & { titleId: string; onBusyChange: (busy: boolean) => void }) {
  const { Fields } = ui;
  const [formError, setFormError] = useState<string | null>(null);
  // After a create, a retry (say, of a refused upload) updates that row rather than adding another.
  const [saved, setSaved] = useState<RowOf<R> | undefined>(item);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const save = useSaveSettingsItem(resource, parentId);
  const upload = useUploadSettingsFile(resource, parentId);
  const refresh = useRefreshSettings(resource, parentId);
  const fieldNames = Object.keys(resource.input.shape);
  const uploadFields = Object.keys(resource.uploads);

  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({
    resolver: zodResolver(resource.input) as Resolver<FieldValues>,
    defaultValues: initialValues(resource, ui, item),
  });

  const chooseFile = (field: string, file: File | null) => {
    setFiles((chosen) => ({ ...chosen, [field]: file }));
    const problem = file && checkFile(file, resource.uploads[field]!);
    setFileErrors(({ [field]: _cleared, ...others }) => (problem ? { ...others, [field]: problem } : others));
  };

  const submit = async (values: FieldValues) => {
    setFormError(null);
    if (Object.keys(fileErrors).length > 0) {
      setFormError('Choose another file: one of the files cannot be uploaded.');
      return;
    }
    let row: RowOf<R>;
    try {
      row = await save.mutateAsync({ id: saved?.id, values: bodyOf(resource, values, saved !== undefined) });
      setSaved(row);
    } catch (error) {
      // The form keeps what was typed (it stays dirty) and shows the first message per field.
      setFormError(applyServerErrors(error, setError, { fieldNames }));
      return;
    }
    // Then the chosen files, one at a time; the modal stays open on the first refusal.
    for (const field of uploadFields) {
      const file = files[field];
      if (!file) continue;
      try {
        row = await upload.mutateAsync({ id: row.id, field, file });
        setSaved(row);
        setFiles((chosen) => ({ ...chosen, [field]: null }));
      } catch (error) {
        // A refusal of this file stays until another is chosen; any other failure may be retried.
        const fieldMessage = readServerError(error)?.messages?.[field]?.[0];
        if (fieldMessage) setFileErrors((errors) => ({ ...errors, [field]: fieldMessage }));
        setFormError(formErrorText(error, { fieldNames: uploadFields }));
        return;
      }
    }
    await refresh();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      await submit(values);
    } finally {
      onBusyChange(false);
    }
  });

  const cancel = () => {
    // A row created before a refused upload exists now: show it.
    if (saved !== item) void refresh();
    onClose();
  };

  const current = saved as Record<string, unknown> | undefined;
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id={titleId}>{item ? `Edit ${ui.thing}` : `Create New ${ui.thing}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormErrorAlert message={formError} />
          <FormLimitsProvider schema={resource.input}>
            <Fields
              control={control as unknown as Control<ValuesOf<R>>}
              mode={item ? 'edit' : 'create'}
              item={item}
            />
          </FormLimitsProvider>
          {uploadFields.length > 0 && <Divider />}
          {uploadFields.length > 0 && (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: uploadFields.length > 1 ? '1fr 1fr' : '1fr' },
                gap: 2.5,
              }}
            >
              {uploadFields.map((field) => (
                <FileUploadField
                  key={field}
                  label={ui.uploadLabels?.[field] ?? field}
                  rule={resource.uploads[field]!}
                  currentUrl={current?.[`${field}_url`] as string | null | undefined}
                  currentName={current?.[`${field}_filename`] as string | null | undefined}
                  file={files[field] ?? null}
                  error={fileErrors[field]}
                  disabled={formState.isSubmitting}
                  onChange={(file) => chooseFile(field, file)}
                />
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={
            !canSaveSettingsForm({
              isEdit: item !== undefined,
              isDirty: formState.isDirty,
              hasChosenFile: Object.values(files).some(Boolean),
            })
          }
        >
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
