import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../lib/visually-hidden';
import type { NavBadgeKey, NavBadges } from '../navigation/nav-badge-sources';
import type { NavItem, NavKey } from '../navigation/nav-items';

export interface NavLinksProps {
  items: readonly NavItem[];
  activeKey: NavKey | undefined;
  badges: NavBadges;
}

const hasBadge = (badges: NavBadges, key: NavKey) => badges[key as NavBadgeKey] === true;

/** The red dot, with words for screen readers (the dot alone says nothing to them). */
function BadgeDot() {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          top: 18,
          right: 6,
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: 'error.main',
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        (needs attention)
      </Box>
    </>
  );
}

/** The top navigation on wide screens: one link per area, the current one highlighted. */
export function NavLinks({ items, activeKey, badges }: NavLinksProps) {
  return (
    // From md (900 px) up, laptops included: below it the links move into the drawer.
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => {
          const isActive = item.key === activeKey;
          return (
            <li key={item.key}>
              <ButtonBase
                component={RouterLink}
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                sx={(theme) => ({
                  position: 'relative',
                  // Tighter between md and lg, so seven areas fit beside the brand at 900 px.
                  px: { md: 1, lg: 1.75 },
                  height: 64,
                  fontSize: { md: '0.8125rem', lg: '0.875rem' },
                  whiteSpace: 'nowrap',
                  fontWeight: isActive ? 700 : 500,
                  letterSpacing: '0.01em',
                  color: 'primary.contrastText',
                  transition: theme.transitions.create('background-color', { duration: 150 }),
                  '&:hover': { bgcolor: alpha(theme.palette.primary.contrastText, 0.08) },
                  '&.Mui-focusVisible': {
                    outline: `2px solid ${theme.palette.primary.contrastText}`,
                    outlineOffset: -6,
                  },
                  // A tab-like bar under the current item, in the institute's light colour.
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    left: 10,
                    right: 10,
                    bottom: 0,
                    height: 3,
                    borderRadius: '3px 3px 0 0',
                    bgcolor: isActive ? 'primary.light' : 'transparent',
                  },
                })}
              >
                {item.label}
                {hasBadge(badges, item.key) && <BadgeDot />}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The same links as a list, for the drawer on narrow screens. */
export function NavList({
  items,
  activeKey,
  badges,
  onNavigate,
}: NavLinksProps & { onNavigate: () => void }) {
  return (
    <Box component="nav" aria-label="Main">
      <List>
        {items.map((item) => (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.to}
            selected={item.key === activeKey}
            aria-current={item.key === activeKey ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mx: 1, mb: 0.5 }}
          >
            <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            {hasBadge(badges, item.key) && (
              <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }}>
                <Box component="span" sx={visuallyHidden}>
                  (needs attention)
                </Box>
              </Box>
            )}
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
