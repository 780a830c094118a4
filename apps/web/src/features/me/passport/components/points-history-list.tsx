import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TPointsHistory } from '@pdp/contract';
import { useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { HISTORY_PER_PAGE, useMyPointsHistory } from '../api/my-passport';
import { formatPoints } from './passport-status';

const titleOf = (row: TPointsHistory) => row.detail || row.type_label;

/** My points history: one expandable row per award, newest first, with its details and files. */
export function PointsHistoryList() {
  const [page, setPage] = useState(1);
  const query = useMyPointsHistory(page);
  if (query.isPending) return <Skeleton variant="rounded" height={180} />;
  if (query.isError) return <Typography color="error">We could not load your points history.</Typography>;
  const { data, meta } = query.data;
  if (meta.total === 0) {
    return (
      <Typography color="text.secondary">
        No points yet. Complete a program or submit a point request to earn them.
      </Typography>
    );
  }
  return (
    <Box>
      {data.map((row) => (
        <Accordion
          key={row.id}
          disableGutters
          variant="outlined"
          // A row's details render when it is first opened, not with the page (ten rows of facts and files).
          slotProps={{ transition: { unmountOnExit: true } }}
          sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`history-${row.id}`}
            sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', pr: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {titleOf(row)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(row.date)} · {row.type_label}
                </Typography>
              </Box>
              <Typography variant="subtitle2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatPoints(row.points)} pts
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`history-${row.id}`}>
            <HistoryDetail row={row} />
          </AccordionDetails>
        </Accordion>
      ))}
      {meta.total > HISTORY_PER_PAGE && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(meta.total / HISTORY_PER_PAGE)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? `Points history page ${item}` : `Go to ${type} page`
          }
        />
      )}
    </Box>
  );
}

function HistoryDetail({ row }: { row: TPointsHistory }) {
  const facts: [string, string | null][] = [
    ['Domain', row.domain_name],
    ['Activity date', row.activity_date ? formatDate(row.activity_date) : null],
    [
      'Duration',
      row.activity_duration !== null
        ? `${row.activity_duration} ${row.activity_interval ?? ''}`.trim()
        : null,
    ],
    ['Learning journey', row.learning_journey_equivalent ? 'Yes' : null],
    ['Informs my teaching practice', row.inform_teaching_practice],
    ['Related units', row.related_to_units],
    ['Benefit to students', row.student_benefit],
    ['Approval reason', row.approval_reason],
    ['Notes', row.notes],
    ['Program summary', row.summary],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {shown.length === 0 && row.evidences.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No further details.
        </Typography>
      )}
      {shown.map(([term, value]) => (
        <Box key={term}>
          <Typography variant="caption" color="text.secondary" component="p">
            {term}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
      {row.evidences.map((evidence) =>
        evidence.file_url ? (
          <Link
            key={evidence.id}
            href={evidence.file_url}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <AttachFileIcon fontSize="small" aria-hidden />
            {evidence.metadata.filename}
          </Link>
        ) : null,
      )}
    </Box>
  );
}
