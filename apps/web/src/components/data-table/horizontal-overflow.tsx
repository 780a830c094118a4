import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gridClasses, type GridApi } from '@mui/x-data-grid';
import { useEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** Some columns are out of view: the table scrolls sideways. */
  isScrollable: boolean;
  /** More columns wait to the right of what is shown. */
  hasMoreRight: boolean;
  /** Where the rows' scroller sits in the container (px): the shadow covers it, not the footer. */
  top: number;
  height: number;
}

const NONE: HorizontalOverflow = { isScrollable: false, hasMoreRight: false, top: 0, height: 0 };

/**
 * From the grid's own dimensions: the scroller's scrollWidth also counts the header's filler for
 * the vertical scrollbar, which made a table that fits look as if it scrolled.
 */
function measure(
  container: HTMLElement,
  scroller: HTMLElement,
  apiRef: RefObject<GridApi | null>,
): HorizontalOverflow {
  const dimensions = apiRef.current?.getRootDimensions();
  if (!dimensions?.hasScrollX) return NONE;
  const hidden = dimensions.columnsTotalWidth - dimensions.viewportInnerSize.width;
  const top = Math.round(scroller.getBoundingClientRect().top - container.getBoundingClientRect().top);
  // A pixel of rounding is not a column.
  return {
    isScrollable: true,
    hasMoreRight: scroller.scrollLeft < hidden - 1,
    top,
    height: scroller.clientHeight,
  };
}

const isSame = (a: HorizontalOverflow, b: HorizontalOverflow) =>
  a.isScrollable === b.isScrollable &&
  a.hasMoreRight === b.hasMoreRight &&
  a.top === b.top &&
  a.height === b.height;

/**
 * Whether the grid inside `container` hides columns sideways (issue 12 §13: on a phone the key
 * columns went off screen with no sign that the table scrolls). Follows the grid's own scroller,
 * as it scrolls and as it or its content changes size.
 */
export function useHorizontalOverflow(
  container: RefObject<HTMLElement | null>,
  apiRef: RefObject<GridApi | null>,
  isGridShown: boolean,
): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>(NONE);
  useEffect(() => {
    const frame = container.current;
    const scroller = frame?.querySelector<HTMLElement>(`.${gridClasses.virtualScroller}`);
    if (!isGridShown || !frame || !scroller) return undefined;
    const update = () =>
      setOverflow((previous) => {
        const next = measure(frame, scroller, apiRef);
        return isSame(previous, next) ? previous : next;
      });
    // Read a frame later: the grid updates its own dimensions on the same resizes and events.
    let frameId = 0;
    const schedule = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(update);
    };
    schedule();
    const resize = new ResizeObserver(schedule);
    resize.observe(scroller);
    const content = scroller.firstElementChild;
    if (content) resize.observe(content);
    const api = apiRef.current;
    const unsubscribe = api
      ? [
          api.subscribeEvent('viewportInnerSizeChange', schedule),
          api.subscribeEvent('columnResize', schedule),
          api.subscribeEvent('rowsSet', schedule),
        ]
      : [];
    scroller.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frameId);
      resize.disconnect();
      for (const stop of unsubscribe) stop();
      scroller.removeEventListener('scroll', update);
    };
  }, [apiRef, container, isGridShown]);
  return overflow;
}

/** The line above a table that scrolls sideways. */
export function ScrollHint({ tableName }: { tableName: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 0.5, pb: 0.5 }}>
      {tableName}: scroll sideways to see every column →
    </Typography>
  );
}

/** A shadow on the right edge while more columns wait there; it lets clicks through. */
export function RightEdgeShadow({ top, height }: Pick<HorizontalOverflow, 'top' | 'height'>) {
  return (
    <Box
      aria-hidden
      data-testid="table-scroll-shadow"
      sx={{
        position: 'absolute',
        top,
        height,
        right: 1,
        width: 28,
        pointerEvents: 'none',
        zIndex: 3,
        background: 'linear-gradient(to left, rgba(16, 24, 40, 0.16), rgba(16, 24, 40, 0))',
      }}
    />
  );
}

/** The width of `element`, following its resizes: undefined until its first layout has been observed. */
export function useElementWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    // Without ResizeObserver (a unit test's DOM) there is no width to wait for.
    if (typeof ResizeObserver === 'undefined') {
      setWidth(0);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
