import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  useGridApiRef,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridRowHeightParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import {
  keepPreviousData,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useFocusAfterMount, useNearView } from '../../lib/near-view';
import { scrollbarSize } from '../../lib/warm-up';
import { isLongText, isPlainTextColumn } from './cell-text';
import { fitColumns } from './column-sizing';
import { useGridStage } from './grid-stage';
import { GridTooltip } from './grid-tooltip';
import {
  SORTING_ORDER,
  fromPaginationModel,
  fromSortModel,
  toPaginationModel,
  toSortModel,
} from './grid-models';
import { RightEdgeShadow, ScrollHint, useElementWidth, useHorizontalOverflow } from './horizontal-overflow';
import { PAGE_SIZE_OPTIONS, type ListParams, type ListResponse } from './list-query';
import type { ListUrlState } from './use-list-url-state';
import { withWrappingCell } from './wrapping-cell';

/** The grid props this component owns: paging, sorting and filtering all happen on the server. */
type OwnedGridProps =
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'loading'
  | 'paginationMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortingMode'
  | 'sortModel'
  | 'onSortModelChange'
  | 'sortingOrder'
  | 'filterMode'
  | 'pageSizeOptions'
  | 'apiRef';

export type DataTableProps<R extends GridValidRowModel, K extends QueryKey = QueryKey> = Omit<
  DataGridProps<R>,
  OwnedGridProps
> & {
  /** From `useListUrlState()`: the same object the page's `<FilterPanel>` gets. */
  list: ListUrlState;
  columns: readonly GridColDef<R>[];
  /** The feature's `queryOptions` factory for its list endpoint (house rule 7: no keys here). */
  queryOptions: (params: ListParams) => UseQueryOptions<ListResponse<R>, DefaultError, ListResponse<R>, K>;
  /** The grid's accessible name, e.g. "Programs". */
  'aria-label': string;
};

/**
 * A grown ('auto' height) row measures its content, so without padding it would be shorter than
 * its neighbours. These are the paddings MUI's own dynamic-row-height demo uses per density:
 * one line of wrapped text then matches the standard row height.
 */
const grownCell = `.${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`;
const GROWN_ROW_PADDING = {
  [`&.${gridClasses['root--densityCompact']} ${grownCell}`]: { py: 1 },
  [`&.${gridClasses['root--densityStandard']} ${grownCell}`]: { py: '15px' },
  [`&.${gridClasses['root--densityComfortable']} ${grownCell}`]: { py: '22px' },
} as const;

const EMPTY_ROWS: never[] = [];

/**
 * A grown row's height before the grid has measured it: two lines of text (a body2 line is 20 px and
 * the row's border 1 px), as most text past 30 characters wraps once. At the standard height instead,
 * every grown row in view moved the rows under it and the pager down once it was measured (a layout
 * shift Lighthouse counted on /programs).
 */
const estimateGrownRowHeight = ({ densityFactor }: GridRowHeightParams) =>
  Math.round(ROW_HEIGHT * densityFactor) + 21;

/**
 * The grid grows with its rows up to about the window's height (less the app bar), then scrolls
 * inside with its column headers and pager in view. Within that height the grid renders only the rows
 * it shows (MUI X's row virtualization): a page of 100 rows no longer renders 100 rows × every column
 * in one long task (docs/decisions.md "Tables", docs/performance.md "First load").
 *
 * The rows' part of that height is rounded down to whole rows (52 px each at the standard density,
 * between the 56 px headers and the 52 px pager, with the 2 px border): otherwise the last row in
 * view was cut in half above the pager.
 */
const GRID_CHROME = 56 + 52 + 2;
const ROW_HEIGHT = 52;
const GRID_MAX_HEIGHT = `calc(round(down, max(420px, 100dvh - 88px) - ${GRID_CHROME}px, ${ROW_HEIGHT}px) + ${GRID_CHROME}px)`;

/** What the table's place shows until the grid mounts: about the height of a grid still loading. */
const GRID_PLACEHOLDER_HEIGHT = 220;

/**
 * A server-side paged table whose filters, sort and page live in the URL (see README.md).
 * The previous page stays on screen while the next one loads, so the table never flashes empty.
 */
