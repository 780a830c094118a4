import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TResponseSummaryEntry } from '@pdp/contract';
import { memo } from 'react';
// The module, not lib/forms' index: the index brings the form library and zod into the list's first load.
import { RatingField } from '../../../../lib/forms/rating-field';
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
  onRate: (capabilityId: number, value: number) => void;
}

/**
 * One numbered statement: the educator's and the business ideal's answers, and the supervisor's
 * radios. Memoized: a rating renders again when its own answers or choice change, not with the form.
 */
export const CapabilityRating = memo(function CapabilityRating(props: CapabilityRatingProps) {
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
        <RatingField
          name={`capability-${capabilityId}`}
          labelledBy={statementId}
          options={labels}
          value={supervisorValue}
          onChange={(value) => onRate(capabilityId, value)}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
});

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
