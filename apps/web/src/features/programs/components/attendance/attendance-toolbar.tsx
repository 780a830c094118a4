import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { UserPicker, type UserChoice } from '../../../../components/user-picker';
import { paths } from '../../../../lib/paths';
import { attendancePdfUrl, registrationsCsvUrl } from '../../api/registrations';

// Part 2 §6 "Registering users": active educators and guests.
const REGISTRANT_SEARCH = { roles: ['educator', 'guest'], activeOnly: true, sort: 'family_name' } as const;

export interface AttendanceToolbarProps {
  programId: number;
  count: number;
  limit: number | null;
  canRegister: boolean;
  isAdding: boolean;
  onAdd: (user: UserChoice) => Promise<unknown>;
}

/** The heading with count/limit, the Add users search, and the exports and import. */
export function AttendanceToolbar({
  programId,
  count,
  limit,
  canRegister,
  isAdding,
  onAdd,
}: AttendanceToolbarProps) {
  // The picker keeps its own text: a new key gives an empty box after each registration. While one
  // registers, it holds the choice, so leaving the box does not choose the same user again.
  const [pickerKey, setPickerKey] = useState(0);
  const [chosen, setChosen] = useState<UserChoice | null>(null);
  const isFull = limit !== null && count >= limit;

  const add = async (user: UserChoice | null) => {
    if (!user || chosen) return;
    setChosen(user);
    try {
      await onAdd(user);
    } catch {
      // The refusal is already in the message bar (the mutation's onError).
    } finally {
      setChosen(null);
      setPickerKey((key) => key + 1);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h2">Registrations</Typography>
          <Typography variant="body2" color={isFull ? 'warning.main' : 'text.secondary'} role="status">
            {limit === null
              ? `${count} registered`
              : `${count}/${limit} registered${isFull ? ' · the program is full' : ''}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={registrationsCsvUrl(programId)}
            download
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
          >
            Export CSV
          </Button>
          <Button
            component="a"
            href={attendancePdfUrl(programId)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdfOutlinedIcon />}
          >
            Attendance PDF
          </Button>
          {canRegister && (
            <Button
              component={RouterLink}
              to={paths.importRegistrations.to(programId)}
              variant="outlined"
              size="small"
              startIcon={<UploadFileOutlinedIcon />}
            >
              Import Registrations
            </Button>
          )}
        </Stack>
      </Stack>
      {canRegister && (
        <Box sx={{ maxWidth: { md: 420 } }}>
          <UserPicker
            key={pickerKey}
            search={REGISTRANT_SEARCH}
            noun="educator or guest"
            label="Add users"
            helperText="Search active educators and guests by name or employee number; choosing one registers them."
            value={chosen}
            onChange={(user) => void add(user)}
            disabled={isAdding}
          />
        </Box>
      )}
    </Stack>
  );
}
