import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TUserDetail } from '@pdp/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AfterPaint } from '../../../../components/after-paint';
import { paths } from '../../../../lib/paths';
import { useConfirm } from '../../../../components/confirm-dialog';
import { FormErrorAlert, applyServerErrors, useUnsavedChangesGuard } from '../../../../lib/forms';
import { useSignedInMe } from '../../../../lib/me';
import { notify } from '../../../../lib/messages';
import { useCreateUser } from '../../api/create-user';
import { useSetUserActive, useUpdateUser, type UserChanges } from '../../api/update-user';
import { UserFields } from './user-fields';
import {
  NEW_USER_VALUES,
  USER_FIELD_MAP,
  USER_FORM_FIELDS,
  toFormValues,
  toNewUser,
  userFormResolver,
  type UserFormContext,
  type UserFormValues,
} from './user-form-values';
import { UserSummaryCard } from './user-summary-card';

export interface UserProfileFormProps {
  /** Absent on /users/new. */
  user?: TUserDetail;
}

/**
 * The user profile's header and "User Information" form (part 2 "User profile"). Whoever may edit the
 * user gets Save (enabled once something changed) and the active toggle, but never Deactivate on their
 * own account: the server's users policies decide and the user's `can` says so (the new-user form is
 * only shown to admins). Everyone else reads the form. Creating goes to the new user's page; a refused
 * save puts the first message per field beside the field and the title with the base messages under
 * the buttons (part 2 §8 "User form").
 */
export function UserProfileForm({ user }: UserProfileFormProps) {
  const me = useSignedInMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const isSuperAdmin = user?.is_super_admin ?? false;
  const mode = useMemo(() => ({ isNew: !user, isSuperAdmin }), [user, isSuperAdmin]);
  const canEdit = user?.can.update ?? true;
  // Activating needs only the right to edit; deactivating is never offered on one's own account.
  const canToggleActive = user ? (user.active ? user.can.deactivate : user.can.update) : false;

  // Where "changed" is measured from: fixed at mount, moved only by a save, never by a refetch.
  const [initial, setInitial] = useState<UserFormValues>(() => (user ? toFormValues(user) : NEW_USER_VALUES));
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => userFormResolver(mode), [mode]);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    UserFormValues,
    UserFormContext,
    UserChanges
  >({ defaultValues: initial, resolver, context: { initial }, disabled: !canEdit });
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const createUser = useCreateUser();
  const updateUser = useUpdateUser(user?.id ?? 0);
  const setActive = useSetUserActive(user?.id ?? 0);

  const onSubmit = handleSubmit(async (changes) => {
    setFormError(null);
    try {
      if (!user) {
        const created = await createUser.mutateAsync(toNewUser(changes));
        notify(
          me.institute.sso_enabled
            ? 'User created.'
            : 'User created. They have been emailed a link to choose a password.',
          { severity: 'success' },
        );
        guard.release();
        void navigate(paths.user.to(created.id), { replace: true });
        return;
      }
      const saved = Object.keys(changes).length > 0 ? await updateUser.mutateAsync(changes) : user;
      const next = toFormValues(saved);
      setInitial(next);
      reset(next);
      notify('User saved.', { severity: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, { fieldNames: USER_FORM_FIELDS, fieldMap: USER_FIELD_MAP }),
      );
    }
  });

  const onToggleActive = async () => {
    if (!user) return;
    if (user.active) {
      const isConfirmed = await confirm({
        title: 'Deactivate user?',
        message: `${user.full_name} will no longer be able to sign in, and any sessions they have open will end.`,
        confirmLabel: 'Deactivate',
        destructive: true,
      });
      if (!isConfirmed) return;
    }
    try {
      const saved = await setActive.mutateAsync(!user.active);
      notify(saved.active ? 'User activated.' : 'User deactivated.', { severity: 'success' });
    } catch {
      // The Error! modal has already said why (useSetUserActive).
    }
  };

  const actions = canEdit ? (
    <>
      {user && canToggleActive && (
        <Button
          variant="outlined"
          color={user.active ? 'error' : 'primary'}
          onClick={() => void onToggleActive()}
          loading={setActive.isPending}
        >
          {user.active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!formState.isDirty}
        loading={formState.isSubmitting}
      >
        Save
      </Button>
    </>
  ) : undefined;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={user ? user.full_name : 'New User'}>
      <Stack spacing={2.5}>
        <UserSummaryCard user={user} actions={actions} />
        <FormErrorAlert message={formError} />
        {/* The fields mount after the form's first commit (AfterPaint says why). */}
        <AfterPaint>
          <UserFields
            control={control}
            institute={me.institute}
            isSuperAdmin={isSuperAdmin}
            isReadOnly={!canEdit}
          />
        </AfterPaint>
      </Stack>
    </Box>
  );
}
