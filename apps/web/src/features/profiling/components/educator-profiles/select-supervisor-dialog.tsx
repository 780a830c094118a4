import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TUserAutocompleteItem } from '@pdp/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useSupervisorSearch } from '../../api/search-supervisors';
import type { SupervisorChoice } from './remembered-supervisor';

export const SUPERVISOR_SEARCH_LABEL = 'Search by given name, family name or employee number';
const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface SelectSupervisorDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (choice: SupervisorChoice) => void;
}

/** Admins choose whose educators Manage Profiles lists (part 1 §2.4). */
export function SelectSupervisorDialog({ open, onClose, onSelect }: SelectSupervisorDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="select-supervisor-title">
      {/* Mounted only while open, so every opening starts with an empty search. */}
      {open && <SupervisorForm onClose={onClose} onSelect={onSelect} />}
    </Dialog>
  );
}

function SupervisorForm({ onClose, onSelect }: Omit<SelectSupervisorDialogProps, 'open'>) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<TUserAutocompleteItem | null>(null);
  const query = useDebounced(selected && text === selected.full_name ? '' : text, SEARCH_DELAY_MS);
  const search = useSupervisorSearch(query, { enabled: true });
  const options = search.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    onSelect({ id: selected.id, name: selected.full_name });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="select-supervisor-title">Select Supervisor</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Manage Profiles will list this supervisor&apos;s educators. Your choice is remembered on this
          device.
        </Typography>
        <Autocomplete<TUserAutocompleteItem>
          options={options}
          value={selected}
          onChange={(_event, option) => setSelected(option)}
          inputValue={text}
          onInputChange={(_event, next) => setText(next)}
          // The server filters; the list shows what it answered.
          filterOptions={(list) => list}
          getOptionLabel={(option) => option.full_name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={search.isFetching}
          noOptionsText={query ? 'No matching supervisor' : 'No supervisors'}
          autoHighlight
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props}>
              <Box>
                <Typography variant="body2">{option.full_name}</Typography>
                {option.unique_identifier && (
                  <Typography variant="caption" color="text.secondary">
                    {option.unique_identifier}
                  </Typography>
                )}
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={SUPERVISOR_SEARCH_LABEL}
              title={SUPERVISOR_SEARCH_LABEL}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {search.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!selected}>
          Select Supervisor
        </Button>
      </DialogActions>
    </form>
  );
}
