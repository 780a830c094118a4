import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TProgram } from '@pdp/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { notify } from '../../../../lib/messages';
import { useSaveProgram } from '../../api/save-program';
import { programPdfProblem, useUploadProgramPdf } from '../../api/upload-program-pdf';

/** The server's reason for refusing a file: its first field message, as a sentence. */
export function pdfErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.firstMessages())[0] ?? error.base[0];
    if (first) return /^[A-Z]/.test(first) ? first : `PDF ${first}`;
    return error.message;
  }
  return 'The PDF could not be uploaded';
}

/** The program's flyer (part 2 §5: a PDF of at most 10 MB): upload, replace, open and remove. */
export function ProgramPdf({ program, disabled }: { program: TProgram; disabled: boolean }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProgramPdf(program.id);
  const save = useSaveProgram(program.id);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = programPdfProblem(file);
    setError(problem);
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      notify('PDF uploaded.', { duration: 'program', severity: 'success' });
    } catch (failure) {
      setError(pdfErrorText(failure));
    }
  };
  const onRemove = async () => {
    setError(null);
    try {
      await save.mutateAsync({ pdf: null });
      notify('PDF removed.', { duration: 'program', severity: 'success' });
    } catch (failure) {
      setError(pdfErrorText(failure));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Program PDF" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Program PDF
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A flyer registrants can download. PDF files up to 10 MB.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {program.pdf_url ? (
          <Link
            href={program.pdf_url}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}
          >
            <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
            {program.pdf_filename ?? 'Program PDF'}
          </Link>
        ) : (
          <Typography color="text.secondary">No PDF yet.</Typography>
        )}
        {!disabled && (
          <>
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              loading={upload.isPending}
            >
              {program.pdf_url ? 'Replace PDF' : 'Upload PDF'}
            </Button>
            {program.pdf_url && (
              <Button color="error" onClick={() => void onRemove()} loading={save.isPending}>
                Remove PDF
              </Button>
            )}
          </>
        )}
      </Box>
      {/* Outside the button: a focusable input inside a button-like label is nested interactive. */}
      {!disabled && (
        <Box
          component="input"
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="PDF file"
          sx={visuallyHidden}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void onFile(event)}
        />
      )}
    </Paper>
  );
}
