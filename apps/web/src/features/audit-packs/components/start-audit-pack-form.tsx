import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_PACK_SCOPE_LABELS, auditPackScopesOf, type TAuditPackScope } from '@pdp/contract';
import { useId, useState, type FormEvent } from 'react';
import { LazyDateField } from '../../../components/date-field/lazy-date-field';
import { useNoOptionsYet } from '../../../components/no-options-yet';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { toApiDate } from '../../../lib/dates';
import { useSignedInMe } from '../../../lib/me';
import { useDepartmentOptions } from '../../../lib/options';
import { useStartAuditPack } from '../api/audit-packs';

/** Which educators, and the range: a department's, a unit code's claimants' or every educator's packs. */
export function StartAuditPackForm() {
  const headingId = useId();
  const departments = useDepartmentOptions();
  const { institute } = useSignedInMe();
  const noOptionsYet = useNoOptionsYet();
  const start = useStartAuditPack();
  const today = new Date();
  const [scope, setScope] = useState<TAuditPackScope>('department');
  const [departmentId, setDepartmentId] = useState('');
  const [unitCode, setUnitCode] = useState('');
  const [from, setFrom] = useState(`${today.getFullYear() - 1}-01-01`);
  const [to, setTo] = useState(toApiDate(today));
  const error = start.error instanceof ApiError ? describeApiError(start.error) : start.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({
      audit_pack: {
        scope,
        from,
        to,
        ...(scope === 'department' && departmentId ? { department_id: Number(departmentId) } : {}),
        ...(scope === 'unit' ? { unit_code: unitCode } : {}),
      },
    });
  };
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Start a pack
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label="Educators"
            value={scope}
            onChange={(event) => setScope(event.target.value as TAuditPackScope)}
            sx={{ minWidth: 200 }}
          >
            {auditPackScopesOf(institute).map((value) => (
              <MenuItem key={value} value={value}>
                {AUDIT_PACK_SCOPE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {scope === 'department' && (
            <TextField
              select
              label="Department"
              value={departmentId}
              onChange={(event) => setDepartmentId(event.target.value)}
              helperText={noOptionsYet(departments.data, 'departments')}
              required
              sx={{ minWidth: 240 }}
            >
              {(departments.data ?? []).map((option) => (
                <MenuItem key={option.id} value={String(option.id)}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {scope === 'unit' && (
            <TextField
              label="Unit code"
              value={unitCode}
              onChange={(event) => setUnitCode(event.target.value)}
              required
            />
          )}
          {/* The pickers mount when first used: most visits read the packs below and start none. */}
          <LazyDateField label="From" name="from" value={from} onChange={setFrom} required mountOnUse />
          <LazyDateField label="To" name="to" value={to} onChange={setTo} required mountOnUse />
        </Stack>
        <div>
          <Button type="submit" variant="contained" loading={start.isPending}>
            Start pack
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
