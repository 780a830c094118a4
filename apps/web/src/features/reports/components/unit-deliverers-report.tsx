import type { TUnitDeliverer } from '@pdp/contract';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useListUrlState } from '../../../components/data-table';
import { LazyDateField } from '../../../components/date-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import {
  qualificationDeliverersCsvUrl,
  unitDeliverersCsvUrl,
  useUnitDeliverers,
  type UnitDeliverersSearch,
} from '../api/get-unit-deliverers';
import {
  addressOf,
  isSameSearch,
  searchFromAddress,
  type DelivererMode,
  type DelivererSearch,
} from './deliverer-search';
import { linkTo } from './passport-report';
import { QualificationDeliverersResult } from './qualification-deliverers-table';
import { QualificationPicker, UnitPicker } from './deliverer-pickers';

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

const EMPTY: DelivererSearch = { mode: 'unit', code: '', asAt: '' };

/**
 * The form: a unit or a whole qualification, and the day. It starts from the search in the address
 * (the page remounts it when the address changes, so Back and reload show what was asked).
 */
function SearchForm({
  applied,
  onSearch,
  exportUrl,
}: {
  applied: DelivererSearch | null;
  onSearch: (search: DelivererSearch) => void;
  exportUrl: string | null;
}) {
  const [draft, setDraft] = useState<DelivererSearch>(applied ?? EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const pick = (code: string) => {
    const next = { ...draft, code };
    setDraft(next);
    onSearch(next);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Who may deliver a unit"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Box sx={{ flexBasis: '100%' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Search for"
          value={draft.mode}
          onChange={(_event, mode: DelivererMode | null) => {
            if (mode && mode !== draft.mode) setDraft({ ...draft, mode, code: '' });
          }}
          // On the paper, not the page's grey: the unpressed labels keep their contrast.
          sx={{ bgcolor: 'background.paper' }}
        >
          <ToggleButton value="unit">A unit</ToggleButton>
          <ToggleButton value="qualification">A whole qualification</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {draft.mode === 'unit' ? (
        <UnitPicker unit={draft.code} onChange={(code) => setDraft({ ...draft, code })} onPick={pick} />
      ) : (
        <QualificationPicker code={draft.code} onPick={pick} />
      )}
      <LazyDateField
        label="As at"
        value={draft.asAt}
        onChange={(asAt) => setDraft({ ...draft, asAt })}
        size="small"
        helperText="Blank: today"
        clearable
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
      {exportUrl && (
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          href={exportUrl}
          target="_blank"
          rel="noopener"
        >
          Export
        </Button>
      )}
    </Box>
  );
}

/** A unit's search: the claimants who qualified then, and those who did not with the reasons. */
function UnitResult({ search }: { search: UnitDeliverersSearch }) {
  const result = useUnitDeliverers(search);
  const data = result.data;
  const error = result.error instanceof ApiError ? result.error : null;
  return (
    <>
      {error && (
        <Alert severity="warning">
          {error.status === 404 ? `No unit ${search.unit} in the VCM catalogues.` : describeApiError(error)}
        </Alert>
      )}
      {result.isFetching && !data && <Typography>Loading...</Typography>}
      {data && (
        <>
          <Typography>
            {data.unit.code} {data.unit.title}, as at {formatDate(data.as_at)}
          </Typography>
          {data.data.length === 0 ? (
            <Alert severity="info">
              Nobody you can see claims {data.unit.code} in their VCM as at {formatDate(data.as_at)}.
            </Alert>
          ) : (
            <>
              <Claimants
                title="May deliver"
                rows={data.data.filter((row) => row.qualifies)}
                hasReasons={false}
              />
              <Claimants
                title="Does not qualify"
                rows={data.data.filter((row) => !row.qualifies)}
                hasReasons
              />
            </>
          )}
        </>
      )}
    </>
  );
}

/**
 * The Who May Deliver tab (docs/using-compliance.md): a unit code, or a whole qualification, and a
 * day (blank: today). The search lives in the address in the API's keys (deliverer-search.ts), so
 * a link such as `?q[unit_code_eq]=BSBCMM511` opens it, and reload and Back show it again.
 */
export function UnitDeliverersReport() {
  const [params, setParams] = useSearchParams();
  const list = useListUrlState();
  const search = searchFromAddress(params);
  const apply = (next: DelivererSearch) => {
    if (!next.code.trim()) return;
    if (!isSameSearch(next, search)) setParams(addressOf(next, params));
  };
  const unitSearch = search?.mode === 'unit' ? { unit: search.code, asAt: search.asAt } : null;
  const exportUrl = unitSearch
    ? unitDeliverersCsvUrl(unitSearch)
    : search
      ? qualificationDeliverersCsvUrl(list.params)
      : null;
  return (
    <Stack spacing={2}>
      <SearchForm
        key={search ? `${search.mode} ${search.code} ${search.asAt}` : ''}
        applied={search}
        onSearch={apply}
        exportUrl={exportUrl}
      />
      {!search && (
        <Typography color="text.secondary">
          Pick a unit, or a whole qualification, and a day: the educators who claim it are listed with whether
          they may deliver it then, and why not.
        </Typography>
      )}
      {unitSearch && <UnitResult search={unitSearch} />}
      {search?.mode === 'qualification' && <QualificationDeliverersResult list={list} />}
    </Stack>
  );
}
