import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TProgram } from '@pdp/contract';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormGetFieldState, type UseFormResetField } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AfterPaint } from '../../../../components/after-paint';
import { LinkTabs } from '../../../../components/link-tabs';
import { useConfirm } from '../../../../components/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { applyServerErrors, FormErrorAlert, useUnsavedChangesGuard } from '../../../../lib/forms';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { useSignedInMe } from '../../../../lib/me';
import { notify, notifyError } from '../../../../lib/messages';
import { paths } from '../../../../lib/paths';
import { searchWith } from '../../../../lib/search-params';
import type { ContactDefaults } from '../../api/get-contact-defaults';
import { useDeleteProgram } from '../../api/delete-program';
import { useDuplicateProgram } from '../../api/duplicate-program';
import { useProgramOptions } from '../../api/program-options';
import { useSaveProgram, type ProgramChanges } from '../../api/save-program';
import { WorkshopsEditor } from '../workshops/workshops-editor';
import { ProgramActions } from './program-actions';
import { UNNAMED_PROGRAM } from './program-name';
import { ProgramFields } from './program-fields';
import {
  CONTACT_DEFAULTS,
  newProgramValues,
  withoutBlankContact,
  serverFieldMap,
  toProgramValues,
  type ProgramFormValues,
} from './program-form-values';
import { ProgramPdf } from './program-pdf';
import { UnsavedProgramDialog } from './unsaved-program-dialog';
import { unpublishQuestion } from './unpublish-question';
import { loadProgramAttendance } from '../attendance/load-program-attendance';

// The check (zod and the contract's schemas) is fetched when someone first types or saves.
const programFormResolver = lazyResolver(() =>
  import('./program-form-schema').then((module) => module.programFormResolver),
);

// The Attendance tab and the notification dialog load when first shown: a program's first
// download is its details form.
const ProgramAttendance = lazy(() =>
  loadProgramAttendance().then((module) => ({ default: module.ProgramAttendance })),
);
const NotifyDialog = lazy(() =>
  import('./notify-dialog').then((module) => ({ default: module.NotifyDialog })),
);

const toasts = { duration: 'program' } as const;

/** "Attendance (12/20)" when the program has an attendee limit (part 2 "Program page"). */
export function attendanceTabLabel(program: Pick<TProgram, 'num_registrations' | 'attendee_limit'>): string {
  return program.attendee_limit === null
    ? 'Attendance'
    : `Attendance (${program.num_registrations}/${program.attendee_limit})`;
}

/** The Attendance tab is offered once the program is published or has registrations, to those who may edit. */
export function showsAttendance(program: TProgram | undefined): boolean {
  if (!program) return false;
  return (program.published || program.num_registrations > 0) && program.can.view_attendance;
}

/**
 * A new program's contact fields take the institute's defaults when they arrive, unless the user
 * already typed there; as defaults, they do not count as changes.
 */
function useContactDefaultsOnce(
  defaults: ContactDefaults | undefined,
  resetField: UseFormResetField<ProgramFormValues>,
  getFieldState: UseFormGetFieldState<ProgramFormValues>,
) {
  const isAppliedRef = useRef(false);
  useEffect(() => {
    if (!defaults || isAppliedRef.current) return;
    isAppliedRef.current = true;
    for (const [field, key] of CONTACT_DEFAULTS) {
      const value = defaults[key];
      if (value && !getFieldState(field).isDirty) resetField(field, { defaultValue: value });
    }
  }, [defaults, resetField, getFieldState]);
}

/** A list's choices; undefined while it loads (so that an empty list can say where to fill it). */
const toOptions = (list: { id: number; name: string }[] | undefined) =>
  list?.map((item) => ({ value: item.id, label: item.name }));

/**
 * The program page's tabs and Program Details form (new or saved program), with every action; the
 * page puts ProgramTop above it.
 * Where "changed" is measured from moves only on a save, never on a refetch.
 */
