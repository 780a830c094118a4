import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMyProfile } from '@pdp/contract';
import { useState } from 'react';
import { useConfirm } from '../../../../components/confirm-dialog';
import { useSaveMyAnswer, useSubmitMyProfile } from '../api/my-profile';

/**
 * The self-assessment, one domain at a time (fits a phone): each statement's response labels as
 * radio buttons, saved as soon as one is chosen; Submit on the last domain once all are answered.
 * Read-only once submitted.
 */
export function ProfileForm({ profile }: { profile: TMyProfile }) {
  const [step, setStep] = useState(0);
  // The choices made here, shown at once: the radios are controlled, and the query cache's update
  // reaches React only after the click event (TanStack Query notifies on a timer), so without this
  // the browser's own check was undone for a moment. A failed save drops its choice again.
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const choose = (capabilityId: number, value: number) => {
    setChosen((previous) => new Map(previous).set(capabilityId, value));
    save.mutate(
      { capability_id: capabilityId, value },
      {
        onError: () =>
          setChosen((previous) => {
            const next = new Map(previous);
            next.delete(capabilityId);
            return next;
          }),
      },
    );
  };
  const save = useSaveMyAnswer();
  const submit = useSubmitMyProfile();
  const confirm = useConfirm();
  const domain = profile.domains[Math.min(step, profile.domains.length - 1)];
  const isLast = step >= profile.domains.length - 1;
  const isReadOnly = !profile.can_edit;

  const onSubmit = async () => {
    const isConfirmed = await confirm({
      title: 'Submit your self-assessment?',
      message: profile.requires_supervisor_step
        ? 'Your supervisor will then rate you. You cannot change your answers after submitting.'
        : 'Your profile will then be complete. You cannot change your answers after submitting.',
      confirmLabel: 'Submit',
    });
    if (isConfirmed) submit.mutate();
  };

  if (!domain) return <Alert severity="info">Your institute has no capability statements yet.</Alert>;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography id="my-profile-progress" variant="body2" color="text.secondary">
          {profile.answered_count} of {profile.total_count} statements answered ({profile.percent}%)
        </Typography>
        <LinearProgress
          variant="determinate"
          value={profile.percent}
          aria-labelledby="my-profile-progress"
          sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderTop: 4, borderTopColor: domain.color }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Domain {step + 1} of {profile.domains.length} · {domain.answered_count}/{domain.capabilities_count}{' '}
          answered
        </Typography>
        <Typography variant="h2">{domain.name}</Typography>
        {domain.summary ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {domain.summary}
          </Typography>
        ) : null}
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          {domain.capabilities.map((capability) => (
            <FormControl key={capability.id} component="fieldset" disabled={isReadOnly}>
              <FormLabel
                component="legend"
                sx={{ color: 'text.primary', '&.Mui-disabled': { color: 'text.primary' } }}
              >
                {capability.number}. {capability.statement}
              </FormLabel>
              <RadioGroup
                row
                name={`capability-${capability.id}`}
                value={String(chosen.get(capability.id) ?? capability.value ?? '')}
                onChange={(event) => choose(capability.id, Number(event.target.value))}
              >
                {profile.labels.map((label) => (
                  <FormControlLabel
                    key={label.value}
                    value={String(label.value)}
                    control={<Radio />}
                    label={label.text}
                    // Read-only after submitting, and still legible (disabled grey fails contrast).
                    sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' } }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous domain
        </Button>
        {!isLast ? (
          <Button variant="outlined" onClick={() => setStep(step + 1)}>
            Next domain
          </Button>
        ) : profile.can_edit ? (
          <Button
            variant="contained"
            disabled={profile.percent < 100 || submit.isPending || save.isPending}
            onClick={() => void onSubmit()}
          >
            Submit
          </Button>
        ) : null}
      </Stack>
      {profile.can_edit && isLast && profile.percent < 100 ? (
        <Typography variant="body2" color="text.secondary">
          Answer every statement in every domain to submit.
        </Typography>
      ) : null}
    </Stack>
  );
}
