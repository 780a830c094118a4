import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPermission } from '@pdp/contract';
import type { ComponentType, ReactNode } from 'react';
import { useSignedInMe } from '../lib/me';
import { useDocumentTitle } from '../lib/use-document-title';

/** Who may open a screen, and how the screen is named to someone who may not. */
export interface ScreenAccess {
  permission: TPermission;
  /** The screen's heading ("Manage Users"). */
  title: string;
  /** What the panel says the user cannot reach ("users" → "You don't have access to users"). */
  what: string;
  /**
   * The address names an institute (`/institutes/{id}/…`): another one than the session's is
   * switched to (super admin) or refused, once the permission is there (institute-url-gate.tsx).
   */
  isInstituteInUrl?: boolean;
}

/**
 * What a role without access sees instead of a screen (issue 12 §11): the screen's heading and one
 * plain line, the same panel the institute settings show. Nothing of the screen loads, so no request
 * is refused and no API path reaches the message bar.
 */
export function NoAccessPage({ title, what }: Pick<ScreenAccess, 'title' | 'what'>) {
  return <UnavailablePanel title={title} message={`You don't have access to ${what}`} />;
}

/** A screen's heading over a line saying why it is not shown, and perhaps a way on. */
export function UnavailablePanel({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  const me = useSignedInMe();
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" component="p" color="primary">
          {me.institute.name}
        </Typography>
        <Typography variant="h1">{title}</Typography>
      </Box>
      <Alert severity="info" action={action}>
        {message}
      </Alert>
    </Stack>
  );
}

/**
 * The screen for a user whose `me.permissions` hold `access.permission`, else the no-access panel.
 * Decided before the screen renders, so it never starts its queries.
 */
export function guarded(Screen: ComponentType, access: ScreenAccess): ComponentType {
  function GuardedScreen() {
    const { permissions } = useSignedInMe();
    return permissions.includes(access.permission) ? (
      <Screen />
    ) : (
      <NoAccessPage title={access.title} what={access.what} />
    );
  }
  GuardedScreen.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return GuardedScreen;
}
