import type { TApiToken, TCreatedApiToken } from '@pdp/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '../../../../components/confirm-dialog';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../api/api-tokens';

function TokenRow({ token }: { token: TApiToken }) {
  const confirm = useConfirm();
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    const isConfirmed = await confirm({
      title: 'Revoke API token?',
      message: `${token.name} stops working at once, for every system that uses it.`,
      confirmLabel: 'Revoke',
      destructive: true,
    });
    if (isConfirmed) revoke.mutate(token.id);
  };
  return (
    <TableRow>
      <TableCell>{token.name}</TableCell>
      <TableCell>
        {token.created_by_full_name ?? ''}, {formatDateTime(token.created_at)}
      </TableCell>
      <TableCell>{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}</TableCell>
      <TableCell>
        {token.revoked_at ? (
          `Revoked ${formatDateTime(token.revoked_at)}`
        ) : (
          <Button
            color="error"
            onClick={onRevoke}
            disabled={revoke.isPending}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The secret of the token just made: shown here once, never again. */
function NewSecret({ token }: { token: TCreatedApiToken }) {
  return (
    <Alert severity="success" role="status">
      <Typography sx={{ mb: 1 }}>
        {token.name} is ready. Copy its token now: it is not shown again.
      </Typography>
      <TextField
        label="Token"
        value={token.token}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
        onFocus={(event) => event.target.select()}
      />
    </Alert>
  );
}

/**
 * Institute Settings → API Tokens (docs/using-compliance.md "API tokens"): keys a timetabling or
 * student system sends as `Authorization: Bearer` to read the reports, made and revoked here.
 */
export default function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  const error = create.error instanceof ApiError ? describeApiError(create.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
    });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h2">API Tokens</Typography>
      <Typography>
        A token lets another system read this institute’s reports (such as who may deliver a unit), as the
        admin who made it, at most 60 calls a minute. It can read nothing else and change nothing.
      </Typography>
      <Box
        component="form"
        aria-label="New API token"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          required
          error={error !== null}
          helperText={error ?? 'The system that will use it'}
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Create token
        </Button>
      </Box>
      {created && <NewSecret token={created} />}
      <Table size="small" aria-label="API tokens">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.data?.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
          {tokens.data?.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No API tokens yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
