import { BOLD, FONT } from './fonts.js';
import { hexColor, INK, MUTED, onColor, RULE, tint, ZEBRA } from './colors.js';
import { CONTENT_WIDTH, MARGIN } from './layout.js';
import type { PdfReport } from './report.js';

export interface PdfColumn {
  header: string;
  /** In points; one column may be '*' to take what the others leave. */
  width: number | '*';
  align?: 'left' | 'right' | 'center';
}

/** A cell's text (wraps within its column), or text in another colour (a muted "—"). */
export type PdfCell = string | { text: string; color?: string };

export interface PdfTableSpec {
  columns: PdfColumn[];
  rows: PdfCell[][];
  /** A bar above the table in `color`, repeated as "… (continued)" on every page the table runs onto. */
  heading?: { text: string; note?: string };
  /** The accent of the heading bar, the header row's tint and rule; the brand colour by default. */
  color?: string;
  /** Shown (under the heading) when there are no rows. */
  emptyText?: string;
}

const FONT_SIZE = 9;
const HEADER_FONT_SIZE = 8.5;
const PADDING = { top: 5, right: 6, bottom: 5, left: 6 };
const HEADING_HEIGHT = 24;
/** Less room than this at a page's foot: a row too tall for any page starts on the next one. */
const MIN_SPLIT_ROOM = 48;

/**
 * Draws with pdfkit's table, one row at a time, so that a row which would cross the page's bottom
 * starts a new page under the heading and the header row again; a row taller than a whole page is
 * split between pages, its cells' text going on where it stopped.
 */
