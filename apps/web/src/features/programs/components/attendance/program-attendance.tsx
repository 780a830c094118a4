import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { counted, type TProgram, type TRegistration, type TWorkshop } from '@pdp/contract';
import { useMemo, useRef, useState } from 'react';
import { useConfirm } from '../../../../components/confirm-dialog';
import type { UserChoice } from '../../../../components/user-picker';
import { notify } from '../../../../lib/messages';
import { useMarkAttendance } from '../../api/attendance';
import { useRegistrations } from '../../api/registrations';
import {
  useCreateRegistration,
  useDeleteRegistration,
  useUpdateRegistration,
} from '../../api/registrations-mutations';
import { AttendanceTable, type RegistrationFlag } from './attendance-table';
import { AttendanceToolbar } from './attendance-toolbar';
import { CompleteDialog } from './complete-dialog';
import { registrantFullName, workshopDate, workshopTitle } from './registration-labels';
import { isUpcoming, useSaveStatus } from './save-status';
import { usePendingTicks } from './use-pending-ticks';

/**
 * The program page's Attendance tab (part 2 §2 "Registrations list", §4 "Registration"): who is
 * registered, their attendance per workshop, hurdle, learning journey and completion. Every change
 * is saved at once.
 */
export function ProgramAttendance({ program }: { program: TProgram }) {
  const programId = program.id;
  const registrations = useRegistrations(programId);
  const create = useCreateRegistration(programId);
  const update = useUpdateRegistration(programId);
  const remove = useDeleteRegistration(programId);
  const mark = useMarkAttendance(programId);
  const confirm = useConfirm();
  const [completing, setCompleting] = useState<TRegistration | null>(null);
  const saveStatus = useSaveStatus();
  // Workshops not yet held whose attendance the user chose to mark anyway: asked once each.
  const earlyMarked = useRef(new Set<number>());

  const pending = usePendingTicks(registrations.data ?? []);
  const rows = pending.rows;
  const canEdit = program.can.view_attendance;
  const canRegister = program.can.register_users;
  const programName = program.name ?? 'Unnamed Program';
  // In start order, as the sign-in sheet and the import's Workshop 1, Workshop 2… columns number them.
  const workshops = useMemo(
    () => [...program.workshops].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id),
    [program.workshops],
  );

  const addUser = async (user: UserChoice) => {
    await create.mutateAsync(user);
    notify(`${user.full_name} is registered`, { duration: 'program', severity: 'success' });
  };

  const changeCompleted = async (row: TRegistration, completed: boolean) => {
    if (completed) {
      setCompleting(row);
      return;
    }
    const name = registrantFullName(row);
    const points = row.points === null ? 'the points' : `the ${counted(row.points, 'point')}`;
    const isConfirmed = await confirm({
      title: `Uncomplete ${name}?`,
      message: `This removes ${points} awarded for ${programName} and the program from ${name}'s history.`,
      confirmLabel: 'Uncomplete',
      destructive: true,
    });
    if (isConfirmed) changeFlag(row, 'completed', false);
  };

  /** Shows the tick at once and saves it; the tick stays shown until its own request settles. */
  const changeFlag = (
    row: TRegistration,
    flag: RegistrationFlag | 'completed',
    value: boolean,
    notifyUser?: boolean,
  ) => {
    const settle = pending.begin(row.id, flag, value);
    const what = { hurdle: 'Hurdle', is_learning_journey: 'Learning Journey', completed: 'Completed' }[flag];
    void saveStatus
      .track(
        update.mutateAsync({ id: row.id, changes: { [flag]: value }, notifyUser }),
        `Saved: ${what} ${value ? 'ticked' : 'cleared'} for ${registrantFullName(row)}`,
      )
      .finally(settle);
  };

  const markPresent = async (row: TRegistration, workshop: TWorkshop, present: boolean) => {
    const name = registrantFullName(row);
    const title = workshopTitle(workshop, workshops.indexOf(workshop));
    if (present && isUpcoming(workshop) && !earlyMarked.current.has(workshop.id)) {
      const isConfirmed = await confirm({
        title: 'Mark attendance for a workshop not yet held?',
        message: `${title} starts on ${workshopDate(workshop)}. Mark ${name} present now? You will not be asked again for this workshop.`,
        confirmLabel: 'Mark present',
      });
      if (!isConfirmed) return;
      earlyMarked.current.add(workshop.id);
    }
    const settle = pending.begin(row.id, `present:${workshop.id}`, present);
    void saveStatus
      .track(
        mark.mutateAsync({ registration_id: row.id, workshop_id: workshop.id, present }),
        `Saved: ${name} ${present ? 'present at' : 'not present at'} ${title}`,
      )
      .finally(settle);
  };

  const removeRow = async (row: TRegistration) => {
    const name = registrantFullName(row);
    const isConfirmed = await confirm({
      title: `Remove ${name}?`,
      message: `${name} will no longer be registered for ${programName}.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (isConfirmed) remove.mutate(row.id);
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Attendance" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <AttendanceToolbar
          programId={programId}
          count={registrations.data ? rows.length : program.num_registrations}
          limit={program.attendee_limit}
          canRegister={canRegister}
          isAdding={create.isPending}
          onAdd={addUser}
        />
        {/* Always there, so that screen readers announce each change of its text. */}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mt: -1 }}>
          {saveStatus.message}
        </Typography>
        {registrations.isPending ? (
          <Box aria-busy="true" aria-label="Loading registrations">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Box>
        ) : registrations.isError ? (
          <Alert severity="error">The registrations could not be loaded.</Alert>
        ) : rows.length === 0 ? (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <Typography variant="subtitle1">No one is registered yet</Typography>
            <Typography variant="body2" color="text.secondary">
              {canRegister
                ? 'Add users above, or import registrations from a CSV file.'
                : 'Registrations will appear here.'}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ mx: { xs: -2, md: 0 } }}>
            <AttendanceTable
              workshops={workshops}
              rows={rows}
              canEdit={canEdit}
              onPresent={(row, workshop, present) => void markPresent(row, workshop, present)}
              onFlag={(row, flag, value) => changeFlag(row, flag, value)}
              onCompleted={(row, completed) => void changeCompleted(row, completed)}
              onRemove={(row) => void removeRow(row)}
            />
          </Box>
        )}
      </Stack>
      <CompleteDialog
        name={completing ? registrantFullName(completing) : null}
        programName={programName}
        onCancel={() => setCompleting(null)}
        onComplete={(notifyUser) => {
          if (completing) changeFlag(completing, 'completed', true, notifyUser);
          setCompleting(null);
        }}
      />
    </Paper>
  );
}