export function ProgramEditor({
  program,
  contactDefaults,
}: {
  program?: TProgram;
  contactDefaults?: ContactDefaults;
}) {
  const me = useSignedInMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const canEdit = program?.can.update ?? true;
  const canCreate = me.permissions.includes('programs.create');

  const [initial] = useState<ProgramFormValues>(() =>
    program ? toProgramValues(program) : newProgramValues(contactDefaults),
  );
  const { control, handleSubmit, setError, reset, resetField, getFieldState, formState, getValues } = useForm<
    ProgramFormValues,
    unknown,
    ProgramChanges
  >({ defaultValues: initial, resolver: programFormResolver, disabled: !canEdit });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  useContactDefaultsOnce(program ? undefined : contactDefaults, resetField, getFieldState);

  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'publish' | 'duplicate' | 'delete' | null>(null);
  const [isUnsavedOpen, setIsUnsavedOpen] = useState(false);
  const [isNotifyOpen, setIsNotifyOpen] = useState(false);
  const [hasOpenedNotify, setHasOpenedNotify] = useState(false);
  const save = useSaveProgram(program?.id ?? null);
  const duplicate = useDuplicateProgram();
  const remove = useDeleteProgram(program?.id ?? 0);
  const domains = useProgramOptions('domains');
  const locations = useProgramOptions('locations');
  const categories = useProgramOptions('categories');
  const domainOptions = useMemo(() => toOptions(domains.data), [domains.data]);
  const locationOptions = useMemo(() => toOptions(locations.data), [locations.data]);
  const categoryOptions = useMemo(() => toOptions(categories.data), [categories.data]);

  const hasAttendance = showsAttendance(program);
  const tab = hasAttendance && searchParams.get('tab') === 'attendance' ? 'attendance' : 'details';
  // A refetch after a save may take the Attendance tab away (unpublished, no registrations).
  useEffect(() => {
    if (!hasAttendance && searchParams.get('tab') === 'attendance') {
      const next = new URLSearchParams(searchParams);
      next.delete('tab');
      setSearchParams(next, { replace: true });
    }
  }, [hasAttendance, searchParams, setSearchParams]);
  const showServerErrors = (error: unknown) => {
    const values = getValues();
    const fields = error instanceof ApiError ? Object.keys(error.messages) : [];
    const fieldMap = serverFieldMap(values, fields);
    // "workshops" as a whole has no field of its own: its message joins the form-level text.
    const fieldNames = Object.values(fieldMap).filter((name) => name !== 'workshops');
    setFormError(applyServerErrors(error, setError, { fieldMap, fieldNames }));
  };

  const onSubmit = handleSubmit(async (changes) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(program ? changes : withoutBlankContact(changes));
      if (!program) {
        guard.release();
        notify('Program created.', { ...toasts, severity: 'success' });
        void navigate(paths.program.to(saved.id), { replace: true });
        return;
      }
      reset(toProgramValues(saved));
      notify('Program saved.', { ...toasts, severity: 'success' });
    } catch (error) {
      showServerErrors(error);
    }
  });

  const onPublish = async () => {
    if (!program) return;
    if (!program.published && formState.isDirty) return setIsUnsavedOpen(true);
    if (program.published && !(await confirm(unpublishQuestion(program)))) return;
    setFormError(null);
    setBusy('publish');
    try {
      const saved = await save.mutateAsync({ published: !program.published });
      notify(saved.published ? 'Program published.' : 'Program unpublished.', {
        ...toasts,
        severity: 'success',
      });
    } catch (error) {
      showServerErrors(error);
    } finally {
      setBusy(null);
    }
  };

  const onDuplicate = async () => {
    if (!program) return;
    if (formState.isDirty) return setIsUnsavedOpen(true);
    setBusy('duplicate');
    try {
      const copy = await duplicate.mutateAsync(program.id);
      notify('Program duplicated.', { ...toasts, severity: 'success' });
      void navigate(paths.program.to(copy.id));
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'The program could not be duplicated', toasts);
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async () => {
    if (!program) return;
    const isConfirmed = await confirm({
      title: 'Delete program?',
      message: `${program.name ?? UNNAMED_PROGRAM} and its workshops will be deleted.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!isConfirmed) return;
    setBusy('delete');
    try {
      await remove.mutateAsync();
      guard.release();
      notify('Program deleted.', { ...toasts, severity: 'success' });
      void navigate(paths.programs.to());
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'The program could not be deleted', toasts);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2.5}>
      {(program ? true : canCreate) && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <LinkTabs
            tabs={[
              { key: 'details', label: 'Program Details', to: searchWith(searchParams, { tab: null }) },
              ...(hasAttendance && program
                ? [
                    {
                      key: 'attendance',
                      label: attendanceTabLabel(program),
                      to: searchWith(searchParams, { tab: 'attendance' }),
                      // Unsaved changes stay on Program Details until they are saved or undone.
                      disabled: formState.isDirty,
                    },
                  ]
                : []),
            ]}
            selected={tab}
            aria-label="Program sections"
          />
        </Box>
      )}
      {tab === 'attendance' && program ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading attendance" />}>
          <ProgramAttendance program={program} />
        </Suspense>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Program Details">
          <Stack spacing={2.5}>
            {canEdit && (
              <Paper
                variant="outlined"
                sx={{
                  p: 1.5,
                  // On a phone the actions take three lines: they stay in the page there.
                  position: { xs: 'static', sm: 'sticky' },
                  top: { xs: 56, sm: 64 },
                  zIndex: 2,
                  bgcolor: 'background.paper',
                }}
              >
                <ProgramActions
                  program={program}
                  isDirty={formState.isDirty}
                  isSaving={formState.isSubmitting}
                  busy={busy}
                  canCreate={canCreate}
                  onPublish={() => void onPublish()}
                  onDuplicate={() => void onDuplicate()}
                  onDelete={() => void onDelete()}
                  onNotify={() => {
                    setHasOpenedNotify(true);
                    setIsNotifyOpen(true);
                  }}
                />
              </Paper>
            )}
            <FormErrorAlert message={formError} />
            <ProgramFields
              control={control}
              domains={domainOptions}
              categories={categoryOptions}
              disabled={!canEdit}
            />
            {/* Below the fold. */}
            <AfterPaint>
              {program && <ProgramPdf program={program} disabled={!canEdit} />}
              <WorkshopsEditor control={control} locations={locationOptions} disabled={!canEdit} />
            </AfterPaint>
          </Stack>
        </Box>
      )}
      <UnsavedProgramDialog open={isUnsavedOpen} onClose={() => setIsUnsavedOpen(false)} />
      {program && hasOpenedNotify && (
        <Suspense fallback={null}>
          <NotifyDialog programId={program.id} open={isNotifyOpen} onClose={() => setIsNotifyOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
