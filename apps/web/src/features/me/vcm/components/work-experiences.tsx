import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TVcmWorkExperience } from '@pdp/contract';
import { useState } from 'react';
import { textButtonAtStart } from '../../../../components/text-button-at-start';
import { ApiError } from '../../../../lib/api-client';
import { FormErrorAlert } from '../../../../lib/forms';
import { useChangeMyWorkExperience } from '../api/my-vcms';

interface Draft {
  employer_name: string;
  job_role: string;
  year_from: string;
  year_to: string;
}
const EMPTY: Draft = { employer_name: '', job_role: '', year_from: '', year_to: '' };
const draftOf = (w: TVcmWorkExperience): Draft => ({
  employer_name: w.employer_name,
  job_role: w.job_role,
  year_from: String(w.year_from),
  year_to: w.year_to === null ? '' : String(w.year_to),
});

/** A unit's work experiences: each saved at once (the claim needs at least one before it saves). */
export function WorkExperiences({
  vcmId,
  unitId,
  experiences,
}: {
  vcmId: number;
  unitId: number;
  experiences: readonly TVcmWorkExperience[];
}) {
  const change = useChangeMyWorkExperience(vcmId, unitId);
  const [editing, setEditing] = useState<number | 'new' | null>(experiences.length ? null : 'new');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');

  const open = (target: number | 'new', start: Draft) => {
    setEditing(target);
    setDraft(start);
    setErrors({});
    setFormError('');
  };
  const save = async () => {
    const body = {
      vcm_work_experience: {
        employer_name: draft.employer_name,
        job_role: draft.job_role,
        year_from: Number(draft.year_from) || (draft.year_from as unknown as number),
        year_to: draft.year_to ? Number(draft.year_to) : null,
      },
    };
    try {
      await change.mutateAsync(
        editing === 'new'
          ? { kind: 'add', body }
          : { kind: 'edit', workExperienceId: editing as number, body },
      );
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.firstMessages());
        setFormError(error.base.join(' '));
      } else setFormError('Something went wrong, please try again');
    }
  };
  const field = (name: keyof Draft, label: string, type = 'text') => (
    <TextField
      label={label}
      value={draft[name]}
      type={type}
      size="small"
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label="Work experiences">
      <Typography variant="subtitle2" component="h3">
        Work experiences
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {experiences.map((w) => (
          <Stack key={w.id} direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {w.job_role}, {w.employer_name} ({w.year_from}–{w.year_to ?? 'now'})
            </Typography>
            <IconButton aria-label={`Edit ${w.employer_name}`} onClick={() => open(w.id, draftOf(w))}>
              <EditOutlinedIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove ${w.employer_name}`}
              onClick={() => void change.mutateAsync({ kind: 'remove', workExperienceId: w.id })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {editing !== null ? (
          <Stack spacing={1.5}>
            {field('employer_name', 'Employer')}
            {field('job_role', 'Job role')}
            <Stack direction="row" spacing={1}>
              {field('year_from', 'Year from', 'number')}
              {field('year_to', 'Year to (blank: still there)', 'number')}
            </Stack>
            <FormErrorAlert message={formError} />
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => void save()} disabled={change.isPending}>
                {editing === 'new' ? 'Add work experience' : 'Save work experience'}
              </Button>
              {experiences.length > 0 && <Button onClick={() => setEditing(null)}>Cancel</Button>}
            </Stack>
          </Stack>
        ) : (
          <Button sx={{ alignSelf: 'flex-start', ...textButtonAtStart() }} onClick={() => open('new', EMPTY)}>
            Add another work experience
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
