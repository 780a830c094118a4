import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { capabilitiesResource, counted, domainsResource } from '@pdp/contract';
import { useDeferredValue, useState } from 'react';
import {
  SectionHeading,
  SettingsFormDialog,
  useIsFirstLoadPending,
  useRowCommands,
  useSettingsDialog,
  useSettingsList,
} from '../../../../components/settings-resource';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { DomainPanel, type DomainRow } from './domain-panel';
import { domainUi } from './domain-ui';

/** Part 1 §8: a domain toggle's 422 shows its messages joined; any other failure "Failed to update". */
export function domainToggleError(error: unknown): string {
  return error instanceof ApiError && error.status === 422 ? describeApiError(error) : 'Failed to update';
}

/**
 * Domains: one panel per domain with its capabilities. Deactivated domains stay at the bottom and
 * are hidden unless "Show deactivated domains" is ticked.
 */
export default function DomainsSection() {
  const domains = useSettingsList(domainsResource);
  const { rows } = domains;
  const [showDeactivated, setShowDeactivated] = useState(false);
  const dialog = useSettingsDialog<DomainRow>();
  const commands = useRowCommands(domainsResource, rows, undefined, {
    thing: 'Domain',
    describeError: domainToggleError,
  });
  const shown = showDeactivated ? rows : rows.filter((domain) => domain.active);
  const hiddenCount = rows.length - shown.length;
  // The panels (every shown domain's capabilities, about 1,900 components in the demo) render as a
  // transition in slices once all have arrived, not in the task their last answer arrives in
  // (docs/performance.md, "A page's largest part renders from a deferred value").
  const isLoaded = !useIsFirstLoadPending(
    domains,
    capabilitiesResource,
    shown.map((domain) => domain.id),
  );
  const isPending = !useDeferredValue(isLoaded, false);

  return (
    <Stack spacing={2.5}>
      <SectionHeading
        title="Domains"
        description="The areas of practice of the profiling tool. Each domain holds the capability statements educators and supervisors rate, in this order."
        action={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={dialog.openCreate}>
            Create a Domain
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          label="Show deactivated domains"
          control={
            <Checkbox
              checked={showDeactivated}
              onChange={(event) => setShowDeactivated(event.target.checked)}
            />
          }
        />
        {hiddenCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {counted(hiddenCount, 'deactivated domain')} hidden
          </Typography>
        )}
      </Stack>
      {isPending && <Skeleton variant="rounded" height={200} />}
      {!isPending && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {rows.length === 0
              ? 'No domains yet. Create one to add its capabilities.'
              : 'Every domain is deactivated.'}
          </Typography>
        </Paper>
      )}
      {!isPending &&
        shown.map((domain) => (
          <DomainPanel
            key={domain.id}
            domain={domain}
            canMoveUp={commands.canMove(domain, 'up')}
            canMoveDown={commands.canMove(domain, 'down')}
            isBusy={commands.isBusy}
            onMove={(direction) => commands.move(domain, direction)}
            onToggle={() => commands.toggle(domain)}
            onDelete={() => void commands.remove(domain, domain.name)}
            onEdit={() => dialog.openEdit(domain)}
          />
        ))}
      <SettingsFormDialog resource={domainsResource} ui={domainUi} {...dialog.props} />
    </Stack>
  );
}
