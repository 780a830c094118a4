import { CALIBRATION_MIN_GROUP, counted, type TCalibrationSummaryResponse } from '@pdp/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Why some groups are missing: "2 supervisors with fewer than 5 educators are not shown, …". */
export const hiddenSentence = (count: number, noun: string) =>
  `${counted(count, noun)} with fewer than ${CALIBRATION_MIN_GROUP} educators ` +
  `${count === 1 ? 'is' : 'are'} not shown, so that no one's ratings can be picked out.`;

/** A difference with its sign: +0.5, -1, 0. */
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function SummaryTable(props: {
  title: string;
  headers: string[];
  rows: ReactNode[][];
  hidden: number;
  noun: string;
  emptyText: string;
}) {
  const { title, headers, rows, hidden, noun, emptyText } = props;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {/* Focusable: on a phone the table scrolls sideways inside its frame, and a keyboard must be able to scroll it. */}
      <TableContainer tabIndex={0}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, r) => (
              <TableRow key={r}>
                {cells.map((cell, index) => (
                  <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {hidden > 0 && (
              <TableRow>
                <TableCell colSpan={headers.length} sx={{ color: 'text.secondary' }}>
                  {hiddenSentence(hidden, noun)}
                </TableCell>
              </TableRow>
            )}
            {rows.length === 0 && hidden === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length} sx={{ color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** The department views of the calibration summary: self against supervisor, and against the ideal. */
export function CalibrationTables({ summary }: { summary: TCalibrationSummaryResponse }) {
  return (
    <>
      <SummaryTable
        title="Self-rating against the supervisor's, by department"
        headers={['Department', 'Educators', 'Mean distance', 'Self minus supervisor']}
        rows={summary.departments.map((row) => [
          row.department_name ?? 'No department',
          row.educators,
          row.mean_distance,
          signed(row.mean_difference),
        ])}
        hidden={summary.hidden.departments}
        noun="department"
        emptyText="No completed profile rated by both sides for these filters."
      />
      <SummaryTable
        title="Department average against the business ideal, by domain"
        headers={['Department', 'Domain', 'Educators', 'Mean rating', 'Business ideal', 'Difference']}
        rows={summary.department_ideals.map((row) => [
          row.department_name ?? 'No department',
          row.domain_name,
          row.educators,
          row.mean_rating,
          row.mean_ideal,
          signed(row.difference),
        ])}
        hidden={summary.hidden.department_ideals}
        noun="department and domain"
        emptyText="No rating has a business ideal to compare with for these filters."
      />
    </>
  );
}
