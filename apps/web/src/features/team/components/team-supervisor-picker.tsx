import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { UserPicker, type UserChoice } from '../../../components/user-picker';
import { useSignedInMe } from '../../../lib/me';

const SUPERVISORS = { roles: ['supervisor'], activeOnly: true, sort: 'given_name' } as const;

/**
 * An admin's choice of whose team the console shows: it writes `?supervisor_id=` (cleared: their
 * own), so the address can be shared and Back returns to the previous team. Shown to admins only;
 * the server refuses anyone else's `supervisor_id` anyway.
 */
export function TeamSupervisorPicker({ current }: { current: UserChoice | undefined }) {
  const me = useSignedInMe();
  const [, setSearchParams] = useSearchParams();
  if (!me.permissions.includes('users.manage')) return null;
  const choose = (choice: UserChoice | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (choice && choice.id !== me.user.id) next.set('supervisor_id', String(choice.id));
      else next.delete('supervisor_id');
      return next;
    });
  return (
    <Box sx={{ maxWidth: 360 }}>
      <UserPicker
        search={SUPERVISORS}
        value={current ?? null}
        onChange={choose}
        label="Viewing the team of"
        noun="supervisor"
        size="small"
      />
    </Box>
  );
}
