import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFilterValue } from './filter-context';
import { filterList, filterText } from './filter-values';

type OwnedProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'select' | 'children';

export type FilterTextFieldProps = Omit<TextFieldProps, OwnedProps> & {
  /** The API filter key, e.g. `name_cont`. */
  name: string;
  label: string;
};

/** A free-text filter. Enter applies, like pressing Filter (the panel is a form). */
export function FilterTextField({ name, ...props }: FilterTextFieldProps) {
  const [value, setValue] = useFilterValue(name);
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      name={name}
      value={filterText(value)}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterSelectProps = Omit<TextFieldProps, OwnedProps> & {
  /** The API filter key: `status_eq` for one value, `department_id_in` with `multiple`. */
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** Several values (an `_in` filter, sent as `q[x_in][]`). */
  multiple?: boolean;
  /** The "no filter" choice of a single select; `null` leaves it out (a filter that is always set). */
  emptyLabel?: string | null;
};

/** A choice filter; the empty choice (default "All") means no filter. */
export function FilterSelect({
  name,
  options,
  multiple = false,
  emptyLabel = 'All',
  slotProps,
  ...props
}: FilterSelectProps) {
  const [value, setValue] = useFilterValue(name);
  const hasEmptyChoice = !multiple && emptyLabel !== null;
  const labelOf = (option: string) => options.find((o) => o.value === option)?.label ?? option;
  // Function-form slot props are left alone: merging them would mean calling them here.
  const givenSelect = typeof slotProps?.select === 'object' ? slotProps.select : {};
  const givenLabel = typeof slotProps?.inputLabel === 'object' ? slotProps.inputLabel : {};
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      select
      name={name}
      value={multiple ? filterList(value) : filterText(value)}
      onChange={(event) => {
        const next: unknown = event.target.value;
        // A multiple select reports an array; autofill can report a comma-separated string.
        setValue(Array.isArray(next) ? next.map(String) : multiple ? String(next).split(',') : String(next));
      }}
      slotProps={{
        ...slotProps,
        select: {
          multiple,
          // Shows the empty choice ("All") instead of a blank box.
          displayEmpty: hasEmptyChoice,
          ...(multiple && {
            renderValue: (selected: unknown) =>
              filterList(selected as string[])
                .map(labelOf)
                .join(', '),
          }),
          ...givenSelect,
        },
        inputLabel: { ...(hasEmptyChoice && { shrink: true }), ...givenLabel },
      }}
    >
      {hasEmptyChoice ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
