import { LIMITS } from '@pdp/contract';
import type {} from 'pdfkit';
import { isDrawableLogo } from '../pictures.js';
import { hexColor, INK, MUTED, onColor, onWhite, RULE } from './colors.js';
import { formatDateTime } from './dates.js';
import { CONTENT_WIDTH, MARGIN, PAGE } from './layout.js';
import { BOLD, capitalsMiddle, FONT, loadFonts, printableWith, type PdfFonts } from './fonts.js';
import { drawTable, type PdfTableSpec } from './table.js';

export type Doc = PDFKit.PDFDocument;

/** The institute's branding: the header band's colour, logo and name. */
export interface PdfBrand {
  name: string;
  primaryColor: string;
  /**
   * PNG or JPEG, at most LIMITS.logoMaxSide pixels on a side, whose pixels decode; anything else (an
   * SVG, a damaged picture) is left out (`createReport`).
   */
  logo: Buffer | null;
}

/** One filter that chose a report's rows, in words: ['Department', 'Hospitality']. */
export type PdfFilter = [label: string, value: string];

export interface PdfReportOptions {
  brand: PdfBrand;
  /** The document's title (its properties, and the top of every page after the first). */
  title: string;
  /** Shown at the top of later pages instead of the title, e.g. "Educator Profile — Ivana Petrović". */
  runningTitle?: string;
  /** The document properties' subject. */
  subject?: string;
  /** Every date and time is shown in this zone (the institute's). */
  timeZone: string;
  generatedAt: Date;
  /**
   * The filters that chose the rows, in words; `titleBlock` prints them with when the report was made
   * (a printout then says what it holds). An empty list prints "none". Every report PDF passes it;
   * a document that is not a filtered report (a profile, a sign-in sheet) leaves it out.
   */
  filters?: PdfFilter[];
}

/** A line of text placed in a box (a bar, a chip): centred vertically, cut with "…" when too long. */
export interface PdfLineStyle {
  size: number;
  color: string;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  characterSpacing?: number;
}

const BAND_HEIGHT = 84;

/** PNG or JPEG, the formats pdfkit embeds. */

/**
 * An A4 document with the institute's header band on the first page, a running header on the others
 * and "Generated … · Page n of N" on every page. Draw with the helpers, or with `doc` directly
 * (pass text through `printable`), then `end()`.
 */
