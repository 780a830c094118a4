import type { GridSlotProps } from '@mui/x-data-grid';
import { LazyTooltip } from '../lazy-tooltip';

/**
 * The grid's tooltips (a header's cut title, its menu button) as `LazyTooltip`s: MUI's Tooltip keeps
 * its child's node in state, so each of a grid's 12–30 header tooltips rendered again, with its
 * Popper, in the commit that mounted the grid (docs/performance.md, "Tooltips").
 */
export function GridTooltip({ title, children, enterDelay }: GridSlotProps['baseTooltip']) {
  return (
    <LazyTooltip title={title} enterDelay={enterDelay}>
      {children}
    </LazyTooltip>
  );
}
