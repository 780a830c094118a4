import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out';
import type { Me } from '../../lib/me';
import { initials } from '../../lib/initials';
import { notify } from '../../lib/messages';
import { visuallyHidden } from '../../lib/visually-hidden';
import { paths } from '../../lib/paths';

// Opened rarely; its form code (react-hook-form, the zod schema) loads on first use.
const ChangePasswordDialog = lazy(() => import('../../features/users/components/change-password-dialog'));

export interface AccountMenuProps {
  me: Me;
  canChangePassword: boolean;
  /** My PD: the educator app at /me, for console users (educators and guests live there). */
  canOpenMyPd?: boolean;
}

/** The Account item: who is signed in, in which institute, Change Password (not under SSO) and Logout. */
export function AccountMenu({ me, canChangePassword, canOpenMyPd = false }: AccountMenuProps) {
  const { user, institute } = me;
  const fullName = `${user.given_name} ${user.family_name}`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const navigate = useNavigate();
  const isOpen = Boolean(anchor);

  const handleLogout = () => {
    setIsSigningOut(true);
    void signOut();
  };

  return (
    <>
      {/* Named by its content, not aria-label, so the name includes the words on screen. */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          gap: 1.25,
          flexShrink: 0,
          borderRadius: 6,
          py: 0.5,
          pl: { xs: 0.5, lg: 1.5 },
          pr: 0.5,
          color: 'inherit',
          '&:hover': { bgcolor: alpha(theme.palette.primary.contrastText, 0.1) },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.contrastText}` },
        })}
      >
        <Box component="span" sx={visuallyHidden}>
          Account menu
        </Box>
        <Typography
          variant="body2"
          component="span"
          noWrap
          sx={{ fontWeight: 600, maxWidth: 180, display: { xs: 'none', lg: 'block' } }}
        >
          {fullName}
        </Typography>
        <Avatar
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            fontSize: 14,
            fontWeight: 600,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initials(fullName)}
        </Avatar>
      </ButtonBase>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 280 } }, list: { 'aria-label': 'Account' } }}
      >
        {/* A subheader, so keyboard focus skips it and lands on the first action. */}
        <ListSubheader
          role="presentation"
          disableSticky
          sx={{ px: 2, pt: 1, pb: 1.5, lineHeight: 1.5, color: 'text.primary' }}
        >
          <Typography variant="subtitle2" component="div">
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1 }}
          >
            <ApartmentOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            {institute.name}
          </Typography>
        </ListSubheader>
        <Divider />
        {canOpenMyPd && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(paths.me.to());
            }}
          >
            <ListItemIcon>
              <CardMembershipOutlinedIcon fontSize="small" />
            </ListItemIcon>
            My PD
          </MenuItem>
        )}
        {canChangePassword && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setIsChangingPassword(true);
            }}
          >
            <ListItemIcon>
              <KeyOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Change Password
          </MenuItem>
        )}
        {me.permissions.includes('audit.view') && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(paths.auditLog.to());
            }}
          >
            <ListItemIcon>
              <HistoryOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Audit Log
          </MenuItem>
        )}
        {me.permissions.includes('audit_packs.manage') && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(paths.auditPacks.to());
            }}
          >
            <ListItemIcon>
              <FolderZipOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Audit Packs
          </MenuItem>
        )}
        <MenuItem onClick={handleLogout} disabled={isSigningOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      {isChangingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open
            onClose={() => setIsChangingPassword(false)}
            onChanged={(message) => {
              setIsChangingPassword(false);
              notify(message, { severity: 'success' });
              void navigate(paths.home.to());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
