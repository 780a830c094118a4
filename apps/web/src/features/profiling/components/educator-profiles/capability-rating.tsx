import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TResponseSummaryEntry } from '@pdp/contract';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import type { ResponseLabel } from '../../api/get-response-labels';

interface CapabilityRatingProps {
  number: number;
  capabilityId: number;
  statement: string;
  entry: TResponseSummaryEntry | undefined;
  /** What the supervisor just clicked, shown until the server's answer replaces it. */
  choice: number | undefined;
  labels: readonly ResponseLabel[];
  accent: string;
  disabled: boolean;
  onRate: (value: number) => void;
}

/** One numbered statement: the educator's and the business ideal's answers, and the supervisor's radios. */
export function CapabilityRating(props: CapabilityRatingProps) {
  const { number, capabilityId, statement, entry, choice, labels, accent, disabled, onRate } = props;
  const textOf = (value: number | undefined) => labels.find((label) => label.value === value)?.text;
  const statementId = `capability-${capabilityId}-statement`;
  const supervisorValue = choice ?? entry?.SupervisorResponse?.value;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          typography: 'subtitle2',
          bgcolor: alpha(accent, 0.12),
          color: accent,
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Typography id={statementId} variant="body1" sx={{ fontWeight: 500 }}>
          <Box component="span" sx={visuallyHidden}>
            {`Statement ${number}: `}
          </Box>
          {statement}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <AnswerTag who="Educator" text={textOf(entry?.EducatorResponse?.value)} missing="Not answered" />
          <AnswerTag
            who="Business ideal"
            text={textOf(entry?.BusinessIdealResponse?.value)}
            missing="Not set"
          />
        </Box>
        <RadioGroup
          row
          aria-labelledby={statementId}
          name={`capability-${capabilityId}`}
          value={supervisorValue === undefined ? '' : String(supervisorValue)}
          onChange={(_event, value) => onRate(Number(value))}
          sx={{ columnGap: 1 }}
        >
          {labels.map((label) => (
            <FormControlLabel
              key={label.id}
              value={String(label.value)}
              control={<Radio size="small" />}
              label={label.text}
              disabled={disabled}
              slotProps={{ typography: { variant: 'body2' } }}
              // A submitted rating stays readable: the chosen answer keeps its ink when disabled.
              sx={
                label.value === supervisorValue
                  ? {
                      '& .MuiFormControlLabel-label': { fontWeight: 600 },
                      '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                      '& .Mui-disabled.Mui-checked': { color: 'text.secondary' },
                    }
                  : undefined
              }
            />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}

function AnswerTag({ who, text, missing }: { who: string; text: string | undefined; missing: string }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        typography: 'caption',
      }}
    >
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {who}:
      </Box>
      <Box component="span" sx={{ fontWeight: 600, color: text ? 'text.primary' : 'text.secondary' }}>
        {text ?? missing}
      </Box>
    </Box>
  );
}
