import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TProgram } from '@pdp/contract';

export interface ProgramActionsProps {
  program?: TProgram;
  isDirty: boolean;
  isSaving: boolean;
  busy: 'publish' | 'duplicate' | 'delete' | null;
  canCreate: boolean;
  onPublish: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onNotify: () => void;
}

/**
 * The program's actions (part 2 "Program page"): Save Draft or Save (a submit, enabled with changes),
 * Publish / Unpublish, Duplicate, Notify registrants and, while unpublished, Delete.
 */
export function ProgramActions(props: ProgramActionsProps) {
  const { program, isDirty, isSaving, busy, canCreate } = props;
  const isLive = program?.published ?? false;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isSaving}>
        {isLive ? 'Save' : 'Save Draft'}
      </Button>
      {program && (
        <>
          <Button
            variant="outlined"
            color={isLive ? 'primary' : 'success'}
            startIcon={isLive ? <UnpublishedOutlinedIcon /> : <PublishIcon />}
            onClick={props.onPublish}
            loading={busy === 'publish'}
          >
            {isLive ? 'Unpublish' : 'Publish'}
          </Button>
          {canCreate && (
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlinedIcon />}
              onClick={props.onDuplicate}
              loading={busy === 'duplicate'}
            >
              Duplicate
            </Button>
          )}
          <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={props.onNotify}>
            Notify registrants
          </Button>
          {program.can.delete && !isLive && (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={props.onDelete}
              loading={busy === 'delete'}
            >
              Delete
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
