import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';

const ACTIONS = [
  { label: 'Import users', to: paths.usersImport.to(), icon: <UploadFileOutlinedIcon /> },
  { label: 'Add single user', to: paths.user.to('new'), icon: <PersonAddAlt1OutlinedIcon /> },
];

/** The admins' floating actions on Manage Users (part 2 §2, §6). */
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
