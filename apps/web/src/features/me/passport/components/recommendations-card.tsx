import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TRecommendations, TRecommendedProgram } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../../components/confirm-dialog';
import { RecommendationList } from '../../../../components/recommendations/recommendation-list';
import { notify } from '../../../../lib/messages';
import { paths } from '../../../../lib/paths';
import { useRegisterForProgram } from '../../programs/api/my-programs';

/** "Recommended for you": programs for the gaps of my latest completed profile, each with Register. */
export function RecommendationsCard({ recommendations }: { recommendations: TRecommendations }) {
  const confirm = useConfirm();
  const register = useRegisterForProgram();

  const onRegister = async (program: TRecommendedProgram) => {
    const name = program.name ?? 'this program';
    const isConfirmed = await confirm({
      title: `Register for ${name}?`,
      message: 'If the program needs approval, your registration will wait for it and you will get an email.',
      confirmLabel: 'Register',
    });
    if (!isConfirmed) return;
    const created = await register.mutateAsync(program.id).catch(() => null);
    if (created)
      notify(created.state === 'pending' ? 'Registration submitted for approval' : 'You are registered', {
        severity: 'success',
      });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recommendations"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="recommendations" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Recommended for you
      </Typography>
      <RecommendationList
        recommendations={recommendations}
        whose="your"
        name={(program) => (
          <Link component={RouterLink} to={paths.meProgram.to(program.id)}>
            {program.name ?? 'Program'}
          </Link>
        )}
        action={(program) => (
          <Button
            variant="contained"
            onClick={() => void onRegister(program)}
            disabled={register.isPending}
            aria-label={`Register for ${program.name ?? 'this program'}`}
          >
            Register
          </Button>
        )}
      />
    </Paper>
  );
}
