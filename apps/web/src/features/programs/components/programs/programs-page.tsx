import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PROGRAM_TABS, type TProgramTab } from '@pdp/contract';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataTable, useListUrlState } from '../../../../components/data-table';
import { FilterPanel, FilterTextField } from '../../../../components/filter-panel';
import { PageHeader } from '../../../../components/page-header';
import { useSignedInMe } from '../../../../lib/me';
import { paths } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProgramSummary } from '../../api/get-program-summary';
import {
  PROGRAM_LIST_OPTIONS,
  listProgramsQueryOptions,
  programTabLink,
  programsExportUrl,
  readTab,
} from '../../api/list-programs';
import { PROGRAM_COLUMNS, programRowHeight } from './program-columns';
import { LinkTabs } from '../../../../components/link-tabs';

const TITLE = 'Manage Programs';

/**
 * The add button floats only where the window leaves a margin beside the page's content for it
 * (the content is at most `lg` wide; the button is 56 px, 32 px from the edge). Narrower, it covered
 * the table's last column, so there it sits in the header beside Export.
 */
const hasRoomToFloat = (theme: Theme) => theme.breakpoints.up(theme.breakpoints.values.lg + 2 * (56 + 32));
const TAB_LABELS: Record<TProgramTab, string> = { live: 'Live', draft: 'Draft', past: 'Past' };

/**
 * /programs (part 2 "Manage Programs list"), where `/` lands: Live, Draft and Past with their counts,
 * a table paged and sorted by the server, Export to CSV, and for admins the add button.
 */
export function ProgramsPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const [searchParams] = useSearchParams();
  const tab = readTab(searchParams);
  const list = useListUrlState(PROGRAM_LIST_OPTIONS);
  const summary = useProgramSummary();
  const queryOptions = useMemo(() => listProgramsQueryOptions(tab), [tab]);
  const canCreate = me.permissions.includes('programs.create');
  const isFloating = useMediaQuery(hasRoomToFloat);

  const counts = summary.data;
  const tabs = useMemo(
    () =>
      PROGRAM_TABS.map((value) => ({
        key: value,
        label: `${TAB_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
        to: programTabLink(searchParams, value),
      })),
    [searchParams, counts],
  );

  // The tabs' counts arrive on their own and render this page again at once (a query's update is
  // not a transition): the filters and the table are the same element, so they are not rendered again.
  const table = useMemo(
    () => (
      <div>
        <FilterPanel list={list} aria-label="Filter programs">
          <FilterTextField name="name_cont" label="Name" />
        </FilterPanel>
        <DataTable
          key={tab}
          list={list}
          columns={PROGRAM_COLUMNS}
          queryOptions={queryOptions}
          aria-label="Programs"
          getRowHeight={programRowHeight}
          sx={{ bgcolor: 'background.paper' }}
        />
      </div>
    ),
    [list, tab, queryOptions],
  );

  return (
    <Stack spacing={2.5} sx={{ pb: canCreate && isFloating ? 10 : 0 }}>
      <PageHeader
        overline={me.institute.name}
        title={TITLE}
        description="Programs and their workshops: what is running, what is being prepared, and what has finished."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              href={programsExportUrl(tab, list.params)}
              download="programs.csv"
            >
              Export to CSV
            </Button>
            {canCreate && !isFloating && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={paths.program.to('new')}
              >
                Add program
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <LinkTabs tabs={tabs} selected={tab} aria-label="Program status" />
      </Box>
      {table}
      {canCreate && isFloating && (
        <Fab
          color="primary"
          aria-label="Add program"
          component={RouterLink}
          to={paths.program.to('new')}
          sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
        >
          <AddIcon />
        </Fab>
      )}
    </Stack>
  );
}
