import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TUserDetail } from '@pdp/contract';
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AfterPaint } from '../../../../components/after-paint';
import { BackLink } from '../../../../components/back-link';
import { RecordUnavailable } from '../../../../components/record-unavailable';
import { recordProblemOf } from '../../../../lib/record-problem';
import { paths } from '../../../../lib/paths';
import { useSignedInMe } from '../../../../lib/me';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUser } from '../../api/get-user';
import { UserProfileForm } from './user-profile-form';

/** What other areas show under a user's form (the points sections); app/ composes them in. */
export type UserSections = ComponentType<{ user: TUserDetail }>;

/** /users/{id}, where id may be "new" (part 2 "User profile"). */
export function UserPage({ sections }: { sections?: UserSections }) {
  const { id = '' } = useParams();
  const me = useSignedInMe();
  if (id === 'new') {
    return me.permissions.includes('users.manage') ? (
      <NewUser />
    ) : (
      <ProfileFrame title="New User">
        <Typography variant="h1">New User</Typography>
        <Alert severity="info">Only administrators can add users.</Alert>
      </ProfileFrame>
    );
  }
  // A new id is a different record: start its form afresh.
  return <ExistingUser key={id} id={/^\d+$/.test(id) ? Number(id) : null} sections={sections} />;
}

function NewUser() {
  return (
    <ProfileFrame title="New User">
      <UserProfileForm />
    </ProfileFrame>
  );
}

function ExistingUser({ id, sections: Sections }: { id: number | null; sections?: UserSections }) {
  const user = useUser(id ?? 0, { enabled: id !== null });
  // The form and the sections under it are the page's largest render. A query's answer renders at
  // once and in one piece (its store updates are synchronous); deferred, it renders as a transition,
  // in slices the browser can interleave with painting and input (docs/performance.md).
  const shown = useDeferredValue(user.data);
  const status = (user.error as { status?: number } | null)?.status;
  const title = user.data?.full_name ?? (id === null || status === 404 ? 'No User' : 'User Profile');

  const problem = id === null ? 'not-found' : recordProblemOf(user.error);
  let content: ReactNode;
  if (problem) {
    content = (
      <RecordUnavailable
        problem={problem}
        title="User"
        noun="this user"
        back={{ to: paths.users.to(), label: 'Back to Manage Users' }}
      />
    );
  } else if (user.error)
    content = <Alert severity="error">Something went wrong. got status={status ?? 0}</Alert>;
  else if (!shown) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading user" />
      </Box>
    );
  } else {
    content = (
      <>
        <UserProfileForm user={shown} />
        {/* Shown with the form's fields (which wait for the form's first commit), never above them. */}
        {Sections && (
          <AfterPaint>
            <Sections user={shown} />
          </AfterPaint>
        )}
      </>
    );
  }
  return (
    <ProfileFrame title={title} historyOf={user.data ? user.data.id : undefined}>
      {content}
    </ProfileFrame>
  );
}

/**
 * The area link above every state of the page, the tab's title, and for a user on screen a History
 * link to the audit log of their record (for those who may read the audit log).
 */
function ProfileFrame({
  title,
  historyOf,
  children,
}: {
  title: string;
  historyOf?: number;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const me = useSignedInMe();
  const showsHistory = historyOf !== undefined && me.permissions.includes('audit.view');
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <BackLink to={paths.users.to()}>Manage Users</BackLink>
        {showsHistory && (
          <Button
            component={RouterLink}
            to={paths.auditLog.to({ table: 'users', recordId: historyOf })}
            size="small"
            startIcon={<HistoryIcon />}
          >
            History
          </Button>
        )}
      </Box>
      {children}
    </Stack>
  );
}
