import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TMyVcm, TMyVcmQualification } from '@pdp/contract';
import { useState } from 'react';
import { EvidenceUploader, type EvidenceItem } from '../../../../components/evidence-uploader';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { useChangeMyQualification, useMyVcmCatalogue } from '../api/my-vcms';
import { ItemStatusChip } from './status-chip';
import { QualificationHelpLink } from './vcm-guidance';

const newFiles = (items: readonly EvidenceItem[]) =>
  items.flatMap((item) => (item.kind === 'new' ? [{ file_id: item.fileId }] : []));
const describe = (error: unknown) =>
  error instanceof ApiError ? describeApiError(error) : 'Something went wrong, please try again';

function QualificationRow({ vcmId, item }: { vcmId: number; item: TMyVcmQualification }) {
  const change = useChangeMyQualification(vcmId);
  const [files, setFiles] = useState<EvidenceItem[]>([]);
  const [error, setError] = useState('');
  const name = `${item.professional_qualification.code} ${item.professional_qualification.title}`;
  const run = async (kind: 'documents' | 'remove') => {
    setError('');
    try {
      const qualificationId = item.professional_qualification.id;
      await change.mutateAsync(
        kind === 'remove' ? { kind, qualificationId } : { kind, qualificationId, documents: newFiles(files) },
      );
      setFiles([]);
    } catch (caught) {
      setError(describe(caught));
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        ...(item.status === 'needs_attention' ? { borderColor: 'warning.main', borderWidth: 2 } : {}),
      }}
      aria-label={name}
      component="article"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <ItemStatusChip status={item.status} />
      </Stack>
      {item.status === 'needs_attention' && item.approver_feedback && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <strong>Feedback from your approver:</strong> {item.approver_feedback}
        </Alert>
      )}
      {item.supporting_documents.map((d) => (
        <Typography key={d.id} variant="body2">
          <Link href={d.url}>{d.title}</Link>
        </Typography>
      ))}
      {item.can_edit && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <EvidenceUploader
            label={`Add documents to ${item.professional_qualification.code}`}
            value={files}
            onChange={setFiles}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            {files.length > 0 && (
              <Button variant="outlined" onClick={() => void run('documents')}>
                Save documents
              </Button>
            )}
            <Button color="error" onClick={() => void run('remove')} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/** Professional qualifications: those of the VCM, and adding one of the year's catalogue with its documents. */
export function QualificationsSection({ vcm }: { vcm: TMyVcm }) {
  const catalogue = useMyVcmCatalogue(vcm.can.edit);
  const change = useChangeMyQualification(vcm.id);
  const [chosen, setChosen] = useState('');
  const [files, setFiles] = useState<EvidenceItem[]>([]);
  const [error, setError] = useState('');
  const taken = new Set(vcm.professional_qualifications.map((q) => q.professional_qualification.id));
  const options = (
    catalogue.data?.year === vcm.year ? catalogue.data.professional_qualifications : []
  ).filter((q) => !taken.has(q.id));
  const add = async () => {
    setError('');
    try {
      await change.mutateAsync({ kind: 'add', qualificationId: Number(chosen), documents: newFiles(files) });
      setChosen('');
      setFiles([]);
    } catch (caught) {
      setError(describe(caught));
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-vcm-qualifications"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="my-vcm-qualifications" variant="h6" component="h2" sx={{ mb: 1 }}>
        Professional qualifications
      </Typography>
      <QualificationHelpLink guidance={vcm.guidance} />
      <Stack spacing={1}>
        {vcm.professional_qualifications.length === 0 && (
          <Typography color="text.secondary">No professional qualifications yet.</Typography>
        )}
        {vcm.professional_qualifications.map((item) => (
          <QualificationRow key={item.id} vcmId={vcm.id} item={item} />
        ))}
        {vcm.can.edit && options.length > 0 && (
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              select
              label="Add a professional qualification"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              size="small"
            >
              {options.map((q) => (
                <MenuItem key={q.id} value={String(q.id)}>
                  {q.code} {q.title}
                </MenuItem>
              ))}
            </TextField>
            {chosen && <EvidenceUploader label="Its documents" value={files} onChange={setFiles} />}
            {error && <Alert severity="error">{error}</Alert>}
            <Button
              variant="outlined"
              disabled={!chosen || change.isPending}
              onClick={() => void add()}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add qualification
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
