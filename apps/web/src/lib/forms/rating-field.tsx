import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';

/** One step of a rating scale: what is stored (`value`) and what is shown (`text`). */
export interface RatingOption {
  id: number | string;
  value: number;
  text: string;
}

export interface RatingFieldProps {
  /** The radio group's name: one per rated statement on the page. */
  name: string;
  /** The id of the element that names the group (the statement being rated). */
  labelledBy: string;
  options: readonly RatingOption[];
  /** The chosen value; undefined while unrated. */
  value: number | undefined;
  onChange: (value: number) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A statement's rating: one radio per step of the institute's scale, in a row that wraps (the
 * supervisor's rating of a profile, and the business ideal). A rating that can no longer be
 * changed stays readable: the chosen step keeps its ink when disabled.
 */
export function RatingField({ name, labelledBy, options, value, onChange, disabled, sx }: RatingFieldProps) {
  return (
    <RadioGroup
      row
      aria-labelledby={labelledBy}
      name={name}
      value={value === undefined ? '' : String(value)}
      onChange={(_event, next) => onChange(Number(next))}
      sx={[{ columnGap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          value={String(option.value)}
          control={<Radio size="small" />}
          label={option.text}
          disabled={disabled}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={
            option.value === value
              ? {
                  '& .MuiFormControlLabel-label': { fontWeight: 600 },
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                  '& .Mui-disabled.Mui-checked': { color: 'text.secondary' },
                }
              : undefined
          }
        />
      ))}
    </RadioGroup>
  );
}
