import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataTable, useListUrlState } from '../../../../components/data-table';
import { FilterPanel } from '../../../../components/filter-panel';
import { PageHeader } from '../../../../components/page-header';
import { useSignedInMe } from '../../../../lib/me';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { listVcmsQueryOptions, vcmsExportUrl } from '../../api/list-vcms';
import { VCM_COLUMNS } from './vcm-columns';
import { VcmFilters } from './vcm-filters';
import { VCM_LIST_OPTIONS } from './vcm-list-options';

const TITLE = 'Manage VCMs';

/**
 * /vcm (part 2 "Manage VCMs list"): the institute's VCMs, filtered (default in review), exported and
 * paged by the server. The educator links to their profile, the revision to the VCM.
 */
export function VcmsPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const list = useListUrlState(VCM_LIST_OPTIONS);
  return (
    <Stack spacing={3}>
      <PageHeader
        overline={me.institute.name}
        title={TITLE}
        description="Review the vocational capability matrices educators have submitted."
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            href={vcmsExportUrl(list.params)}
            download="vcms.csv"
          >
            Export
          </Button>
        }
      />
      <div>
        <FilterPanel list={list} aria-label="Filter VCMs">
          <VcmFilters />
        </FilterPanel>
        <DataTable
          list={list}
          columns={VCM_COLUMNS}
          queryOptions={listVcmsQueryOptions}
          aria-label="VCMs"
          sx={{ bgcolor: 'background.paper' }}
        />
      </div>
    </Stack>
  );
}
