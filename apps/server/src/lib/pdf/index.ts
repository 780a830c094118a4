// The PDF kit: see README.md for how to build the next report with it.
export { calendarDate, formatDateTime } from './dates.js';
export { hexColor, INK, MUTED, onWhite, tint, ZEBRA } from './colors.js';
export { BOLD, FONT } from './fonts.js';
export { CONTENT_WIDTH, MARGIN } from './layout.js';
export { createReport, PdfReport, type PdfBrand, type PdfFilter } from './report.js';
export type { PdfCell, PdfColumn, PdfTableSpec } from './table.js';