export function DataTable<R extends GridValidRowModel, K extends QueryKey = QueryKey>({
  list,
  columns,
  queryOptions,
  getRowHeight: givenGetRowHeight,
  slotProps,
  sx,
  ...gridProps
}: DataTableProps<R, K>) {
  const apiRef = useGridApiRef();
  const placeRef = useRef<HTMLDivElement>(null);
  const frameWidth = useElementWidth(placeRef);
  // A table below the fold (a report's, under its filters and chart) mounts as it comes into view.
  const isNearView = useNearView(placeRef);
  const stage = useGridStage(frameWidth !== undefined && isNearView);
  const isGridShown = stage !== 'placeholder';
  const hasRowsShown = stage === 'rows';
  const frameRef = useRef<HTMLDivElement>(null);
  useFocusAfterMount(placeRef, frameRef, isGridShown);
  const overflow = useHorizontalOverflow(frameRef, apiRef, isGridShown);
  const query = useQuery({ ...queryOptions(list.params), placeholderData: keepPreviousData });
  // A page of rows is the heaviest render of a list screen. Deferred, it renders as a transition:
  // in slices the browser can interleave with input and painting, not in one long task.
  const page = useDeferredValue(query.data);
  const { setPageAndSize, setSort, state } = list;

  // Header titles in full where there is room; row actions as a menu where the table is too narrow.
  // The rows' width: the frame less the grid's border.
  const rowsWidth = frameWidth ? Math.max(0, frameWidth - 2) : 0;
  const fitted = useMemo(
    () => fitColumns(columns, rowsWidth, undefined, scrollbarSize()),
    [columns, rowsWidth],
  );
  const gridColumns = useMemo(() => fitted.columns.map(withWrappingCell), [fitted]);
  const textColumns = useMemo(() => columns.filter(isPlainTextColumn), [columns]);

  // Only a row with long text grows ('auto' height); every other row keeps the standard height.
  const getRowHeight = useCallback(
    (params: GridRowHeightParams) => {
      const given = givenGetRowHeight?.(params);
      if (given !== undefined && given !== null) return given;
      const api = apiRef.current;
      const hasLongText = textColumns.some((column) =>
        isLongText(api ? api.getRowFormattedValue(params.model, column) : params.model[column.field]),
      );
      return hasLongText ? 'auto' : null;
    },
    [apiRef, givenGetRowHeight, textColumns],
  );

  const paginationModel = useMemo(() => toPaginationModel(state), [state]);
  const sortModel = useMemo(() => toSortModel(state.sort), [state.sort]);

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      const next = fromPaginationModel(model, state);
      if (next.page !== state.page || next.per_page !== state.per_page) setPageAndSize(next);
    },
    [setPageAndSize, state],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const sort = fromSortModel(model);
      if (sort && sort !== state.sort) setSort(sort);
    },
    [setSort, state.sort],
  );

  const isLoading = !hasRowsShown || query.isFetching || page !== query.data;
  // The same element holds the placeholder, then the grid: its width is the table's from the start.
  if (!isGridShown) {
    return (
      <Box ref={placeRef} sx={{ width: '100%' }}>
        <Box
          role="progressbar"
          aria-label={`Loading ${gridProps['aria-label']}`}
          // A keyboard reaches the table's place before the table: the focus mounts it (useNearView)
          // and moves into it (useFocusAfterMount).
          tabIndex={0}
          sx={[
            { height: GRID_PLACEHOLDER_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        />
      </Box>
    );
  }

  return (
    // A column flex parent lets the grid take the height of its rows up to its maximum (MUI X layout docs).
    <Box ref={placeRef} sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {overflow.isScrollable && <ScrollHint tableName={gridProps['aria-label']} />}
      <Box
        ref={frameRef}
        aria-busy={isLoading}
        sx={{ position: 'relative', display: 'flex', flexDirection: 'column', maxHeight: GRID_MAX_HEIGHT }}
      >
        <DataGrid<R>
          disableRowSelectionOnClick
          disableColumnFilter
          scrollbarSize={scrollbarSize()}
          getEstimatedRowHeight={estimateGrownRowHeight}
          {...gridProps}
          slots={{ baseTooltip: GridTooltip, ...gridProps.slots }}
          apiRef={apiRef}
          rows={hasRowsShown ? (page?.data ?? EMPTY_ROWS) : EMPTY_ROWS}
          columns={gridColumns}
          rowCount={page?.meta.total ?? 0}
          loading={isLoading}
          // Until the first page's rows show there is nothing to page through; a footer shown under
          // the empty grid would jump down when the rows come (a layout shift Lighthouse counted).
          hideFooter={gridProps.hideFooter ?? (!page || !hasRowsShown)}
          getRowHeight={getRowHeight}
          pagination
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={list.options.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
          sortingMode="server"
          sortingOrder={SORTING_ORDER}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          filterMode="server"
          sx={[GROWN_ROW_PADDING, ...(Array.isArray(sx) ? sx : [sx])]}
          slotProps={{
            // The bar is drawn inside the grid, whose role allows only rows as children, and it has no
            // name: axe counted two serious violations whenever a scan met it. The frame's aria-busy
            // says the same to assistive technology, so the bar itself is hidden from it.
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton', 'aria-hidden': true },
            ...slotProps,
          }}
        />
        {overflow.hasMoreRight && <RightEdgeShadow top={overflow.top} height={overflow.height} />}
      </Box>
    </Box>
  );
}
