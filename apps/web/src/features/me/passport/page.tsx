import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSignedInMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MePageHeading } from '../layout/me-page-heading';
import { myPointsHistoryQuery, useMyForecast, useMyPassport } from './api/my-passport';
import { useMyRecommendations } from './api/my-recommendations';
import { ForecastCard } from './components/forecast-card';
import { RecommendationsCard } from './components/recommendations-card';
import { PassportSummary } from './components/passport-summary';
import { PastPassports } from './components/past-passports';
import { PointsHistoryList } from './components/points-history-list';

/** My Passport (issue 21): the educator app's home. */
export function MePassportPage() {
  useDocumentTitle('My Passport');
  const { user } = useSignedInMe();
  const passport = useMyPassport();
  const forecast = useMyForecast();
  const recommendations = useMyRecommendations(user.is_educator);
  // The page shows once each has answered (or failed): what comes later never pushes down what is painted.
  const isPending = passport.isPending || forecast.isPending || recommendations.isLoading;
  // Rendered as a transition (in slices, the skeleton holding its place), so that only the commit
  // of the page's cards and history runs in one piece (docs/performance.md, "deferred value").
  const isShown = useDeferredValue(!isPending, false);
  // The history loads beside the passport but shows once the passport is there, below everything
  // that depends on it: the summary's height is known only then, and nothing it pushes down has
  // been painted yet (no layout shift, whichever answers first).
  usePrefetchQuery(myPointsHistoryQuery(1));
  return (
    <Stack spacing={3}>
      <MePageHeading
        title={`Hello, ${user.given_name}`}
        lead="Your passport for this period, and every point you have earned."
      />
      {!isShown && <Skeleton variant="rounded" height={220} />}
      {passport.isError && <Alert severity="error">We could not load your passport. Please try again.</Alert>}
      {isShown && passport.data && <PassportSummary passport={passport.data} />}
      {isShown && forecast.data && <ForecastCard forecast={forecast.data} />}
      {isShown && recommendations.data && <RecommendationsCard recommendations={recommendations.data} />}
      {isShown && passport.data && passport.data.past.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="past-passports"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="past-passports" variant="h6" component="h2" sx={{ mb: 1 }}>
            Earlier periods
          </Typography>
          <PastPassports past={passport.data.past} />
        </Paper>
      )}
      {isShown && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="points-history"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="points-history" variant="h6" component="h2" sx={{ mb: 2 }}>
            Points history
          </Typography>
          <PointsHistoryList />
        </Paper>
      )}
    </Stack>
  );
}
