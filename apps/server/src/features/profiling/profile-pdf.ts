import type {} from 'pdfkit';

/** Everything the profile PDF shows; the caller loads it (and checks who may see it). */
export interface ProfilePdfData {
  institute: { name: string; primaryColor: string; logo: Buffer | null /* PNG */ };
  educator: {
    fullName: string;
    employeeNumber: string | null;
    department: string | null;
    employmentType: string | null;
  };
  supervisor: { fullName: string } | null;
  /** yyyy-MM-dd, inclusive. */
  period: { start: string; end: string };
  status: 'COMPLETE' | 'EDUCATOR_COMPLETE' | 'INCOMPLETE';
  educatorCompletedAt: Date | null;
  supervisorCompletedAt: Date | null;
  completedAt: Date | null;
  generatedAt: Date;
  /** The institute's time zone: every date is shown in it (d/M/yy, d/M/yy h:mm a). */
  timeZone: string;
  labels: { value: number; text: string }[];
  domains: {
    name: string;
    color: string;
    capabilities: {
      number: number;
      statement: string;
      educator: number | null;
      supervisor: number | null;
      businessIdeal: number | null;
    }[];
  }[];
}

/** How the supervisor's ratings compare with the business ideal over statements that have both. */
export interface IdealGap {
  /** Statements with both a supervisor rating and a business ideal. */
  compared: number;
  below: number;
  at: number;
  above: number;
  /** Average supervisor value minus average business ideal value; null when nothing compares. */
  difference: number | null;
}

export function idealGap(capabilities: ProfilePdfData['domains'][number]['capabilities']): IdealGap {
  const pairs = capabilities.flatMap((c) =>
    c.supervisor !== null && c.businessIdeal !== null ? [[c.supervisor, c.businessIdeal] as const] : [],
  );
  const sum = pairs.reduce((acc, [supervisor, ideal]) => acc + supervisor - ideal, 0);
  return {
    compared: pairs.length,
    below: pairs.filter(([s, i]) => s < i).length,
    at: pairs.filter(([s, i]) => s === i).length,
    above: pairs.filter(([s, i]) => s > i).length,
    difference: pairs.length ? sum / pairs.length : null,
  };
}

/** "on average 0.5 below the business ideal", "on average at the business ideal". */
export function gapPhrase(difference: number): string {
  const rounded = Math.round(Math.abs(difference) * 10) / 10;
  if (rounded === 0) return 'on average at the business ideal';
  return `on average ${rounded.toFixed(1)} ${difference < 0 ? 'below' : 'above'} the business ideal`;
}

// ---------------------------------------------------------------------------------------------
// Text and colours

