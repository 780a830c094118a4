import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TUserDetail } from '@pdp/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useListUrlState } from '../../../../components/data-table';
import { useSignedInMe } from '../../../../lib/me';
import type { CurrencyKind } from '../../api/add-currency';
import { usePointEntrySettings } from '../../api/options';
import { POINTS_HISTORY_LIST_OPTIONS, pointsHistoryExportUrls } from '../../api/points-histories';
import { CURRENCY_TITLES, currencyKindsFor } from '../add-currency/currency-kinds';
import { PointsHistoryTable } from './points-history-table';

// The dialog's form validates with the contract's schemas (zod): fetched when an Add button is used,
// not with the profile (docs/performance.md, "First load").
const AddCurrencyDialog = lazy(() =>
  import('../add-currency/add-currency-dialog').then((module) => ({ default: module.AddCurrencyDialog })),
);

/**
 * Points History on the user profile (part 2 §2, §6): hidden on a super admin's profile; the Add
 * External … Currency buttons for whoever may add them; CSV and PDF of the table's sort and filters.
 */
export function PointsHistorySection({ user }: { user: TUserDetail }) {
  if (!user.can.view_points_history) return null;
  return <PointsHistory user={user} />;
}

function PointsHistory({ user }: { user: TUserDetail }) {
  const me = useSignedInMe();
  const headingId = useId();
  const list = useListUrlState(POINTS_HISTORY_LIST_OPTIONS);
  const [adding, setAdding] = useState<CurrencyKind | null>(null);
  const kinds = currencyKindsFor(user);
  const settings = usePointEntrySettings(me.institute.id, { enabled: kinds.length > 0 });
  const exports = pointsHistoryExportUrls(user.id, list.params);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, mb: 1 }}
      >
        <div>
          <Typography id={headingId} variant="h2">
            Points History
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Points from programs and external currency, newest first.
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {kinds.map((kind) => (
            <Button
              key={kind}
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setAdding(kind)}
            >
              {CURRENCY_TITLES[kind]}
            </Button>
          ))}
          <Button
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            href={exports.csv}
            download
          >
            Export CSV
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            href={exports.pdf}
            target="_blank"
            rel="noopener"
          >
            Export PDF
          </Button>
        </Stack>
      </Stack>
      <PointsHistoryTable userId={user.id} list={list} />
      {adding && (
        <Suspense fallback={null}>
          <AddCurrencyDialog
            kind={adding}
            userId={user.id}
            settings={settings.data}
            onClose={() => setAdding(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
