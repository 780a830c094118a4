import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VCM_EMPLOYER_MAX, type TVcmWorkExperience } from '@pdp/contract';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/messages';
import { useVcmAction, vcmFailureText } from '../../api/vcm-actions';

const EMPTY = { employer_name: '', job_role: '', year_from: '', year_to: '' };

/** A response's work experiences: each added or removed at once (part 2 §7's POST and DELETE). */
interface WorkExperiencesProps {
  vcmId: number;
  unitId: number;
  experiences: readonly TVcmWorkExperience[];
  onChange: (experiences: TVcmWorkExperience[]) => void;
  isEditable: boolean;
}

export function WorkExperiences({ vcmId, unitId, experiences, onChange, isEditable }: WorkExperiencesProps) {
  const mutation = useVcmAction(vcmId);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = () => {
    setErrors({});
    mutation.mutate(
      {
        kind: 'add_work_experience',
        unitId: unitId,
        body: {
          vcm_work_experience: {
            employer_name: draft.employer_name,
            job_role: draft.job_role,
            year_from: Number(draft.year_from),
            year_to: draft.year_to === '' ? null : Number(draft.year_to),
          },
        },
      },
      {
        onSuccess: (created) => {
          setDraft(EMPTY);
          const added = (created as { data?: TVcmWorkExperience } | undefined)?.data;
          if (added) onChange([...experiences, added]);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 2) setErrors(error.firstMessages());
          else notifyError(vcmFailureText('add_work_experience', error));
        },
      },
    );
  };
  const remove = (workExperienceId: number) =>
    mutation.mutate(
      { kind: 'delete_work_experience', unitId: unitId, workExperienceId },
      {
        onSuccess: () => onChange(experiences.filter((experience) => experience.id !== workExperienceId)),
        onError: (error) => notifyError(vcmFailureText('delete_work_experience', error)),
      },
    );

  const field = (name: keyof typeof EMPTY, label: string, type: 'text' | 'number' = 'text') => (
    <TextField
      size="small"
      label={label}
      type={type}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: type === 'text' ? { maxLength: VCM_EMPLOYER_MAX } : { min: 1900, max: 2200 } }}
    />
  );

  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Work experience
      </Typography>
      {experiences.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      ) : (
        <List dense aria-label="Work experience">
          {experiences.map((experience) => (
            <ListItem
              key={experience.id}
              disableGutters
              secondaryAction={
                isEditable && (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${experience.job_role} at ${experience.employer_name}`}
                    onClick={() => remove(experience.id)}
                    disabled={mutation.isPending}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${experience.job_role}, ${experience.employer_name}`}
                secondary={`${experience.year_from}–${experience.year_to ?? 'now'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {isEditable && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 110px 110px auto' },
            alignItems: 'start',
            mt: 1,
          }}
        >
          {field('employer_name', 'Employer')}
          {field('job_role', 'Job role')}
          {field('year_from', 'Year from', 'number')}
          {field('year_to', 'Year to', 'number')}
          <Button
            variant="outlined"
            onClick={add}
            disabled={
              draft.employer_name.trim() === '' || draft.job_role.trim() === '' || draft.year_from === ''
            }
            loading={mutation.isPending}
          >
            Add
          </Button>
        </Box>
      )}
    </Box>
  );
}