/**
 * The built-in PDF fonts (Helvetica) only have the Windows-1252 characters. Anything else is
 * reduced to its base letter ("ć" → "c") or, failing that, replaced, so it never prints as garbage.
 */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  '\u2212': '-',
  '\u00ad': '',
};
const printable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || printable(code)) {
      out += char;
    } else if (char in SPECIAL) {
      out += SPECIAL[char];
    } else if (/\s/.test(char)) {
      out += ' ';
    } else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => printable(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

const FALLBACK_COLOR = '#1f4e79';
const INK = '#1d2125';
const MUTED = '#5f6b76';
const RULE = '#d5dbe1';
const ZEBRA = '#f3f5f8';

function hexColor(value: string, fallback = FALLBACK_COLOR): string {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return fallback;
}
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** White or ink, whichever reads better on `background`. */
const onColor = (background: string) => (luminance(background) > 0.4 ? INK : '#ffffff');
/** The colour itself when it reads on white, otherwise ink (a pale brand colour). */
const onWhite = (color: string) => (luminance(color) > 0.35 ? INK : color);
/** `hex` mixed with white: 0 keeps it, 1 is white. */
function tint(hex: string, amount: number): string {
  const mixed = rgb(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** yyyy-MM-dd → d/M/yy, as written (a calendar date has no time zone). */
function calendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)}/${Number(m)}/${(y ?? '').slice(-2)}`;
}

function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: '2-digit',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}
const formatDateTime = (date: Date, timeZone: string) => {
  const p = zonedParts(date, timeZone);
  return `${p.date} ${p.time}`;
};

// ---------------------------------------------------------------------------------------------
// Layout

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 54, bottom: 60, left: 48, right: 48 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BAND_HEIGHT = 84;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const CELL_PADDING = { top: 5, right: 6, bottom: 5, left: 6 };
/** #, statement, educator, supervisor, business ideal. */
const COLUMNS = [28, CONTENT_WIDTH - 28 - 3 * 82, 82, 82, 82];
const TABLE_FONT_SIZE = 9;
const HEADER_FONT_SIZE = 8.5;
const DASH = '\u2014';

type Doc = PDFKit.PDFDocument;

const STATUS_TEXT: Record<ProfilePdfData['status'], string> = {
  COMPLETE: 'Completed',
  EDUCATOR_COMPLETE: 'Educator completed',
  INCOMPLETE: 'In progress with educator',
};

function statusText(data: ProfilePdfData): string {
  if (data.status !== 'EDUCATOR_COMPLETE') return STATUS_TEXT[data.status];
  const rated = data.domains.some((d) => d.capabilities.some((c) => c.supervisor !== null));
  return rated ? 'In progress for supervisor' : 'Waiting for supervisor';
}

/** PNG or JPEG, the formats pdfkit embeds (an SVG or GIF logo is left out). */
const isPdfImage = (file: Buffer) =>
  file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
  (file[0] === 0xff && file[1] === 0xd8);

/** Renders the profile as an A4 PDF: branding, details, the scale, then one table per domain. */
export async function renderProfilePdf(data: ProfilePdfData): Promise<Buffer> {
  // Loaded on the first PDF rather than at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const primary = hexColor(data.institute.primaryColor);
  const labelText = new Map(data.labels.map((l) => [l.value, toWinAnsi(l.text)]));
  const answer = (value: number | null) => (value === null ? DASH : (labelText.get(value) ?? `${value}`));
  const educatorName = toWinAnsi(data.educator.fullName);
  const instituteName = toWinAnsi(data.institute.name);

  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: `Educator Profile: ${educatorName}`,
      Author: instituteName,
      Subject: `Passport period ${calendarDate(data.period.start)} to ${calendarDate(data.period.end)}`,
      Creator: 'PD Passport',
      CreationDate: data.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header band: logo on a white card, the institute's name.
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(primary);
  let nameX = MARGIN.left;
  const logo = data.institute.logo;
  if (logo && isPdfImage(logo)) {
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
  doc
    .font(BOLD)
    .fontSize(17)
    .fillColor(onColor(primary))
    .text(instituteName, nameX, BAND_HEIGHT / 2 - 10, {
      width: PAGE.width - MARGIN.right - nameX,
      height: 22,
      ellipsis: true,
      lineBreak: false,
    });

  // Title and the educator.
  doc.x = MARGIN.left;
  doc.y = BAND_HEIGHT + 24;
  doc.font(BOLD).fontSize(22).fillColor(onWhite(primary)).text('Educator Profile', { width: CONTENT_WIDTH });
  doc.moveDown(0.15);
  doc.font(FONT).fontSize(13).fillColor(INK).text(educatorName, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  // Details: two columns of label and value.
  const when = (date: Date | null) => (date ? formatDateTime(date, data.timeZone) : DASH);
  const left: [string, string][] = [
    ['Educator', educatorName],
    ['Employee number', toWinAnsi(data.educator.employeeNumber ?? DASH)],
    ['Department', toWinAnsi(data.educator.department ?? DASH)],
    ['Employment type', toWinAnsi(data.educator.employmentType ?? DASH)],
    ['Supervisor', toWinAnsi(data.supervisor?.fullName ?? DASH)],
  ];
  const right: [string, string][] = [
    ['Passport period', `${calendarDate(data.period.start)} ${DASH} ${calendarDate(data.period.end)}`],
    ['Status', statusText(data)],
    ['Educator completed', when(data.educatorCompletedAt)],
    ['Supervisor completed', when(data.supervisorCompletedAt)],
    ['Profile completed', when(data.completedAt)],
  ];
  const detailsTop = doc.y;
  doc
    .moveTo(MARGIN.left, detailsTop - 6)
    .lineTo(PAGE.width - MARGIN.right, detailsTop - 6)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  const half = CONTENT_WIDTH / 2;
  const detailColumn = (rows: [string, string][], x: number) => {
    let y = detailsTop;
    for (const [label, value] of rows) {
      doc
        .font(FONT)
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(label.toUpperCase(), x, y + 1.5, {
          width: 112,
          characterSpacing: 0.3,
        });
      const labelBottom = doc.y;
      doc
        .font(FONT)
        .fontSize(10)
        .fillColor(INK)
        .text(value, x + 116, y, { width: half - 124 });
      y = Math.max(doc.y, labelBottom) + 5;
    }
    return y;
  };
  const detailsBottom = Math.max(detailColumn(left, MARGIN.left), detailColumn(right, MARGIN.left + half));
  doc.x = MARGIN.left;
  doc.y = detailsBottom + 4;

  // The response scale.
  doc.font(BOLD).fontSize(9).fillColor(INK).text('Response scale', MARGIN.left, doc.y);
  doc.moveDown(0.3);
  {
    let x = MARGIN.left;
    let y = doc.y;
    const chipHeight = 18;
    for (const label of [...data.labels].sort((a, b) => a.value - b.value)) {
      const text = toWinAnsi(label.text);
      doc.font(BOLD).fontSize(8.5);
      const numberWidth = doc.widthOfString(String(label.value));
      doc.font(FONT).fontSize(8.5);
      const width = Math.min(CONTENT_WIDTH, numberWidth + doc.widthOfString(text) + 26);
      if (x + width > MARGIN.left + CONTENT_WIDTH) {
        x = MARGIN.left;
        y += chipHeight + 5;
      }
      doc.save().roundedRect(x, y, width, chipHeight, 9).fill(tint(primary, 0.88)).restore();
      doc
        .font(BOLD)
        .fontSize(8.5)
        .fillColor(onWhite(primary))
        .text(String(label.value), x + 9, y + 5, { lineBreak: false });
      doc
        .font(FONT)
        .fillColor(INK)
        .text(text, x + 9 + numberWidth + 6, y + 5, {
          lineBreak: false,
          width: width - numberWidth - 24,
          ellipsis: true,
        });
      x += width + 6;
    }
    doc.x = MARGIN.left;
    doc.y = y + chipHeight + 10;
  }

  // Overall comparison with the business ideal.
  const overall = idealGap(data.domains.flatMap((d) => d.capabilities));
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(INK)
    .text('Supervisor rating against the business ideal, all domains: ', MARGIN.left, doc.y, {
      continued: true,
      width: CONTENT_WIDTH,
    })
    .font(FONT)
    .text(gapSentence(overall));
  doc.moveDown(1);

  // One section per domain.
  for (const domain of data.domains) renderDomain(doc, domain, answer, ensureSpace, bottom);

  // Running header on later pages, and the footer on every page.
  const range = doc.bufferedPageRange();
  const generated = formatDateTime(data.generatedAt, data.timeZone);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    if (i > range.start) {
      doc.rect(0, 0, PAGE.width, 6).fill(primary);
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(`Educator Profile ${DASH} ${educatorName}`, MARGIN.left, 22, {
          width: CONTENT_WIDTH / 2,
          lineBreak: false,
          ellipsis: true,
        })
        .text(instituteName, MARGIN.left + CONTENT_WIDTH / 2, 22, {
          width: CONTENT_WIDTH / 2,
          align: 'right',
          lineBreak: false,
          ellipsis: true,
        });
    }
    const footerY = PAGE.height - 38;
    doc
      .moveTo(MARGIN.left, footerY - 8)
      .lineTo(PAGE.width - MARGIN.right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Generated ${generated} \u00b7 PD Passport`, MARGIN.left, footerY, {
        width: CONTENT_WIDTH * 0.7,
        lineBreak: false,
      })
      .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN.left + CONTENT_WIDTH * 0.7, footerY, {
        width: CONTENT_WIDTH * 0.3,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}

