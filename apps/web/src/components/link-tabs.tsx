import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, type To } from 'react-router';

/**
 * A strip of tabs that are links to pages (the reports, the institute's settings sections): what
 * Material's Tabs draw, without their measuring. Tabs read every tab's box after each render of
 * theirs to place the sliding indicator (`getTabsMeta`, a forced layout of the whole page) and render
 * every tab again with the result, twice on a page's first load. Here the indicator is the selected
 * tab's own border, and the strip measures only in a ResizeObserver's callback (after the browser's
 * layout) to show its scroll buttons and keep the selected tab in view. docs/performance.md, "Tab strips".
 */
export interface LinkTab {
  key: string;
  label: string;
  /** A page, or `{ search }` for a view of this one (`?view=statistics`). */
  to: To;
  /** The tab's id, for a panel's aria-labelledby. */
  id?: string;
  /** The panel the selected tab controls. */
  controls?: string;
  /** Shown but not a link (and skipped by the arrow keys). */
  disabled?: boolean;
}

interface LinkTabsProps {
  tabs: readonly LinkTab[];
  selected: string;
  'aria-label': string;
  orientation?: 'horizontal' | 'vertical';
  /** Styles of the tab list; its tabs are its `& > [role="tab"]` (`[aria-selected="true"]` the selected one). */
  sx?: SxProps<Theme>;
  /** Switching tabs replaces the history entry instead of adding one. */
  replace?: boolean;
}

const SCROLL_BUTTON_WIDTH = 40;

const Strip = styled('div')({ display: 'flex', minHeight: 48, overflow: 'hidden' });

const TabList = styled('div')(({ theme }) => ({
  flex: '1 1 auto',
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&[aria-orientation="vertical"]': { flexDirection: 'column', overflowX: 'visible' },
  '& > [role="tab"]': {
    ...theme.typography.button,
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    padding: '12px 16px',
    lineHeight: 1.25,
    textAlign: 'center',
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
  },
  '& > [aria-selected="true"]': { color: theme.palette.primary.main },
  '& > [aria-disabled="true"]': { color: theme.palette.text.disabled, cursor: 'default' },
  // The indicator: under the selected tab, or beside it in a vertical list.
  '& > [aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
  '&[aria-orientation="vertical"] > [aria-selected="true"]::after': {
    top: 0,
    right: 'auto',
    height: 'auto',
    width: 3,
  },
  '& > :focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

// Decorative (hidden from assistive technology, never focused): the keyboard moves with the arrow
// keys, and focus scrolls the tab into view. Hidden on phones, which scroll the strip by touch.
const ScrollButton = styled('div')(({ theme }) => ({
  width: SCROLL_BUTTON_WIDTH,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  opacity: 0.8,
  color: theme.palette.text.primary,
  '&[data-disabled="true"]': { opacity: 0, pointerEvents: 'none' },
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

/** The selected tab brought wholly into view, at once (no animation: the strip is being laid out). */
function revealSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab) return;
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.right > strip.right) list.scrollLeft += Math.ceil(box.right - strip.right);
  else if (box.left < strip.left) list.scrollLeft -= Math.ceil(strip.left - box.left);
}

interface Overflow {
  canStart: boolean;
  canEnd: boolean;
}

function readOverflow(list: HTMLElement): Overflow | null {
  if (list.scrollWidth <= list.clientWidth + 1) return null;
  return {
    canStart: list.scrollLeft > 1,
    canEnd: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
  };
}

const sameOverflow = (a: Overflow | null, b: Overflow | null) =>
  a === b || (a !== null && b !== null && a.canStart === b.canStart && a.canEnd === b.canEnd);

/** Horizontal: whether the list overflows and which way it can scroll; the selected tab kept in view. */
function useOverflow(listRef: RefObject<HTMLDivElement | null>, selected: string, isHorizontal: boolean) {
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!isHorizontal || !list) return undefined;
    // Read here, not in the state's updater, which may run later in a render, when the page's
    // layout is out of date.
    const update = () => {
      const now = readOverflow(list);
      setOverflow((was) => (sameOverflow(was, now) ? was : now));
    };
    // Called after the browser's layout: reading the boxes here costs no layout of its own.
    const observer = new ResizeObserver(() => {
      revealSelected(list);
      update();
    });
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    observer.observe(list);
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [listRef, isHorizontal]);
  // Another tab selected (the strip stays as the page changes): bring it into view in the next frame.
  const isFirst = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (isFirst.current || !isHorizontal || !list) {
      isFirst.current = false;
      return undefined;
    }
    const frame = requestAnimationFrame(() => revealSelected(list));
    return () => cancelAnimationFrame(frame);
  }, [listRef, selected, isHorizontal]);
  return overflow;
}

/** The tabs themselves: rendered again only when the tabs or the selected one change. */
const Tabs = memo(function Tabs({
  tabs,
  selected,
  replace,
}: {
  tabs: readonly LinkTab[];
  selected: string;
  replace?: boolean;
}) {
  return tabs.map((tab) => {
    const isSelected = tab.key === selected;
    if (tab.disabled && !isSelected) {
      return (
        <span key={tab.key} role="tab" id={tab.id} aria-selected={false} aria-disabled="true">
          {tab.label}
        </span>
      );
    }
    return (
      <Link
        key={tab.key}
        to={tab.to}
        replace={replace}
        role="tab"
        id={tab.id}
        aria-selected={isSelected}
        aria-controls={isSelected ? tab.controls : undefined}
        tabIndex={isSelected ? 0 : -1}
      >
        {tab.label}
      </Link>
    );
  });
});

/** Arrow keys move the focus along the tabs (Home and End to the ends); Enter opens one. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, isHorizontal: boolean) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])'),
  ];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const [back, forward] = isHorizontal ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const next =
    event.key === back
      ? tabs[(at - 1 + tabs.length) % tabs.length]
      : event.key === forward
        ? tabs[(at + 1) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs.at(-1)
            : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function LinkTabs({
  tabs,
  selected,
  orientation = 'horizontal',
  sx,
  replace,
  ...props
}: LinkTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const isHorizontal = orientation === 'horizontal';
  const overflow = useOverflow(listRef, selected, isHorizontal);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduce ? 'instant' : 'smooth' });
  };
  const button = (direction: 1 | -1) =>
    overflow && (
      <ScrollButton
        aria-hidden="true"
        data-scroll={direction < 0 ? 'back' : 'forward'}
        data-disabled={!(direction < 0 ? overflow.canStart : overflow.canEnd)}
        onClick={() => scroll(direction)}
      >
        {direction < 0 ? (
          <KeyboardArrowLeftIcon fontSize="small" />
        ) : (
          <KeyboardArrowRightIcon fontSize="small" />
        )}
      </ScrollButton>
    );
  return (
    <Strip>
      {button(-1)}
      <TabList
        ref={listRef}
        role="tablist"
        aria-label={props['aria-label']}
        aria-orientation={isHorizontal ? undefined : 'vertical'}
        onKeyDown={(event) => moveFocus(event, isHorizontal)}
        sx={sx}
      >
        <Tabs tabs={tabs} selected={selected} replace={replace} />
      </TabList>
      {button(1)}
    </Strip>
  );
}
