import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TProfile } from '@pdp/contract';
import { useConfirm } from '../../../../components/confirm-dialog';
import { notify } from '../../../../lib/messages';
import { useDeleteProfile } from '../../api/delete-profile';
import { profilePdfUrl, useEmailProfileToSupervisor } from '../../api/export-profile-summary';

interface ProfileActionsProps {
  profile: TProfile;
  canDelete: boolean;
  onDeleted: () => void;
}

/** The form's icons (part 1 §2.4): delete (admins, not completed), email to the supervisor, PDF. */
export function ProfileActions({ profile, canDelete, onDeleted }: ProfileActionsProps) {
  const confirm = useConfirm();
  const deleteProfile = useDeleteProfile();
  const email = useEmailProfileToSupervisor();

  const onDelete = async () => {
    const isConfirmed = await confirm({
      title: 'Delete profile?',
      message: `${profile.educator_full_name}'s profile and every response in it will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete profile',
      destructive: true,
    });
    if (!isConfirmed) return;
    deleteProfile.mutate(profile.id, {
      onSuccess: () => {
        notify(`${profile.educator_full_name}'s profile was deleted.`, {
          duration: 'profiling',
          severity: 'success',
        });
        onDeleted();
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      {canDelete && !profile.completed && (
        <Tooltip title="Delete profile" describeChild>
          <span>
            <IconButton aria-label="Delete profile" onClick={onDelete} disabled={deleteProfile.isPending}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title="Email profile to supervisor" describeChild>
        <span>
          <IconButton
            aria-label="Email profile to supervisor"
            onClick={() => email.mutate(profile.id)}
            disabled={email.isPending}
          >
            {email.isPending ? <CircularProgress size={20} aria-hidden /> : <MailOutlineIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Open profile PDF" describeChild>
        <IconButton
          aria-label="Open profile PDF"
          component="a"
          href={profilePdfUrl(profile.id)}
          target="_blank"
          rel="noopener"
        >
          <PictureAsPdfOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