function gapSentence(gap: IdealGap): string {
  if (gap.difference === null)
    return 'not available yet: no statement has both a supervisor rating and a business ideal.';
  const statements = gap.compared === 1 ? 'statement' : 'statements';
  return `${gapPhrase(gap.difference)} (${gap.below} below, ${gap.at} at, ${gap.above} above; ${gap.compared} ${statements} compared).`;
}

type Domain = ProfilePdfData['domains'][number];

function renderDomain(
  doc: Doc,
  domain: Domain,
  answer: (value: number | null) => string,
  ensureSpace: (height: number) => void,
  bottom: () => number,
) {
  const color = hexColor(domain.color);
  const name = toWinAnsi(domain.name);
  const rows = domain.capabilities.map((c) => [
    String(c.number),
    toWinAnsi(c.statement),
    answer(c.educator),
    answer(c.supervisor),
    answer(c.businessIdeal),
  ]);

  // Height of a body row as the table will lay it out (the statement and labels wrap).
  doc.font(FONT).fontSize(TABLE_FONT_SIZE);
  const rowHeight = (cells: string[]) =>
    Math.max(
      ...cells.map(
        (text, i) =>
          doc.heightOfString(text, { width: COLUMNS[i]! - CELL_PADDING.left - CELL_PADDING.right }) +
          CELL_PADDING.top +
          CELL_PADDING.bottom,
      ),
    );
  const headerHeight = 22;
  const headingHeight = 24;

  const heading = (continued: boolean) => {
    const y = doc.y;
    doc.rect(MARGIN.left, y, CONTENT_WIDTH, headingHeight).fill(color);
    doc
      .font(BOLD)
      .fontSize(11.5)
      .fillColor(onColor(color))
      .text(continued ? `${name} (continued)` : name, MARGIN.left + 8, y + 7, {
        width: CONTENT_WIDTH - 110,
        lineBreak: false,
        ellipsis: true,
      });
    const count = domain.capabilities.length;
    doc
      .font(FONT)
      .fontSize(8.5)
      .text(
        `${count} ${count === 1 ? 'statement' : 'statements'}`,
        MARGIN.left + CONTENT_WIDTH - 108,
        y + 8,
        {
          width: 100,
          align: 'right',
          lineBreak: false,
        },
      );
    doc.x = MARGIN.left;
    doc.y = y + headingHeight;
  };

  const firstRow = rows[0] ? rowHeight(rows[0]) : 20;
  ensureSpace(headingHeight + headerHeight + firstRow + 8);
  heading(false);
  if (!rows.length) {
    doc.moveDown(0.4);
    doc.font(FONT).fontSize(9).fillColor(MUTED).text('No capability statements.', MARGIN.left, doc.y);
    doc.moveDown(1.2);
    return;
  }

  const headerFill = tint(color, 0.86);
  const border = { top: 0, right: 0, bottom: 0.5, left: 0 };
  const borderColor = { bottom: RULE };
  const headerCells = ['#', 'Capability statement', 'Educator', 'Supervisor', 'Business ideal'];
  const startTable = () => {
    // Backgrounds are drawn as one rectangle per row: per-cell fills leave hairline seams.
    doc.font(BOLD).fontSize(HEADER_FONT_SIZE);
    doc.rect(MARGIN.left, doc.y, CONTENT_WIDTH, rowHeight(headerCells)).fill(headerFill);
    doc.font(FONT).fontSize(TABLE_FONT_SIZE);
    const table = doc.table({
      position: { x: MARGIN.left, y: doc.y },
      columnStyles: COLUMNS,
      defaultStyle: { padding: CELL_PADDING, border, borderColor },
    });
    table.row(
      headerCells.map((text, i) => ({
        text,
        type: 'TH' as const,
        font: { src: BOLD, size: HEADER_FONT_SIZE },
        textColor: INK,
        align: { x: i === 0 ? ('right' as const) : ('left' as const), y: 'top' as const },
        border: { top: 0, right: 0, bottom: 0.75, left: 0 },
        borderColor: { bottom: color },
      })),
    );
    return table;
  };

  doc.font(FONT).fontSize(TABLE_FONT_SIZE);
  let table = startTable();
  rows.forEach((cells, r) => {
    const height = rowHeight(cells);
    if (doc.y + height >= bottom() - 1) {
      // The table continues on a new page, under its heading and header row again.
      table.end();
      doc.addPage();
      heading(true);
      table = startTable();
    }
    if (r % 2 === 1) {
      doc.rect(MARGIN.left, doc.y, CONTENT_WIDTH, height).fill(ZEBRA);
      doc.font(FONT).fontSize(TABLE_FONT_SIZE);
    }
    table.row(
      cells.map((text, i) => ({
        text,
        textColor: i >= 2 && text === DASH ? MUTED : INK,
        align: { x: i === 0 ? ('right' as const) : ('left' as const), y: 'top' as const },
      })),
    );
  });
  table.end();

  // The gap between the supervisor's rating and the business ideal.
  const gap = idealGap(domain.capabilities);
  const summary = `Gap to the business ideal: ${gapSentence(gap)}`;
  doc.font(FONT).fontSize(8.5);
  const summaryHeight = doc.heightOfString(summary, { width: CONTENT_WIDTH - 20 }) + 12;
  doc.y += 6;
  ensureSpace(summaryHeight + 4);
  const y = doc.y;
  doc.rect(MARGIN.left, y, 3, summaryHeight).fill(color);
  doc.rect(MARGIN.left + 3, y, CONTENT_WIDTH - 3, summaryHeight).fill(ZEBRA);
  doc
    .font(BOLD)
    .fontSize(8.5)
    .fillColor(INK)
    .text('Gap to the business ideal: ', MARGIN.left + 12, y + 6, {
      width: CONTENT_WIDTH - 20,
      continued: true,
    })
    .font(FONT)
    .text(gapSentence(gap));
  doc.x = MARGIN.left;
  doc.y = y + summaryHeight + 18;
}
