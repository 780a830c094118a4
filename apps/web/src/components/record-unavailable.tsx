import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RecordProblem } from '../lib/record-problem';
import { useDocumentTitle } from '../lib/use-document-title';
import { IconDisc } from './icon-disc';

export interface RecordUnavailableProps {
  problem: RecordProblem;
  /** The record as a heading names it: "Program", "User", "VCM". */
  title: string;
  /** The record in a sentence: "this program". */
  noun: string;
  /** The list the record belongs to, as the way back. */
  back: { to: string; label: string };
  /** Where "does not exist, or belongs to another institute" is not the reason (a record of one's own). */
  missingText?: string;
}

/**
 * What every detail page (`/programs/{id}`, `/users/{id}`, `/vcm/{id}`, `/me/programs/{id}`, …) shows
 * for a record it cannot show, the same way on each: a heading, one plain line, and a way back.
 */
export function RecordUnavailable({ problem, title, noun, back, missingText }: RecordUnavailableProps) {
  const isMissing = problem === 'not-found';
  const heading = isMissing ? `No ${title}` : `No access to ${title}`;
  useDocumentTitle(heading);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, md: 6 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <IconDisc>{isMissing ? <SearchOffOutlinedIcon /> : <LockOutlinedIcon />}</IconDisc>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {isMissing
          ? (missingText ?? `${capitalised(noun)} does not exist, or belongs to another institute.`)
          : `You don't have access to ${noun}.`}
      </Typography>
      <Button component={RouterLink} to={back.to} variant="outlined" sx={{ mt: 1 }}>
        {back.label}
      </Button>
    </Paper>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
