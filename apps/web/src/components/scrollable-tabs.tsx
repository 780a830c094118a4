import Tabs, { tabsClasses, type TabsProps } from '@mui/material/Tabs';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Stands in for the probe scrollable Tabs mount to measure their hidden scrollbar: reading the
 * probe's size forces a layout of the whole page inside the page's first long task (30–45 ms on
 * /reports/passports, docs/performance.md "First load"). The probe carries MUI's `hideScrollbar` class
 * (`scrollbar-width: none` and `::-webkit-scrollbar { display: none }`), so in every supported
 * browser it measures 0: that is what this hands Tabs, which then lets the scroller scroll.
 */
function HiddenScrollbar({ onChange }: { onChange?: (size: number) => void }) {
  useEffect(() => onChange?.(0), [onChange]);
  return null;
}

/**
 * Keeps the selected tab wholly in view when the strip changes width. Tabs scroll it into view as
 * they mount (animated, unless the user asked for reduced motion), before their scroll buttons
 * appear; the buttons then narrowed the strip by 80 px, and the last tabs' label was cut
 * (/reports/calibration at 1440 px showed "Rating Cal"). So after a change of width, once the strip
 * has stopped scrolling for a moment, the selected tab is brought wholly into view. Scrolls more than
 * a second after a change of width are the user's own, and left alone.
 */
function useSelectedTabInView(root: RefObject<HTMLDivElement | null>, isHorizontal: boolean) {
  useEffect(() => {
    const scroller = root.current?.querySelector<HTMLElement>(`.${tabsClasses.scroller}`);
    if (!isHorizontal || !scroller) return undefined;
    const reveal = () => {
      const selected = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!selected) return;
      const strip = scroller.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.right > strip.right) scroller.scrollLeft += Math.ceil(tab.right - strip.right);
      else if (tab.left < strip.left) scroller.scrollLeft -= Math.ceil(strip.left - tab.left);
    };
    let settling = 0;
    let watchUntil = 0;
    const revealWhenStill = () => {
      window.clearTimeout(settling);
      settling = window.setTimeout(reveal, 150);
    };
    const observer = new ResizeObserver(() => {
      watchUntil = performance.now() + 1000;
      revealWhenStill();
    });
    const onScroll = () => {
      if (performance.now() < watchUntil) revealWhenStill();
    };
    observer.observe(scroller);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', onScroll);
      window.clearTimeout(settling);
    };
  }, [root, isHorizontal]);
}

/** Material Tabs with `variant="scrollable"`, without the scrollbar probe (see above). */
export function ScrollableTabs({ slots, ...props }: Omit<TabsProps, 'variant'>) {
  const root = useRef<HTMLDivElement>(null);
  useSelectedTabInView(root, props.orientation !== 'vertical');
  return <Tabs ref={root} variant="scrollable" slots={{ scrollbar: HiddenScrollbar, ...slots }} {...props} />;
}
