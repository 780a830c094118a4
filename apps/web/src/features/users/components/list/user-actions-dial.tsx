import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PlaylistAddCheckOutlinedIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';

const ACTIONS = [
  { label: 'Import users', to: paths.usersImport.to(), icon: <UploadFileOutlinedIcon /> },
  { label: 'Add single user', to: paths.user.to('new'), icon: <PersonAddAlt1OutlinedIcon /> },
  { label: 'Import Activities', to: paths.importPoints.to(), icon: <PlaylistAddCheckOutlinedIcon /> },
  {
    label: 'Import Activities (No Approval)',
    to: paths.importPointsNoApproval.to(),
    icon: <PlaylistAddOutlinedIcon />,
  },
];

/**
 * The admins' floating actions on Manage Users (part 2 §2, §6), on screens from md up. A narrow
 * screen has no room to float them: the button covered the filter's own (issue 12 §13), so there
 * the same actions are a menu button in the header (UserActionsMenu).
 */
export function UserActionsDial() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SpeedDial
      ariaLabel="User actions"
      icon={<SpeedDialIcon />}
      open={isOpen}
      // Opened by a click (or Enter) only: opening on hover as well made the click that follows the
      // hover close it again. Leaving with the pointer does not close it either.
      onOpen={(_event, reason) => {
        if (reason === 'toggle') setIsOpen(true);
      }}
      onClose={(_event, reason) => {
        if (reason !== 'mouseLeave') setIsOpen(false);
      }}
      sx={{ position: 'fixed', bottom: { xs: 16, md: 32 }, right: { xs: 16, md: 32 } }}
      // Shown, not zoomed in, when the page mounts: the zoom's start forced a layout of the whole
      // page (the grid included) inside the page's first long task.
      slotProps={{ transition: { appear: false } }}
    >
      {ACTIONS.map((action) => (
        <SpeedDialAction
          key={action.label}
          icon={action.icon}
          onClick={() => {
            setIsOpen(false);
            void navigate(action.to);
          }}
          // Labels stay beside the buttons while the dial is open: clearer than hover-only tooltips.
          slotProps={{
            tooltip: { title: action.label, open: true },
            staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } },
          }}
        />
      ))}
    </SpeedDial>
  );
}

/** The same actions as a header button and menu, for narrow screens. */
export function UserActionsMenu() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'user-actions-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add users
      </Button>
      <Menu
        id="user-actions-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'User actions' } }}
      >
        {ACTIONS.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              void navigate(action.to);
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
