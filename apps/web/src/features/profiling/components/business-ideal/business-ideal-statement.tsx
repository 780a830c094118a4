import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
// The module, not lib/forms' index: the index brings the form library and zod into the list's first load.
import { RatingField } from '../../../../lib/forms/rating-field';
import type { ResponseLabel } from '../../api/get-response-labels';
import { inkOn } from './business-ideal-colors';
import type { NumberedStatement } from './business-ideal-statements';

export interface BusinessIdealStatementProps {
  statement: NumberedStatement;
  labels: readonly ResponseLabel[];
  /** The business ideal's answer, if any. */
  value: number | undefined;
  color: string;
  isDisabled: boolean;
  onAnswer: (value: number) => void;
}

/** One numbered capability statement and its answer, a radio per response label. */
export function BusinessIdealStatement({
  statement,
  labels,
  value,
  color,
  isDisabled,
  onAnswer,
}: BusinessIdealStatementProps) {
  const statementId = useId();
  const isAnswered = value !== undefined;

  return (
    <Stack direction="row" spacing={2} sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: '0.875rem',
          fontWeight: 700,
          border: 2,
          borderColor: color,
          bgcolor: isAnswered ? color : 'transparent',
          color: isAnswered ? inkOn(color) : 'text.primary',
          transition: 'background-color 150ms',
        }}
      >
        {statement.number}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={statementId} sx={{ fontWeight: 500, pt: 0.5 }}>
          {statement.statement}
        </Typography>
        <RatingField
          name={`business-ideal-${statement.capabilityId}`}
          labelledBy={statementId}
          options={labels}
          value={value}
          onChange={onAnswer}
          disabled={isDisabled}
          sx={{ mt: 0.5 }}
        />
      </Box>
    </Stack>
  );
}
