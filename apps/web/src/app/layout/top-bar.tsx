import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Me } from '../../features/users/api/get-me';
import { initials } from '../../lib/initials';
import { AccountMenu } from './account-menu';

/** The institute's brand on the left (logo when it has one), the account menu on the right. */
export function TopBar({ me }: { me: Me }) {
  const { institute } = me;
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          {institute.logo_url ? (
            <Box
              component="img"
              src={institute.logo_url}
              alt=""
              sx={{
                height: 36,
                maxWidth: 160,
                objectFit: 'contain',
                bgcolor: 'common.white',
                borderRadius: 1,
                p: 0.5,
              }}
            />
          ) : (
            <InstituteMark name={institute.name} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="div" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {institute.name}
            </Typography>
            <Typography variant="caption" component="div" noWrap sx={{ opacity: 0.8, lineHeight: 1.2 }}>
              PD Passport
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        <AccountMenu user={me.user} />
      </Toolbar>
    </AppBar>
  );
}

/** A square monogram standing in for a logo. */
function InstituteMark({ name }: { name: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: 15,
        bgcolor: 'rgba(255, 255, 255, 0.18)',
        border: '1px solid rgba(255, 255, 255, 0.35)',
      }}
    >
      {initials(name)}
    </Box>
  );
}
