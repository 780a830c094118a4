import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@pdp/contract';
import { RecommendationList } from '../../../../components/recommendations/recommendation-list';
import { useProfileRecommendations } from '../../api/get-profile-recommendations';

/**
 * Under the rating form: what the educator's gaps suggest they attend next, as they see it on /me.
 * A region named by its title, not a heading: the form's outline is the educator (h2) and the domain
 * being rated (h3).
 */
export function ProfileRecommendations({ profile }: { profile: TProfile }) {
  const recommendations = useProfileRecommendations(profile.id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-recommendations" sx={{ p: 2 }}>
      <Typography id="profile-recommendations" variant="h6" component="p" sx={{ mb: 1.5 }}>
        Recommended programs
      </Typography>
      {recommendations.data ? (
        <RecommendationList
          recommendations={recommendations.data}
          whose={`${profile.educator_full_name}’s`}
        />
      ) : (
        <Skeleton variant="rounded" height={64} />
      )}
    </Paper>
  );
}
