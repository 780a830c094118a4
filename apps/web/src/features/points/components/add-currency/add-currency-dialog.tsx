import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, FormErrorAlert, FormLimitsProvider } from '../../../../lib/forms';
import { instituteToday } from '../../../../lib/dates';
import { notify } from '../../../../lib/messages';
import { useAddCurrency, type CurrencyKind } from '../../api/add-currency';
import type { PointEntrySettings } from '../../api/options';
import { CurrencyFields } from './currency-fields';
import {
  CURRENCY_ADDED,
  CURRENCY_FIELD_MAP,
  CURRENCY_FIELD_NAMES,
  CURRENCY_FORM_SCHEMAS,
  currencyDefaults,
  currencyResolver,
  toCurrencyBody,
  type CurrencyFormValues,
} from './currency-form';
import { CURRENCY_TITLES } from './currency-kinds';

export interface AddCurrencyDialogProps {
  kind: CurrencyKind;
  userId: number;
  settings: PointEntrySettings | undefined;
  onClose: () => void;
}

/**
 * Add External Vocational / Professional Currency (part 2 §2, §3, §5, §6): the entry's fields with
 * the point-entry defaults, the evidence uploader, and the server's messages beside the fields.
 * Mounted only while open, so each opening starts from the defaults.
 */
export function AddCurrencyDialog({ kind, userId, settings, onClose }: AddCurrencyDialogProps) {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const addCurrency = useAddCurrency(userId, kind);
  const schema = CURRENCY_FORM_SCHEMAS[kind];
  const { control, handleSubmit, setError, setValue, formState } = useForm<CurrencyFormValues>({
    resolver: currencyResolver(kind),
    defaultValues: currencyDefaults(instituteToday()),
  });
  const isBusy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = toCurrencyBody(kind, values, {
        usesUnits: Boolean(settings?.vocational_currency_uses_units),
      });
      await addCurrency.mutateAsync(body);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fieldNames: CURRENCY_FIELD_NAMES,
          fieldMap: CURRENCY_FIELD_MAP,
        }),
      );
      return;
    }
    notify(CURRENCY_ADDED[kind], { severity: 'success' });
    onClose();
  });

  return (
    <Dialog
      open
      onClose={() => !isBusy && onClose()}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{CURRENCY_TITLES[kind]}</DialogTitle>
        <DialogContent dividers>
          <FormErrorAlert message={formError} sx={{ mb: 2 }} />
          <FormLimitsProvider schema={schema}>
            <CurrencyFields
              kind={kind}
              control={control}
              setValue={setValue}
              settings={settings}
              disabled={isBusy}
              onUploadingChange={setIsUploading}
            />
          </FormLimitsProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy || isUploading}>
            {isUploading ? 'Uploading…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
