import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useUnitDelivererUnits } from '../api/get-unit-deliverers';

/**
 * The unit to search: typed, or picked from the catalogues' units (a pick searches at once), narrowed
 * to one qualification's when one is chosen.
 */
export function UnitPicker({
  unit,
  onChange,
  onPick,
}: {
  unit: string;
  onChange: (unit: string) => void;
  onPick: (unit: string) => void;
}) {
  const catalogue = useUnitDelivererUnits().data?.data;
  const [qualification, setQualification] = useState('');
  const units = (catalogue?.units ?? []).filter(
    (option) => !qualification || option.qualification_codes.includes(qualification),
  );
  return (
    <>
      <TextField
        select
        label="Qualification"
        value={qualification}
        onChange={(event) => setQualification(event.target.value)}
        size="small"
        sx={{ minWidth: 220 }}
        helperText="Narrows the units"
      >
        <MenuItem value="">All qualifications</MenuItem>
        {catalogue?.qualifications.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.code} {option.title}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={units.map((option) => option.code)}
        getOptionLabel={(code) => {
          const title = units.find((option) => option.code === code)?.title;
          return title ? `${code} ${title}` : code;
        }}
        inputValue={unit}
        onInputChange={(_event, value, reason) =>
          onChange(reason === 'input' ? value : (value.split(' ')[0] ?? ''))
        }
        onChange={(_event, value, reason) => {
          if (reason === 'selectOption' && value) onPick(value);
        }}
        sx={{ minWidth: 320 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Unit code"
            size="small"
            required
            helperText="A unit of the VCM catalogues, e.g. BSBCMM511"
          />
        )}
      />
    </>
  );
}

/** The qualification to search (a pick searches at once): the catalogues' courses. */
export function QualificationPicker({ code, onPick }: { code: string; onPick: (code: string) => void }) {
  const qualifications = useUnitDelivererUnits().data?.data.qualifications ?? [];
  const isListed = qualifications.some((option) => option.code === code);
  return (
    <TextField
      select
      label="Qualification"
      value={isListed ? code : ''}
      onChange={(event) => onPick(event.target.value)}
      size="small"
      required
      sx={{ minWidth: 320, maxWidth: '100%' }}
      helperText="Every unit of its latest catalogue year"
    >
      {qualifications.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.code} {option.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
