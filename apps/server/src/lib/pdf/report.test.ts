import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { DAMAGED_PNG, TINY_PNG } from '../../../test/multipart.js';
import { pngClaiming } from '../../../test/png.js';
import { loadFonts } from './fonts.js';
import { calendarDate, createReport, formatDateTime, hexColor } from './index.js';

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text, total } = await parser.getText();
    return { text: text.replace(/\s+/g, ' '), total };
  } finally {
    await parser.destroy();
  }
}

const brand = { name: 'Περιφέρεια Αττικής College', primaryColor: '#2e7d32', logo: null };

/** The README's example: an attendance sheet long enough to run over two pages. */
async function attendanceSheet(names: string[]) {
  const report = await createReport({
    brand,
    title: 'Attendance sheet',
    timeZone: 'Australia/Melbourne',
    generatedAt: new Date('2026-11-22T08:05:00Z'),
  });
  report.titleBlock('Attendance sheet', 'Workshop: Assessment moderation, 3/9/26');
  report.table({
    columns: [
      { header: '#', width: 28, align: 'right' },
      { header: 'Name', width: '*' },
      { header: 'Signature', width: 160 },
    ],
    rows: names.map((name, i) => [String(i + 1), name, '']),
  });
  return report.end();
}

describe('a report built with the kit', () => {
  it('keeps names in any European script, repeats the header row on every page and numbers the pages', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Learner ${i + 1}`);
    names[0] = 'Ivana Petrović';
    names[1] = 'Ξανθή Παπαδοπούλου';
    names[2] = 'Дмитрий Кузнецов';
    names[3] = 'Łukasz Żółć and Nguyễn Văn Ánh';
    names[59] = `A name long enough to wrap: ${'Bartholomew '.repeat(12)}the last word`;
    const { text, total } = await pdfText(await attendanceSheet(names));

    expect(total).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Περιφέρεια Αττικής College');
    expect(text).toContain('Attendance sheet Workshop: Assessment moderation, 3/9/26');
    for (const name of names.slice(0, 4)) expect(text).toContain(name);
    expect(text).toContain('the last word');
    expect(text.split('# Name Signature').length - 1).toBe(total);
    expect(text).toContain('Generated 22/11/26 7:05 PM · PD Passport');
    expect(text).toContain(`Page 1 of ${total}`);
    expect(text).toContain(`Page ${total} of ${total}`);
    // The running header on the second page.
    expect(text).toMatch(/Attendance sheet Περιφέρεια Αττικής College/);
  });

  it('prints "?" for characters the font lacks and drops invisible ones, without failing', async () => {
    const report = await createReport({
      brand: { ...brand, primaryColor: 'not a colour' },
      title: 'Odd text',
      timeZone: 'UTC',
      generatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(report.printable('Café 😀 中文\tend\u00ad\r\nnext \u0007 e\u0301')).toBe('Café ? ?? end\nnext  é');
    report.table({
      heading: { text: 'Émojis 🎉', note: '1 row' },
      columns: [{ header: 'Text', width: '*' }],
      rows: [['Smile 😀 and 中文 in a cell']],
    });
    const { text } = await pdfText(await report.end());
    expect(text).toContain('Émojis ?');
    expect(text).toContain('Smile ? and ?? in a cell');
  });

  it('keeps every letter in the text of later documents, which share the parsed fonts', async () => {
    // Greek "Ά" and "Α" are drawn with Latin "A", ":" and "…" with ".": embedding them caches those
    // glyphs without their characters.
    const first = await createReport({ brand, title: 'First', timeZone: 'UTC', generatedAt: new Date() });
    first.titleBlock('Άλφα Αλφα : …', 'Άλφα Αλφα : …');
    await first.end();
    const second = await createReport({ brand, title: 'Second', timeZone: 'UTC', generatedAt: new Date() });
    second.titleBlock('Attendance.', 'Attendance.');
    const { text } = await pdfText(await second.end());
    expect(text).toContain('Attendance. Attendance.');
  });

  it('splits a row taller than a page between pages, losing none of its text', async () => {
    const report = await createReport({ brand, title: 'Ledger', timeZone: 'UTC', generatedAt: new Date() });
    // 120 numbered lines in a narrow column: about two pages of one cell.
    const note = Array.from({ length: 120 }, (_, i) => `line${i + 1}`).join(' ');
    report.table({
      heading: { text: 'Points ledger' },
      columns: [
        { header: 'Activity', width: '*' },
        { header: 'Reason', width: 60 },
      ],
      rows: [
        ['Before', 'short'],
        ['First Aid', note],
        ['After', 'short'],
      ],
    });
    const { text, total } = await pdfText(await report.end());
    expect(total).toBeGreaterThanOrEqual(3);
    const lines = text.match(/line\d+/g) ?? [];
    expect(lines).toEqual(Array.from({ length: 120 }, (_, i) => `line${i + 1}`));
    expect(text).not.toContain('…');
    expect(text).toContain('After short');
    // Every page the table runs onto has its heading again, and none is a heading alone.
    expect(text.split('Points ledger (continued) Activity Reason').length - 1).toBe(total - 1);
  });

  it('draws the logo, but not a damaged one, nor one whose header claims a picture too large to decode', async () => {
    const withLogo = async (logo: Buffer) => {
      const report = await createReport({
        brand: { ...brand, logo },
        title: 'L',
        timeZone: 'UTC',
        generatedAt: new Date(),
      });
      return (await report.end()).toString('latin1');
    };
    expect(await withLogo(TINY_PNG)).toContain('/Subtype /Image');
    // Decoding this one took seconds and 400 MB for each PDF; it is left out.
    expect(await withLogo(pngClaiming(10_000, 10_000))).not.toContain('/Subtype /Image');
    // PDFKit decodes a damaged one in a callback that throws, out of any caller's reach (the process
    // ended); it is left out too, and the PDF is made.
    expect(await withLogo(DAMAGED_PNG)).not.toContain('/Subtype /Image');
  });

  it('says so under the heading when a table has no rows', async () => {
    const report = await createReport({ brand, title: 'Empty', timeZone: 'UTC', generatedAt: new Date() });
    report.table({
      heading: { text: 'Nobody yet' },
      columns: [{ header: 'Name', width: '*' }],
      rows: [],
      emptyText: 'No registrations.',
    });
    const { text } = await pdfText(await report.end());
    expect(text).toContain('Nobody yet No registrations.');
    expect(text).not.toContain('Name');
  });
});

describe('the kit’s helpers', () => {
  it('parses the fonts once for every document', async () => {
    expect(await loadFonts()).toBe(await loadFonts());
  });

  it('shows dates as written and instants in the given time zone', () => {
    expect(calendarDate('2026-07-01')).toBe('1/7/26');
    expect(formatDateTime(new Date('2026-10-14T23:15:00Z'), 'Australia/Melbourne')).toBe('15/10/26 10:15 AM');
    expect(formatDateTime(new Date('2026-10-14T23:15:00Z'), 'UTC')).toBe('14/10/26 11:15 PM');
  });

  it('accepts #rgb and #rrggbb brand colours and falls back for anything else', () => {
    expect(hexColor('#ABC')).toBe('#aabbcc');
    expect(hexColor(' #1F4E79 ')).toBe('#1f4e79');
    expect(hexColor('red')).toBe('#1f4e79');
  });
});
