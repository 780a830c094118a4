import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StarsOutlinedIcon from '@mui/icons-material/StarsOutlined';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useSignedInMe } from '../../../lib/me';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useUnreadNotifications } from '../notifications/api/my-notifications';
import { activeMeSection, meSections, type MeSectionKey } from './me-sections';

const ICONS: Record<MeSectionKey, ReactNode> = {
  passport: <CardMembershipOutlinedIcon />,
  profile: <AssignmentIndOutlinedIcon />,
  programs: <EventNoteOutlinedIcon />,
  points: <StarsOutlinedIcon />,
  vcm: <SchoolOutlinedIcon />,
  notifications: <InboxOutlinedIcon />,
};

/**
 * The educator app's frame (issue 21), inside the console's shell: its sections as a row of links
 * above the page on wider screens, and as a bottom navigation bar at phone width. Inbox carries the
 * unread count.
 */
export function MeLayout() {
  const me = useSignedInMe();
  const { pathname } = useLocation();
  const sections = meSections({ isVcmEnabled: me.institute.vcm_enabled });
  const active = activeMeSection(sections, pathname);
  const unread = useUnreadNotifications().data ?? 0;
  // The count is drawn on the icon and said in words (the badge itself is hidden from screen readers).
  const iconOf = (key: MeSectionKey) => (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
      {key === 'notifications' && unread > 0 ? (
        <Badge badgeContent={unread} color="error" max={99}>
          {ICONS[key]}
        </Badge>
      ) : (
        ICONS[key]
      )}
    </Box>
  );
  const labelOf = (key: MeSectionKey, label: string) => (
    <>
      {label}
      {key === 'notifications' && unread > 0 && (
        <Box component="span" sx={visuallyHidden}>
          ({unread} unread)
        </Box>
      )}
    </>
  );

  return (
    <Box sx={{ pb: { xs: 10, md: 0 } }}>
      <Box
        component="nav"
        aria-label="My PD"
        sx={{ display: { xs: 'none', md: 'block' }, mb: 4, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
          {sections.map((section) => {
            const isActive = section.key === active;
            return (
              <li key={section.key}>
                <ButtonBase
                  component={RouterLink}
                  to={section.to}
                  aria-current={isActive ? 'page' : undefined}
                  sx={(theme) => ({
                    gap: 1,
                    px: 2,
                    py: 1.5,
                    fontSize: '0.9375rem',
                    fontWeight: isActive ? 700 : 500,
                    color: isActive ? 'primary.main' : 'text.secondary',
                    borderBottom: 3,
                    borderColor: isActive ? 'primary.main' : 'transparent',
                    borderTopLeftRadius: 8,
                    borderTopRightRadius: 8,
                    '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
                    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
                  })}
                >
                  {iconOf(section.key)}
                  {labelOf(section.key, section.label)}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      </Box>

      <Outlet />

      <Paper
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          display: { md: 'none' },
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <BottomNavigation component="nav" aria-label="My PD sections" showLabels value={active}>
          {sections.map((section) => (
            <BottomNavigationAction
              key={section.key}
              value={section.key}
              component={RouterLink}
              to={section.to}
              label={labelOf(section.key, section.label)}
              aria-current={section.key === active ? 'page' : undefined}
              icon={iconOf(section.key)}
              sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem' } }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
