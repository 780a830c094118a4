import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { filtersEqual, type FilterValue, type ListFilters } from '../data-table/list-query';
import type { ListUrlState } from '../data-table/use-list-url-state';
import { FilterDraftContext } from './filter-context';

export interface FilterPanelProps {
  /** From `useListUrlState()`: the same object the page's `<DataTable>` gets. */
  list: ListUrlState;
  /** Filter fields (`FilterTextField`, `FilterSelect`, `FilterDateField` or custom ones). */
  children: ReactNode;
  /** The search landmark's accessible name. */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/**
 * A grid of filter fields with Clear and Filter. Edits stay a draft until Filter (or Enter in a
 * field) applies them to the URL, so the table does not refetch on every keystroke. Clear goes
 * back to the defaults and applies at once.
 */
export function FilterPanel({ list, children, 'aria-label': ariaLabel = 'Filters', sx }: FilterPanelProps) {
  const applied = list.state.filters;
  const [draft, setDraft] = useState<ListFilters>(applied);

  // When the applied filters change from outside (Back, a link), the draft follows. When they are
  // the ones this panel just sent, the draft already holds them, and may have been edited since the
  // Filter press: the URL round trip must not reset it. Adjusting state during render (keyed by
  // value) avoids an effect's extra render with stale fields.
  const [seen, setSeen] = useState<ListFilters>(applied);
  const [sent, setSent] = useState<ListFilters | null>(null);
  if (!filtersEqual(seen, applied)) {
    setSeen(applied);
    setSent(null);
    if (!sent || !filtersEqual(sent, applied)) setDraft(applied);
  }
  // What the URL will bring back, unless it holds that already (then nothing comes back).
  const send = (filters: ListFilters) => setSent(filtersEqual(filters, applied) ? null : filters);

  const setValue = useCallback(
    (name: string, value: FilterValue) => setDraft((current) => ({ ...current, [name]: value })),
    [],
  );
  const context = useMemo(() => ({ draft, setValue }), [draft, setValue]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft);
    list.applyFilters(draft);
  };
  const onClear = () => {
    const defaults = { ...list.options.defaultFilters };
    send(defaults);
    // Set here too: when the defaults are already applied the URL does not change to resync us.
    setDraft(defaults);
    list.clearFilters();
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={ariaLabel}
      onSubmit={onSubmit}
      noValidate
      variant="outlined"
      sx={[{ p: 2, mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <FilterDraftContext.Provider value={context}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
            alignItems: 'start',
          }}
        >
          {children}
        </Box>
      </FilterDraftContext.Provider>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button type="button" onClick={onClear}>
          Clear
        </Button>
        <Button type="submit" variant="contained">
          Filter
        </Button>
      </Box>
    </Paper>
  );
}
