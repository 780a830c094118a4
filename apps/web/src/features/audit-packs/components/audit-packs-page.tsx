import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AUDIT_PACK_STATUS_LABELS, counted, type TAuditPackRun } from '@pdp/contract';
import { useId } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { auditPackDownloadUrl, useAuditPacks } from '../api/audit-packs';
import { StartAuditPackForm } from './start-audit-pack-form';

const TITLE = 'Audit Packs';

const megabytes = (bytes: number | null) => (bytes === null ? '' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * /audit_packs (issue 40 §3): admins start a department's, unit code's or institute's packs, watch
 * them being made and download each ZIP for 7 days.
 */
export function AuditPacksPage() {
  useDocumentTitle(TITLE);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{TITLE}</Typography>
      <StartAuditPackForm />
      <AuditPackRuns />
    </Stack>
  );
}

function AuditPackRuns() {
  const headingId = useId();
  const runs = useAuditPacks();
  const rows = runs.data?.data ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Packs
      </Typography>
      {runs.isPending && <LinearProgress aria-label="Loading packs" />}
      {!runs.isPending && rows.length === 0 && (
        <Typography color="text.secondary">No pack has been made yet.</Typography>
      )}
      {/* Focusable: on a phone the table scrolls sideways inside its frame, and a keyboard must be able to scroll it. */}
      {rows.length > 0 && (
        <TableContainer tabIndex={0}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Educators</TableCell>
                <TableCell>Range</TableCell>
                <TableCell>Asked by</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Size</TableCell>
                <TableCell>Download</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function RunRow({ run }: { run: TAuditPackRun }) {
  const label = `${run.scope_label}, ${formatDate(run.from)} – ${formatDate(run.to)}`;
  const isMaking = run.status === 'queued' || run.status === 'running';
  return (
    <TableRow>
      <TableCell>{run.scope_label}</TableCell>
      <TableCell>
        {formatDate(run.from)} – {formatDate(run.to)}
      </TableCell>
      <TableCell>
        {run.requested_by}
        <Typography variant="caption" component="div" color="text.secondary">
          {formatDateTime(run.created_at)}
        </Typography>
      </TableCell>
      <TableCell>
        {AUDIT_PACK_STATUS_LABELS[run.status]}
        {isMaking && ` (${run.educators_done} of ${run.educators_total} educators)`}
        {isMaking && (
          <LinearProgress
            variant="determinate"
            value={run.educators_total ? (100 * run.educators_done) / run.educators_total : 0}
            aria-label={`Progress of ${label}`}
          />
        )}
        {run.status === 'ready' && run.missing_files > 0 && (
          <Typography variant="caption" component="div" color="warning.main">
            {counted(run.missing_files, 'file')} missing: listed in the manifests
          </Typography>
        )}
        {run.error && (
          <Typography variant="caption" component="div" color="error">
            {run.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>{megabytes(run.size)}</TableCell>
      <TableCell>
        {run.status === 'ready' && (
          <Button
            href={auditPackDownloadUrl(run.id)}
            startIcon={<FileDownloadOutlinedIcon />}
            aria-label={`Download ${label}`}
          >
            Download
          </Button>
        )}
        {run.expires_at && run.status === 'ready' && (
          <Typography variant="caption" component="div" color="text.secondary">
            until {formatDate(run.expires_at)}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
