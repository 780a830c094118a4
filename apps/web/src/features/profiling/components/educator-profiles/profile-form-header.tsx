import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@pdp/contract';
import { memo } from 'react';
import { formatDate } from '../../../../lib/dates';
import { ProfileActions } from './profile-actions';
import { profileBadge } from './profile-status';
import { StatusChip } from './status-chip';

interface ProfileFormHeaderProps {
  profile: TProfile;
  percent: number;
  canDelete: boolean;
  onDeleted: () => void;
}

/**
 * Who the profile belongs to, where it stands, the icons, and the supervisor's progress bar.
 * Memoized: the form renders again as each of its queries answers.
 */
export const ProfileFormHeader = memo(function ProfileFormHeader({
  profile,
  percent,
  canDelete,
  onDeleted,
}: ProfileFormHeaderProps) {
  const badge = profileBadge(profile);
  const completedAt = formatDate(profile.completed_at);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            Passport period {formatDate(profile.period_start)} – {formatDate(profile.period_end)}
          </Typography>
          <Typography variant="h2" component="h2">
            {profile.educator_full_name}
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {badge && <StatusChip badge={badge} />}
            {profile.completed && (
              <Typography
                variant="body2"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'success.dark',
                  fontWeight: 600,
                }}
              >
                <CheckCircleIcon fontSize="small" aria-hidden />
                Completed{completedAt && ` on ${completedAt}`}
              </Typography>
            )}
            {profile.supervisor_full_name && (
              <Typography variant="body2" color="text.secondary">
                Supervisor: {profile.supervisor_full_name}
              </Typography>
            )}
          </Box>
        </Box>
        <ProfileActions profile={profile} canDelete={canDelete} onDeleted={onDeleted} />
      </Box>
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
          {/* Labels of the progress bar, not headings (subtitle2 would render an h6). */}
          <Typography id="supervisor-progress-label" variant="subtitle2" component="p">
            Supervisor rating
          </Typography>
          <Typography variant="subtitle2" component="p" color="primary" data-testid="supervisor-percent">
            {percent}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="supervisor-progress-label"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Box>
  );
});
