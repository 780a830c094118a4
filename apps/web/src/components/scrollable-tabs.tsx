import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useEffect } from 'react';

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

/** Material Tabs with `variant="scrollable"`, without the scrollbar probe (see above). */
export function ScrollableTabs({ slots, ...props }: Omit<TabsProps, 'variant'>) {
  return <Tabs variant="scrollable" slots={{ scrollbar: HiddenScrollbar, ...slots }} {...props} />;
}
