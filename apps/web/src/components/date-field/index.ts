// The picker's code (MUI X Date Pickers, about 47 KB gzipped) loads when a page first shows one:
// screens use LazyDateField. Exporting DateField here would put the picker in the first visit of
// every screen that imports this folder.
export * from './lazy-date-field';
