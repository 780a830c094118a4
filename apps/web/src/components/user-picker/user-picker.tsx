import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TUserAutocompleteItem } from '@pdp/contract';
import { startTransition, useEffect, useState, type FocusEvent, type Ref } from 'react';
import { choiceAfterBlur, type UserChoice } from './choice-after-blur';
import { useUserSearch, type UserSearch } from './search-users';
import { shownWhileSearching } from './shown-suggestions';

const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Suggestion = UserChoice & Partial<Pick<TUserAutocompleteItem, 'unique_identifier'>>;

export interface UserPickerProps {
  /** Who is offered (roles, active only, sort). */
  search: UserSearch;
  value: UserChoice | null;
  onChange: (value: UserChoice | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  /** Shown under the box unless there is an error. */
  helperText?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Names what is searched for in "No matching …" (e.g. "supervisor"). */
  noun: string;
  /** `small` beside the other small fields of a filter panel. */
  size?: 'small' | 'medium';
}

/**
 * A user chosen by typing a name or employee number: the server searches as you type (debounced),
 * each suggestion shows the employee number, and text that matches no suggestion on blur clears the
 * choice. Used by the user form's Supervisor and the Select Supervisor modal; later pickers (facilitator,
 * registrant, approver) pass other roles.
 *
 * MUI's Autocomplete is a form's costliest field and renders twice as it mounts (it keeps its anchor
 * element in state), so unless it takes the focus it mounts in a transition of its own once the form
 * around it has been painted; until then a read-only field with the same label, value and hint holds
 * its place (docs/performance.md, "Forms render in slices").
 */
export function UserPicker(props: UserPickerProps) {
  const { autoFocus, disabled, error, helperText, label, size, value } = props;
  const [isMounted, setIsMounted] = useState(autoFocus === true);
  useEffect(() => {
    if (!isMounted) startTransition(() => setIsMounted(true));
    // Mounted once: the stand-in never returns.
  }, []);
  if (isMounted) return <Picker {...props} />;
  return (
    <TextField
      label={label}
      value={value?.full_name ?? ''}
      disabled={disabled}
      size={size}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

function Picker(props: UserPickerProps) {
  const {
    search,
    value,
    onChange,
    onBlur,
    inputRef,
    label,
    helperText,
    error,
    disabled,
    autoFocus,
    noun,
    size,
  } = props;
  const [text, setText] = useState(value?.full_name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  // The selection's own name lists everyone; anything else searches for it.
  const wanted = text === value?.full_name ? '' : text;
  const query = useDebounced(wanted, SEARCH_DELAY_MS);
  const result = useUserSearch(search, query, isOpen || autoFocus === true);
  const found: Suggestion[] = result.data ?? [];
  const fetching = result.isFetching;
  // Until the answer for the text arrives, the previous answer narrowed to it (shown-suggestions.ts).
  const searching = query !== wanted || result.isPlaceholderData;
  const shown = searching ? shownWhileSearching(found, wanted) : found;
  const options = value && wanted === '' && !shown.some((o) => o.id === value.id) ? [value, ...shown] : shown;

  const settle = () => {
    const next = choiceAfterBlur(text, value, found);
    if (next?.id !== value?.id) onChange(next);
    setText(next?.full_name ?? '');
    onBlur?.();
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
      autoHighlight
      // The server filters; the list shows what it answered.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.full_name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={fetching || searching}
      disabled={disabled}
      size={size}
      noOptionsText={query ? `No matching ${noun}` : `No ${noun}s`}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
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
          label={label}
          title={label}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {fetching && isOpen ? (
                    <CircularProgress color="inherit" size={18} aria-label="Searching" />
                  ) : null}
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
