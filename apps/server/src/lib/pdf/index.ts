// The PDF kit: see README.md for how to build the next report with it.
export { calendarDate, formatDateTime } from './dates.js';
export { FALLBACK_COLOR, hexColor, INK, MUTED, onColor, onWhite, RULE, tint, ZEBRA } from './colors.js';
export { BOLD, FONT } from './fonts.js';
export { CONTENT_WIDTH, MARGIN, PAGE } from './layout.js';
export {
  createReport,
  PdfReport,
  type Doc,
  type PdfBrand,
  type PdfFilter,
  type PdfLineStyle,
  type PdfReportOptions,
} from './report.js';
export type { PdfCell, PdfColumn, PdfTableSpec } from './table.js';
