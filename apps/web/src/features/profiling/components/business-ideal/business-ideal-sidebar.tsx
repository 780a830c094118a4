import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNoOptionsYet } from '../../../../components/no-options-yet';
import type { DepartmentOption } from '../../../../lib/options';
import type { NamedOption } from '../../../../lib/options';

export interface BusinessIdealSidebarProps {
  employmentTypes: readonly NamedOption[] | undefined;
  employmentTypeId: number | null;
  onEmploymentTypeChange: (id: number) => void;
  departments: readonly DepartmentOption[] | undefined;
  departmentId: number | null;
  onDepartmentChange: (id: number) => void;
}

/** The left panel (part 1 §2.4): the employment type dropdown and the Departments list. */
export function BusinessIdealSidebar({
  employmentTypes,
  employmentTypeId,
  onEmploymentTypeChange,
  departments,
  departmentId,
  onDepartmentChange,
}: BusinessIdealSidebarProps) {
  const headingId = useId();
  const noOptionsYet = useNoOptionsYet();

  return (
    <Paper
      variant="outlined"
      sx={{
        width: { xs: '100%', md: 300 },
        flexShrink: 0,
        overflow: 'hidden',
        position: { md: 'sticky' },
        top: { md: 88 },
      }}
    >
      <Box sx={{ p: 2, pb: 2.5 }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Employment type"
          value={employmentTypeId ?? ''}
          onChange={(event) => onEmploymentTypeChange(Number(event.target.value))}
          disabled={!employmentTypes?.length}
          helperText={noOptionsYet(employmentTypes, 'employmentTypes')}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {(employmentTypes ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Divider />
      <Typography
        id={headingId}
        variant="overline"
        component="h2"
        sx={{ display: 'block', px: 2, pt: 1.5, color: 'text.secondary' }}
      >
        Departments
      </Typography>
      {departments === undefined ? (
        <div aria-label="Loading departments" role="status">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="text" sx={{ mx: 2, my: 1 }} />
          ))}
        </div>
      ) : departments.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          No available departments
        </Typography>
      ) : (
        <List
          aria-labelledby={headingId}
          dense
          sx={{ px: 1, pb: 1, maxHeight: { md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}
        >
          {departments.map((department) => {
            const isSelected = department.id === departmentId;
            return (
              <li key={department.id}>
                <ListItemButton
                  selected={isSelected}
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => onDepartmentChange(department.id)}
                  sx={{
                    borderRadius: 1,
                    mb: 0.25,
                    '&.Mui-selected': {
                      fontWeight: 600,
                      boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
                    },
                  }}
                >
                  <ListItemText
                    primary={department.label}
                    slotProps={{ primary: { sx: { fontWeight: isSelected ? 600 : 400 } } }}
                  />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
