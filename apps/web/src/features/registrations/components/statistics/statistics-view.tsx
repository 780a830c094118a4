import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListUrlState } from '../../../../components/data-table';
import {
  FilterDateField,
  FilterPanel,
  FilterSelect,
  FilterTextField,
  FilterUserField,
} from '../../../../components/filter-panel';
import { useRegistrationStatistics } from '../../api/get-registration-statistics';
import {
  PROGRAM_TYPE_OPTIONS,
  STATISTICS_LIST_OPTIONS,
  STATUS_OPTIONS,
  periodText,
} from '../registrations-view';
import { MonthChart } from './month-chart';
import { ProgramTypeTable } from './program-type-table';
import { StatisticsTiles } from './statistics-tiles';

const SUPERVISORS = { roles: ['supervisor'] } as const;

/**
 * The statistics view (part 2 §2, issue 15): registrations, unique registrants and unique
 * completions over a period (the passport year until dates are chosen), by month and by program
 * type. Its own module, loaded on first use, so the chart library stays out of the queue's download.
 */
export default function StatisticsView({ canPickSupervisor }: { canPickSupervisor: boolean }) {
  const list = useListUrlState(STATISTICS_LIST_OPTIONS);
  const statistics = useRegistrationStatistics(list.state.filters);
  const data = statistics.data;

  return (
    <Stack spacing={2.5}>
      <FilterPanel list={list} aria-label="Filter statistics" sx={{ mb: 0 }}>
        <FilterDateField name="created_at_gteq" label="Registered from" />
        <FilterDateField name="created_at_lteq" label="Registered by" />
        <FilterSelect name="status_eq" label="Status" options={STATUS_OPTIONS} />
        <FilterSelect name="program_type_eq" label="Program type" options={PROGRAM_TYPE_OPTIONS} />
        <FilterTextField name="program_name_cont" label="Program" />
        {canPickSupervisor && (
          <FilterUserField
            name="supervisor_id_eq"
            label="Supervisor"
            search={SUPERVISORS}
            noun="supervisor"
          />
        )}
      </FilterPanel>
      <Box sx={{ minHeight: 4 }}>
        {statistics.isFetching && <LinearProgress aria-label="Loading statistics" />}
      </Box>
      {statistics.isError && !data && <Alert severity="error">The statistics could not be loaded.</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            Registrations made {periodText(data.period)}
            {list.state.filters.created_at_gteq || list.state.filters.created_at_lteq
              ? ''
              : ' (this passport year)'}
          </Typography>
          <StatisticsTiles totals={data.totals} />
          <MonthChart months={data.by_month} />
          <ProgramTypeTable rows={data.by_program_type} />
        </>
      )}
    </Stack>
  );
}