export class PdfReport {
  /** The brand colour, checked. */
  readonly primary: string;
  readonly printable: (text: string) => string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    readonly doc: Doc,
    private readonly fonts: PdfFonts,
    private readonly options: PdfReportOptions,
  ) {
    this.primary = hexColor(options.brand.primaryColor);
    this.printable = printableWith(fonts);
    this.done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      doc.on('error', reject);
    });
    doc.registerFont(FONT, fonts.regular as unknown as Buffer); // pdfkit takes a parsed fontkit font too
    doc.registerFont(BOLD, fonts.bold as unknown as Buffer);
    doc.font(FONT);
    this.brandBand();
  }

  /** Where content may end on this page. */
  bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom()) this.doc.addPage();
  }

  dateTime(date: Date): string {
    return formatDateTime(date, this.options.timeZone);
  }

  line(text: string, box: { x: number; y: number; width: number; height: number }, style: PdfLineStyle) {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    this.doc
      .font(style.bold ? BOLD : FONT)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(this.printable(text), box.x, box.y + box.height / 2 - capitalsMiddle(font, style.size), {
        width: box.width,
        align: style.align ?? 'left',
        characterSpacing: style.characterSpacing ?? 0,
        lineBreak: false,
        ellipsis: true,
      });
  }

  /**
   * The report's title in the brand colour, a line under it (whom or what it is about), then for a
   * filtered report its filters and when it was made, in the institute's time zone.
   */
  titleBlock(title: string, subtitle?: string): void {
    const { doc } = this;
    doc.x = MARGIN.left;
    doc.font(BOLD).fontSize(22).fillColor(onWhite(this.primary));
    doc.text(this.printable(title), { width: CONTENT_WIDTH });
    if (subtitle) {
      doc.moveDown(0.1);
      doc.font(FONT).fontSize(13).fillColor(INK).text(this.printable(subtitle), { width: CONTENT_WIDTH });
    }
    const { filters, generatedAt, timeZone } = this.options;
    if (filters) {
      const words = filters.map(([label, value]) => `${label}: ${value}`).join('; ') || 'none';
      doc.moveDown(0.3).font(FONT).fontSize(9).fillColor(MUTED);
      doc.text(this.printable(`Filters: ${words}`), { width: CONTENT_WIDTH });
      doc.text(`Made ${this.dateTime(generatedAt)} (${timeZone})`, { width: CONTENT_WIDTH });
      doc.moveDown(0.4).fontSize(13); // then the subtitle's space below, as without filters
    }
    doc.moveDown(0.8);
  }

  /** Columns of "LABEL value" rows under a rule; values wrap. */
  details(...columns: [label: string, value: string][][]): void {
    const { doc } = this;
    const top = doc.y;
    doc
      .moveTo(MARGIN.left, top - 6)
      .lineTo(MARGIN.left + CONTENT_WIDTH, top - 6)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    const columnWidth = CONTENT_WIDTH / columns.length;
    const labelWidth = Math.min(112, columnWidth * 0.45);
    // The small label sits lower, so that it shares the value's baseline.
    const labelDrop = (this.fonts.regular.ascent / this.fonts.regular.unitsPerEm) * (10 - 7.5);
    const ends = columns.map((rows, c) => {
      const x = MARGIN.left + c * columnWidth;
      let y = top;
      for (const [label, value] of rows) {
        doc.font(FONT).fontSize(7.5).fillColor(MUTED);
        doc.text(this.printable(label.toUpperCase()), x, y + labelDrop, {
          width: labelWidth,
          characterSpacing: 0.3,
        });
        const labelBottom = doc.y;
        doc.font(FONT).fontSize(10).fillColor(INK);
        doc.text(this.printable(value), x + labelWidth + 4, y, { width: columnWidth - labelWidth - 12 });
        y = Math.max(doc.y, labelBottom) + 3;
      }
      return y;
    });
    doc.x = MARGIN.left;
    doc.y = Math.max(...ends) + 4;
  }

  /** A table with its header row repeated on every page it runs onto; see `PdfTableSpec`. */
  table(spec: PdfTableSpec): void {
    drawTable(this, spec);
  }

  /** Adds the running headers and page numbers, and resolves with the PDF. */
  end(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const generated = `Generated ${this.dateTime(this.options.generatedAt)} \u00b7 PD Passport`;
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing in the margin must not open a new page
      if (i > range.start) this.runningHeader();
      const footer = { x: MARGIN.left, y: PAGE.height - 42, width: CONTENT_WIDTH, height: 12 };
      doc
        .moveTo(MARGIN.left, footer.y - 4)
        .lineTo(MARGIN.left + CONTENT_WIDTH, footer.y - 4)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      const style = { size: 8, color: MUTED };
      this.line(generated, { ...footer, width: CONTENT_WIDTH * 0.7 }, style);
      const page = `Page ${i - range.start + 1} of ${range.count}`;
      this.line(
        page,
        { ...footer, x: MARGIN.left + CONTENT_WIDTH * 0.7, width: CONTENT_WIDTH * 0.3 },
        {
          ...style,
          align: 'right',
        },
      );
      doc.page.margins.bottom = savedBottom;
    }
    doc.end();
    return this.done;
  }

  /** First page: the brand colour across the top, the logo on a white card, the institute's name. */
  private brandBand() {
    const { doc, primary } = this;
    const { logo, name } = this.options.brand;
    doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(primary);
    let nameX = MARGIN.left;
    if (logo) {
      const card = { x: MARGIN.left, y: 16, w: 124, h: BAND_HEIGHT - 32 };
      doc.save().roundedRect(card.x, card.y, card.w, card.h, 4).fill('#ffffff').restore();
      nameX = card.x + card.w + 16;
      try {
        doc.image(logo, card.x + 6, card.y + 5, {
          fit: [card.w - 12, card.h - 10],
          align: 'center',
          valign: 'center',
        });
      } catch {
        // A damaged image: the card stays empty rather than the PDF failing.
      }
    }
    const box = { x: nameX, y: 0, width: PAGE.width - MARGIN.right - nameX, height: BAND_HEIGHT };
    this.line(name, box, { size: 17, bold: true, color: onColor(primary) });
    doc.font(FONT).fontSize(10).fillColor(INK);
    doc.x = MARGIN.left;
    doc.y = BAND_HEIGHT + 24;
  }

  /** Later pages: a thin band, what the document is on the left, the institute on the right. */
  private runningHeader() {
    const { doc } = this;
    doc.rect(0, 0, PAGE.width, 6).fill(this.primary);
    const box = { x: MARGIN.left, y: 18, width: CONTENT_WIDTH / 2, height: 12 };
    const style = { size: 8, color: MUTED };
    this.line(this.options.runningTitle ?? this.options.title, box, style);
    this.line(
      this.options.brand.name,
      { ...box, x: MARGIN.left + CONTENT_WIDTH / 2 },
      { ...style, align: 'right' },
    );
  }
}

/** Starts a report. pdfkit and the fonts load on the first one, so start-up does not pay for them. */
export async function createReport(options: PdfReportOptions): Promise<PdfReport> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.brand.name,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: 'PD Passport',
      CreationDate: options.generatedAt,
    },
  });
  // A logo too large to decode in every PDF (stored before its limit), or damaged, is left out.
  const { logo } = options.brand;
  const drawable = logo ? await isDrawableLogo(logo, LIMITS.logoMaxSide) : false;
  return new PdfReport(doc, fonts, { ...options, brand: { ...options.brand, logo: drawable ? logo : null } });
}
