import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { capabilitiesResource, type domainsResource } from '@pdp/contract';
import { useId } from 'react';
import { LazyTooltip } from '../../../../components/lazy-tooltip';
import { NestedSettingsList, useSettingsDialog, type RowOf } from '../../../../components/settings-resource';
import { capabilityUi } from './domain-ui';

export type DomainRow = RowOf<typeof domainsResource>;

export interface DomainPanelProps {
  domain: DomainRow;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isBusy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onToggle: () => void;
  onDelete: () => void;
  onEdit: () => void;
}

/** The domain's icon (white line art) on its colour; its initial when it has no icon yet. */
export function DomainIcon({ domain, size = 56 }: { domain: DomainRow; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        bgcolor: domain.color,
        color: 'common.white',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.4,
        boxShadow: 'inset 0 0 0 1px rgba(16, 24, 40, 0.08)',
        opacity: domain.active ? 1 : 0.55,
      }}
    >
      {domain.svg_icon_url ? (
        <Box component="img" src={domain.svg_icon_url} alt="" sx={{ width: '62%', height: '62%' }} />
      ) : (
        domain.name.charAt(0).toUpperCase()
      )}
    </Box>
  );
}

/**
 * One domain (part 1 §2.5): icon, colour, name ("(Deactivated)" when inactive) and summary, its
 * actions, and the table of its capabilities (`domains/{id}/capabilities`).
 */
export function DomainPanel({
  domain,
  canMoveUp,
  canMoveDown,
  isBusy,
  onMove,
  onToggle,
  onDelete,
  onEdit,
}: DomainPanelProps) {
  const headingId = useId();
  const dialog = useSettingsDialog<RowOf<typeof capabilitiesResource>>();
  const name = domain.active ? domain.name : `${domain.name} (Deactivated)`;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ overflow: 'hidden', borderLeft: 4, borderLeftColor: domain.color }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2.5 }}>
        <DomainIcon domain={domain} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', lg: 'row' }}
            spacing={1}
            sx={{ alignItems: { lg: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography id={headingId} variant="h3" color={domain.active ? 'text.primary' : 'text.secondary'}>
              {name}
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ flexShrink: 0, flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: 'center', rowGap: 1 }}
            >
              {(['up', 'down'] as const).map((direction) => (
                <LazyTooltip key={direction} title={direction === 'up' ? 'Move up' : 'Move down'}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${domain.name} ${direction}`}
                      onClick={() => onMove(direction)}
                      disabled={isBusy || !(direction === 'up' ? canMoveUp : canMoveDown)}
                    >
                      {direction === 'up' ? (
                        <ArrowUpwardRoundedIcon fontSize="small" />
                      ) : (
                        <ArrowDownwardRoundedIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </LazyTooltip>
              ))}
              <Button size="small" onClick={onToggle} disabled={isBusy}>
                {domain.active ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineRoundedIcon />}
                onClick={onDelete}
                disabled={isBusy}
              >
                Delete
              </Button>
              <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} disabled={isBusy}>
                Edit Domain
              </Button>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddRoundedIcon />}
                onClick={dialog.openCreate}
              >
                Add Capability
              </Button>
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {domain.summary || 'No description yet.'}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <NestedSettingsList
        resource={capabilitiesResource}
        ui={capabilityUi}
        parentId={domain.id}
        dialog={dialog}
        aria-label={`Capabilities of ${domain.name}`}
      />
    </Paper>
  );
}
