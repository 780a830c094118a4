import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FocusEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useSupervisorSearch } from '../../api/search-supervisors';
import { supervisorAfterBlur } from './supervisor-choice';
import type { SupervisorChoice, UserFormControl } from './user-form-values';

type Suggestion = SupervisorChoice & { unique_identifier?: string | null };

const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The user form's Supervisor: active supervisors of the institute, searched as you type. */
export function SupervisorField({ control }: { control: UserFormControl }) {
  return (
    <Controller
      control={control}
      name="supervisor"
      render={({ field, fieldState }) => (
        <SupervisorAutocomplete
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface SupervisorAutocompleteProps {
  value: SupervisorChoice | null;
  onChange: (value: SupervisorChoice | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  disabled?: boolean;
  error?: string;
}

function SupervisorAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  error,
}: SupervisorAutocompleteProps) {
  const [text, setText] = useState(value?.full_name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  // The selection's own name lists every supervisor; anything else searches for it.
  const query = useDebounced(text === value?.full_name ? '' : text, SEARCH_DELAY_MS);
  const search = useSupervisorSearch(query, { enabled: isOpen });
  const found: Suggestion[] = search.data ?? [];
  const options = value && !found.some((o) => o.id === value.id) && query === '' ? [value, ...found] : found;

  const settle = () => {
    const next = supervisorAfterBlur(text, value, found);
    if (next?.id !== value?.id) onChange(next);
    setText(next?.full_name ?? '');
    onBlur();
  };

  return (
    <Autocomplete<Suggestion>
      options={options}
      value={value}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, option) => onChange(option ? { id: option.id, full_name: option.full_name } : null)}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      clearOnBlur={false}
      // The server filters; the list shows what it answered.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.full_name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={search.isFetching}
      disabled={disabled}
      noOptionsText={query ? 'No matching supervisor' : 'No supervisors'}
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
          label="Supervisor"
          error={Boolean(error)}
          helperText={error ?? (disabled ? undefined : 'Type a name or employee number')}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching && isOpen ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: {
              ...params.slotProps.htmlInput,
              onBlur: (event: FocusEvent<HTMLInputElement>) => {
                params.slotProps.htmlInput.onBlur?.(event);
                settle();
              },
            },
          }}
        />
      )}
    />
  );
}