export function drawTable(report: PdfReport, spec: PdfTableSpec): void {
  const { doc, printable } = report;
  const color = spec.color === undefined ? report.primary : hexColor(spec.color);
  const fixed = spec.columns.reduce((sum, c) => sum + (c.width === '*' ? 0 : c.width), 0);
  const widths = spec.columns.map((c) => (c.width === '*' ? CONTENT_WIDTH - fixed : c.width));
  const align = (i: number) => ({ x: spec.columns[i]?.align ?? 'left', y: 'top' as const });
  const headers = spec.columns.map((c) => printable(c.header));
  const rows = spec.rows.map((cells) =>
    cells.map((cell) =>
      typeof cell === 'string' ? { text: printable(cell) } : { ...cell, text: printable(cell.text) },
    ),
  );

  // A row's height as the table will lay it out: its tallest wrapped cell.
  const rowHeight = (texts: string[], font: string, size: number) => {
    doc.font(font).fontSize(size);
    const heights = texts.map(
      (text, i) =>
        doc.heightOfString(text, { width: widths[i]! - PADDING.left - PADDING.right }) +
        PADDING.top +
        PADDING.bottom,
    );
    return Math.max(...heights);
  };
  const headerHeight = rowHeight(headers, BOLD, HEADER_FONT_SIZE);

  const heading = (continued: boolean) => {
    if (!spec.heading) return;
    const { text, note } = spec.heading;
    const box = { x: MARGIN.left, y: doc.y, width: CONTENT_WIDTH, height: HEADING_HEIGHT };
    doc.rect(box.x, box.y, box.width, box.height).fill(color);
    const label = continued ? `${text} (continued)` : text;
    const noteWidth = note ? 100 : 0;
    const style = { size: 11.5, bold: true, color: onColor(color) };
    report.line(label, { ...box, x: box.x + 8, width: box.width - noteWidth - 18 }, style);
    if (note) {
      const noteBox = { ...box, x: box.x + box.width - noteWidth - 8, width: noteWidth };
      report.line(note, noteBox, { size: 8.5, color: onColor(color), align: 'right' });
    }
    doc.x = MARGIN.left;
    doc.y = box.y + box.height;
  };

  const startTable = () => {
    // Backgrounds are drawn as one rectangle per row: per-cell fills leave hairline seams.
    doc.rect(MARGIN.left, doc.y, CONTENT_WIDTH, headerHeight).fill(tint(color, 0.86));
    doc.font(FONT).fontSize(FONT_SIZE);
    const table = doc.table({
      position: { x: MARGIN.left, y: doc.y },
      columnStyles: widths,
      defaultStyle: {
        padding: PADDING,
        border: { top: 0, right: 0, bottom: 0.5, left: 0 },
        borderColor: { bottom: RULE },
      },
    });
    table.row(
      headers.map((text, i) => ({
        text,
        type: 'TH' as const,
        font: { src: BOLD, size: HEADER_FONT_SIZE },
        textColor: INK,
        align: align(i),
        border: { top: 0, right: 0, bottom: 0.75, left: 0 },
        borderColor: { bottom: color },
      })),
    );
    return table;
  };

  const firstRow = rows[0]
    ? rowHeight(
        rows[0].map((c) => c.text),
        FONT,
        FONT_SIZE,
      )
    : 20;
  report.ensureSpace((spec.heading ? HEADING_HEIGHT : 0) + headerHeight + firstRow + 8);
  heading(false);
  if (!rows.length) {
    if (spec.emptyText) {
      doc.moveDown(0.4);
      doc.font(FONT).fontSize(FONT_SIZE).fillColor(MUTED).text(printable(spec.emptyText), MARGIN.left, doc.y);
      doc.moveDown(1.2);
    }
    return;
  }

  type Row = (typeof rows)[number];
  const heightOf = (cells: Row) =>
    rowHeight(
      cells.map((c) => c.text),
      FONT,
      FONT_SIZE,
    );
  const drawRow = (cells: Row, r: number) => {
    if (r % 2 === 1) doc.rect(MARGIN.left, doc.y, CONTENT_WIDTH, heightOf(cells)).fill(ZEBRA);
    doc.font(FONT).fontSize(FONT_SIZE);
    table.row(cells.map((cell, i) => ({ text: cell.text, textColor: cell.color ?? INK, align: align(i) })));
  };
  // Where a row starts on a page the table runs onto: under the heading and the header row again.
  const pageTop = () => doc.page.margins.top + (spec.heading ? HEADING_HEIGHT : 0) + headerHeight;
  const newPage = () => {
    table.end();
    doc.addPage();
    heading(true);
    table = startTable();
  };

  let table = startTable();
  rows.forEach((cells, r) => {
    let pending = cells;
    for (;;) {
      const height = heightOf(pending);
      const room = report.bottom() - 1 - doc.y;
      if (height < room) break;
      // A row that fits on a page of its own starts one; a taller one (a long note in a narrow
      // column) fills this page and goes on over the next, so none of its text is cut off.
      if (height < report.bottom() - 1 - pageTop() || room < MIN_SPLIT_ROOM) {
        newPage();
        continue;
      }
      const [head, rest] = splitRow(pending, room - PADDING.top - PADDING.bottom - 1);
      drawRow(head, r);
      pending = rest;
      newPage();
    }
    drawRow(pending, r);
  });
  table.end();
  doc.x = MARGIN.left;

  /** Each cell's text cut where `maxHeight` is full (at a space where there is one), and the rest. */
  function splitRow(cells: Row, maxHeight: number): [Row, Row] {
    doc.font(FONT).fontSize(FONT_SIZE);
    const parts = cells.map((cell, i) => {
      const [head, rest] = splitText(cell.text, widths[i]! - PADDING.left - PADDING.right, maxHeight);
      return [
        { ...cell, text: head },
        { ...cell, text: rest },
      ] as const;
    });
    return [parts.map(([head]) => head), parts.map(([, rest]) => rest)];
  }

  function splitText(text: string, width: number, maxHeight: number): [string, string] {
    if (doc.heightOfString(text, { width }) <= maxHeight) return [text, ''];
    // The longest start that fits, by halving; then back to the last space inside it.
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (doc.heightOfString(text.slice(0, mid), { width }) <= maxHeight) low = mid;
      else high = mid - 1;
    }
    const space = text.lastIndexOf(' ', low);
    const cut = space > low / 2 ? space : Math.max(1, low);
    return [text.slice(0, cut).trimEnd(), text.slice(cut).trimStart()];
  }
}
