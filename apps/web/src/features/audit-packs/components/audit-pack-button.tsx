import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_PACK_MESSAGES, type TUserDetail } from '@pdp/contract';
import { useId, useState } from 'react';
import { LazyDateField } from '../../../components/date-field/lazy-date-field';
import { FormDialog } from '../../../components/form-dialog';
import { toApiDate } from '../../../lib/dates';
import { useSignedInMe } from '../../../lib/me';
import { userAuditPackUrl } from '../api/user-audit-pack-url';

/** The start of the calendar year a year ago, and today: the last full year and this one so far. */
function defaultRange() {
  const today = new Date();
  return { from: `${today.getFullYear() - 1}-01-01`, to: toApiDate(today) };
}

/**
 * "Audit pack" on a user's profile (issue 40 §3): a date range and PDF or ZIP, downloaded by the
 * browser. Offered to staff who may make packs, for an educator other than themselves; the server
 * still decides (a supervisor only for their own educators).
 */
export function AuditPackButton({ user }: { user: TUserDetail }) {
  const me = useSignedInMe();
  const [isOpen, setIsOpen] = useState(false);
  if (!me.permissions.includes('audit_packs.make') || !user.is_educator || user.id === me.user.id)
    return null;
  return (
    <>
      <Button variant="outlined" startIcon={<FolderZipOutlinedIcon />} onClick={() => setIsOpen(true)}>
        Audit pack
      </Button>
      {isOpen && <AuditPackDialog user={user} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function AuditPackDialog({ user, onClose }: { user: TUserDetail; onClose: () => void }) {
  const descriptionId = useId();
  const [range, setRange] = useState(defaultRange);
  const [format, setFormat] = useState<'pdf' | 'zip'>('zip');
  const isBackwards = Boolean(range.from && range.to && range.to < range.from);
  const download = () => {
    window.location.assign(userAuditPackUrl(user.id, format, range));
    onClose();
  };
  return (
    <FormDialog
      isOpen
      title="Audit pack"
      onClose={onClose}
      onSubmit={download}
      submitLabel="Download"
      isSubmitDisabled={!range.from || !range.to || isBackwards}
      descriptionId={descriptionId}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={descriptionId} variant="body2">
          {user.full_name}’s passport per period, VCM matrix, points ledger with approvals, programs and
          profiling for the range. The ZIP adds every evidence file and a manifest with their SHA-256.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LazyDateField
            label="From"
            name="from"
            value={range.from}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
            required
            fullWidth
          />
          <LazyDateField
            label="To"
            name="to"
            value={range.to}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
            required
            fullWidth
            error={isBackwards}
            helperText={isBackwards ? `To ${AUDIT_PACK_MESSAGES.toBeforeFrom}` : undefined}
          />
        </Stack>
        <RadioGroup
          row
          aria-label="Format"
          value={format}
          onChange={(event) => setFormat(event.target.value as 'pdf' | 'zip')}
        >
          <FormControlLabel value="zip" control={<Radio />} label="ZIP with evidence" />
          <FormControlLabel value="pdf" control={<Radio />} label="PDF only" />
        </RadioGroup>
      </Stack>
    </FormDialog>
  );
}
