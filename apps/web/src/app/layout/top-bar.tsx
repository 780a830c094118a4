import MenuIcon from '@mui/icons-material/Menu';
import { usesConsole } from '@pdp/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '../../lib/me';
import { useNavBadges } from '../navigation/nav-badges';
import { accountMenuOptions, activeNavKey, visibleNavItems } from '../navigation/nav-items';
import { AccountMenu } from './account-menu';
import { InstituteBrand } from './institute-brand';
import { NavLinks, NavList } from './nav-links';

/**
 * The top bar of part 1 §2.3: the institute's logo and name (a switcher for a super admin), the
 * navigation the user's role and institute allow, and the account menu.
 */
export function TopBar({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const badges = useNavBadges();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const context = useMemo(
    () => ({
      permissions: me.permissions,
      institute: me.institute,
      isConsoleUser: usesConsole(me.user),
      isSupervisor: me.user.is_supervisor,
    }),
    [me],
  );
  const items = useMemo(() => visibleNavItems(context), [context]);
  const account = accountMenuOptions(context);
  const activeKey = activeNavKey(items, pathname);

  return (
    <AppBar
      position="sticky"
      color="primary"
      sx={{ borderBottom: '1px solid rgba(0, 0, 0, 0.12)', boxShadow: '0 1px 3px rgba(16, 24, 40, 0.12)' }}
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64 }, px: { xs: 2, md: 3 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open navigation"
          onClick={() => setIsDrawerOpen(true)}
          sx={{ display: { xs: items.length > 0 ? 'inline-flex' : 'none', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <InstituteBrand institute={me.institute} canSwitch={account.canSwitchInstitute} />
        <Box sx={{ flex: '1 0 auto', display: 'flex', justifyContent: 'flex-end' }}>
          <NavLinks items={items} activeKey={activeKey} badges={badges} />
        </Box>
        {account.isAccountVisible && (
          <AccountMenu
            me={me}
            canChangePassword={account.canChangePassword}
            canOpenMyPd={account.canOpenMyPd}
          />
        )}
      </Toolbar>
      <Drawer open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
        <Box sx={{ width: 280 }}>
          <Typography variant="overline" component="p" color="text.secondary" sx={{ px: 3, pt: 2.5, pb: 1 }}>
            {me.institute.name}
          </Typography>
          <NavList
            items={items}
            activeKey={activeKey}
            badges={badges}
            onNavigate={() => setIsDrawerOpen(false)}
          />
        </Box>
      </Drawer>
    </AppBar>
  );
}
