import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROGRAM_TYPE_LABELS, PROGRAM_TYPES, type TProgramType } from '@pdp/contract';
import { useEffect, useRef, useState } from 'react';
import { LazyDateField } from '../../../../components/date-field';
import { NO_FILTERS, useProgramDomainOptions, type ProgramFilters } from '../api/my-programs';

interface Props {
  filters: ProgramFilters;
  onChange: (filters: ProgramFilters) => void;
}

/** Search, then domain, type and dates behind a Filters button (folded away at phone width). */
export function ProgramFiltersPanel({ filters, onChange }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const domains = useProgramDomainOptions();
  const [search, setSearch, takeSearch] = useDebouncedSearch(filters.search, (next) =>
    onChange({ ...filters, search: next }),
  );
  // A filter chosen while typed text still waits takes that text with it, in one change of the
  // address: two changes at once would each start from the same address, and one would be lost.
  const set = (change: Partial<ProgramFilters>) => onChange({ ...filters, search: takeSearch(), ...change });
  const activeCount = [filters.domainId, filters.programType, filters.from, filters.to].filter(
    (v) => v !== '',
  ).length;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label="Search programs"
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          aria-expanded={isOpen}
          aria-controls="program-filters"
          onClick={() => setIsOpen((open) => !open)}
        >
          {activeCount ? `Filters (${activeCount})` : 'Filters'}
        </Button>
      </Stack>
      <Collapse in={isOpen} id="program-filters" unmountOnExit>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 0.5 }}>
          <TextField
            select
            label="Domain"
            size="small"
            value={filters.domainId}
            onChange={(event) =>
              set({ domainId: event.target.value === '' ? '' : Number(event.target.value) })
            }
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All domains</MenuItem>
            {(domains.data ?? []).map((domain) => (
              <MenuItem key={domain.id} value={domain.id}>
                {domain.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Program type"
            size="small"
            value={filters.programType}
            onChange={(event) => set({ programType: event.target.value as TProgramType | '' })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All types</MenuItem>
            {PROGRAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PROGRAM_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <LazyDateField
            label="Starting from"
            size="small"
            value={filters.from}
            onChange={(from) => set({ from })}
            clearable
            mountOnUse
            sx={{ maxWidth: { sm: 180 } }}
          />
          <LazyDateField
            label="Starting by"
            size="small"
            value={filters.to}
            onChange={(to) => set({ to })}
            clearable
            mountOnUse
            sx={{ maxWidth: { sm: 180 } }}
          />
          <Button onClick={() => onChange({ ...NO_FILTERS, search: takeSearch() })} disabled={!activeCount}>
            Clear filters
          </Button>
        </Stack>
      </Collapse>
    </Stack>
  );
}

/**
 * The search box's text, applied 300 ms after the last keystroke: the address (and the browser's
 * history) gets one entry per pause, not one per letter. The address's own changes (Back, Clear)
 * come back into the box, but not an echo of what was typed since.
 */
function useDebouncedSearch(applied: string, apply: (search: string) => void) {
  const [search, setSearch] = useState(applied);
  const lastApplied = useRef(applied);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (applied === lastApplied.current) return;
    lastApplied.current = applied;
    setSearch(applied);
  }, [applied]);
  useEffect(() => {
    if (search === lastApplied.current) return;
    const timer = setTimeout(() => {
      if (search === lastApplied.current) return;
      lastApplied.current = search;
      applyRef.current(search);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  /** The box's text, now counted as applied: the caller puts it in the change it is making. */
  const takeSearch = () => {
    lastApplied.current = search;
    return search;
  };
  return [search, setSearch, takeSearch] as const;
}
