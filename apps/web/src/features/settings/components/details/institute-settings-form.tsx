/**
 * What the three institute settings sections share, written once: load the institute, start a
 * react-hook-form from the section's fields, show the Save header, send only the changed fields and
 * reload the page after a save (part 1 §4 "Institute settings"). A 422 puts the first message per
 * field under it and the form stays dirty. Leaving with unsaved changes (another tab, another page,
 * a reload) asks first.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { SSO_SIGN_IN_FIELDS, ZInstituteInput, type TInstitute } from '@pdp/contract';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AfterPaint } from '../../../../components/after-paint';
import {
  FormErrorAlert,
  FormLimitsProvider,
  applyServerErrors,
  readServerError,
  useUnsavedChangesGuard,
} from '../../../../lib/forms';
import { useUpdateInstitute, type InstituteChanges } from '../../api/update-institute';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import {
  changedFieldsResolver,
  toFormValues,
  type InstituteControl,
  type InstituteField,
  type InstituteFormValues,
} from './form-values';
import { SaveHeader } from './save-header';
import { useInstitutePermissions } from './use-institute-permissions';

/** A query the section needs before its form can show. */
export interface RequiredQuery<T = unknown> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
}

export interface InstituteSettingsFormProps {
  instituteId: number;
  /**
   * The section's `useInstitute(instituteId)`. Every query of a section is read in one component,
   * the section: with the institute read here and the option lists in the section, answers landing
   * in the same tick now and then left this form on its spinner for good (about 1 load in 5 in the
   * browser tests; the cause, somewhere between React and TanStack Query, was not pinned down).
   */
  instituteQuery: RequiredQuery<TInstitute>;
  title: string;
  /** Every field the section edits. */
  fields: readonly InstituteField[];
  /** Option lists and the like: the form waits for them too. */
  requires?: readonly RequiredQuery[];
  children: (form: { control: InstituteControl; institute: TInstitute }) => ReactNode;
}

/** The spec's words for a failed load (part 1 §8 "Loading institute fails"). */
export function loadFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return `Something went wrong. got status=${typeof status === 'number' ? status : 0}`;
}

export function InstituteSettingsForm({
  instituteQuery: institute,
  requires = [],
  ...props
}: InstituteSettingsFormProps) {
  const isReady = Boolean(institute.data) && !requires.some((query) => query.isPending);
  // The form is the section's largest render (up to 140 ms of CPU on the details): the answers'
  // store updates would render it at once, in one task; deferred (false first, even when cached)
  // it renders as a transition, in slices (docs/performance.md). Called before any return.
  const isFormShown = useDeferredValue(isReady, false);
  const failed = [institute, ...requires].find((query) => query.error);
  if (failed) return <Alert severity="error">{loadFailureText(failed.error)}</Alert>;
  if (!institute.data || !isReady || !isFormShown) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={`Loading ${props.title}`} />
      </Box>
    );
  }
  return <LoadedSettingsForm key={institute.data.id} {...props} institute={institute.data} />;
}

function LoadedSettingsForm({
  instituteId,
  title,
  fields,
  institute,
  children,
}: Omit<InstituteSettingsFormProps, 'requires' | 'instituteQuery'> & { institute: TInstitute }) {
  // The starting point is fixed at mount: a logo upload refreshes the cached institute, and that
  // must neither reset unsaved edits nor move what "changed" means.
  const [initial] = useState(() => toFormValues(institute, fields));
  const [formError, setFormError] = useState<string | null>(null);
  // Changes that wait for the admin's password (who can sign in through SSO), while its dialog is open.
  const [awaitingPassword, setAwaitingPassword] = useState<InstituteChanges | null>(null);
  const { canChangeSsoSignInFreely } = useInstitutePermissions();
  const updateInstitute = useUpdateInstitute(instituteId);
  const { control, handleSubmit, setError, formState } = useForm<
    InstituteFormValues,
    unknown,
    InstituteChanges
  >({
    defaultValues: initial,
    resolver: changedFieldsResolver(fields, initial),
  });
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const save = async (changes: InstituteChanges, currentPassword?: string) => {
    await updateInstitute.mutateAsync({ changes, currentPassword });
    // Saved: nothing is lost by the reload, so the guard must not ask about it.
    guard.release();
    // The spec: saving reloads the page (the shell's theme, logo and menus follow the new values).
    window.location.reload();
  };
  const showSaveError = (error: unknown) =>
    setFormError(applyServerErrors(error, setError, { fieldNames: fields }));

  const onSubmit = handleSubmit(async (changes) => {
    setFormError(null);
    if (Object.keys(changes).length === 0) return;
    if (!canChangeSsoSignInFreely && SSO_SIGN_IN_FIELDS.some((field) => field in changes)) {
      setAwaitingPassword(changes);
      return;
    }
    try {
      await save(changes);
    } catch (error) {
      showSaveError(error);
    }
  });
  const saveWithPassword = async (password: string) => {
    try {
      await save(awaitingPassword!, password);
    } catch (error) {
      // A refused password is the dialog's to show; anything else belongs under the form's fields.
      if (readServerError(error)?.messages?.current_password) throw error;
      setAwaitingPassword(null);
      showSaveError(error);
    }
  };
  return (
    <>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack spacing={2.5}>
          <SaveHeader
            title={title}
            isDirty={formState.isDirty}
            isSaving={formState.isSubmitting || updateInstitute.isSuccess}
          />
          <FormErrorAlert message={formError} />
          {/* Each field reads its limit (the counter's maximum, a number's range) from the contract; the
              fields mount after the form's first commit (AfterPaint says why). */}
          <FormLimitsProvider schema={ZInstituteInput}>
            <AfterPaint>{children({ control, institute })}</AfterPaint>
          </FormLimitsProvider>
        </Stack>
      </Box>
      {/* Outside the form: React passes a submit up through the dialog's portal to its parents. */}
      <ConfirmPasswordDialog
        key={awaitingPassword ? 'open' : 'closed'}
        open={awaitingPassword !== null}
        onCancel={() => setAwaitingPassword(null)}
        onConfirm={saveWithPassword}
      />
    </>
  );
}
