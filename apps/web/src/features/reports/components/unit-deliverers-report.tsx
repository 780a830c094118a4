import type { TUnitDeliverer } from '@pdp/contract';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LazyDateField } from '../../../components/date-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import {
  unitDeliverersCsvUrl,
  useUnitDelivererUnits,
  useUnitDeliverers,
  type UnitDeliverersSearch,
} from '../api/get-unit-deliverers';
import { linkTo } from './passport-report';

/** One list of claimants: who may deliver, or who may not and why. */
function Claimants({
  title,
  rows,
  hasReasons,
}: {
  title: string;
  rows: TUnitDeliverer[];
  hasReasons: boolean;
}) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nobody.</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Department</TableCell>
              {hasReasons && <TableCell>Why not</TableCell>}
              <TableCell>Currency until</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.user_id}>
                <TableCell>{linkTo(paths.user.to(row.user_id), row.user_full_name)}</TableCell>
                <TableCell>{row.department_name}</TableCell>
                {hasReasons && <TableCell>{row.reasons.map((reason) => reason.text).join('; ')}</TableCell>}
                <TableCell>{row.currency_expires_on ? formatDate(row.currency_expires_on) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * The unit to search: typed, or picked from the catalogues' units, narrowed to one qualification's
 * when one is chosen.
 */
function UnitPicker({ unit, onChange }: { unit: string; onChange: (unit: string) => void }) {
  const catalogue = useUnitDelivererUnits().data?.data;
  const [qualification, setQualification] = useState('');
  const units = (catalogue?.units ?? []).filter(
    (option) => !qualification || option.qualification_codes.includes(qualification),
  );
  return (
    <>
      <TextField
        select
        label="Qualification"
        value={qualification}
        onChange={(event) => setQualification(event.target.value)}
        size="small"
        sx={{ minWidth: 220 }}
        helperText="Narrows the units"
      >
        <MenuItem value="">All qualifications</MenuItem>
        {catalogue?.qualifications.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.code} {option.title}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={units.map((option) => option.code)}
        getOptionLabel={(code) => {
          const title = units.find((option) => option.code === code)?.title;
          return title ? `${code} ${title}` : code;
        }}
        inputValue={unit}
        onInputChange={(_event, value, reason) =>
          onChange(reason === 'input' ? value : (value.split(' ')[0] ?? ''))
        }
        sx={{ minWidth: 320 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Unit code"
            size="small"
            required
            helperText="A unit of the VCM catalogues, e.g. BSBCMM511"
          />
        )}
      />
    </>
  );
}

/**
 * The Who May Deliver tab (docs/using-compliance.md): a unit code and a day (blank: today); the
 * claimants who qualified then, and those who did not with the reasons. The search lives in the URL.
 */
export function UnitDeliverersReport() {
  const [params, setParams] = useSearchParams();
  const search: UnitDeliverersSearch | null = params.get('unit')
    ? { unit: params.get('unit') ?? '', asAt: params.get('as_at') ?? '' }
    : null;
  const [unit, setUnit] = useState(search?.unit ?? '');
  const [asAt, setAsAt] = useState(search?.asAt ?? '');
  const result = useUnitDeliverers(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (unit.trim()) next.set('unit', unit.trim());
    if (asAt) next.set('as_at', asAt);
    setParams(next);
  };
  const data = result.data;
  const error = result.error instanceof ApiError ? result.error : null;
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        role="search"
        aria-label="Who may deliver a unit"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <UnitPicker unit={unit} onChange={setUnit} />
        <LazyDateField
          label="As at"
          value={asAt}
          onChange={setAsAt}
          size="small"
          helperText="Blank: today"
          clearable
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
        {search && data && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            href={unitDeliverersCsvUrl(search)}
            target="_blank"
            rel="noopener"
          >
            Export
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="warning">
          {error.status === 404 ? `No unit ${search?.unit} in the VCM catalogues.` : describeApiError(error)}
        </Alert>
      )}
      {result.isFetching && !data && <Typography>Loading...</Typography>}
      {data && (
        <>
          <Typography>
            {data.unit.code} {data.unit.title}, as at {formatDate(data.as_at)}
          </Typography>
          <Claimants title="May deliver" rows={data.data.filter((row) => row.qualifies)} hasReasons={false} />
          <Claimants title="Does not qualify" rows={data.data.filter((row) => !row.qualifies)} hasReasons />
        </>
      )}
    </Stack>
  );
}
