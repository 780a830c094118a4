import {
  BOLD,
  calendarDate,
  CONTENT_WIDTH,
  createReport,
  FONT,
  hexColor,
  INK,
  MARGIN,
  MUTED,
  onWhite,
  tint,
  ZEBRA,
  type PdfCell,
  type PdfReport,
} from '../../lib/pdf/index.js';
import { counted, type TRecommendations } from '@pdp/contract';

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
  /** The educator's recommended programs (recommendations-service.ts); left out when absent. */
  recommendations?: TRecommendations;
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

const DASH = '\u2014';

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

function gapSentence(gap: IdealGap): string {
  if (gap.difference === null)
    return 'not available yet: no statement has both a supervisor rating and a business ideal.';
  return `${gapPhrase(gap.difference)} (${gap.below} below, ${gap.at} at, ${gap.above} above; ${counted(gap.compared, 'statement')} compared).`;
}

/** Renders the profile as an A4 PDF: branding, details, the scale, then one table per domain. */
export async function renderProfilePdf(data: ProfilePdfData): Promise<Buffer> {
  const period = `${calendarDate(data.period.start)} ${DASH} ${calendarDate(data.period.end)}`;
  const report = await createReport({
    brand: data.institute,
    title: `Educator Profile: ${data.educator.fullName}`,
    runningTitle: `Educator Profile ${DASH} ${data.educator.fullName}`,
    subject: `Passport period ${calendarDate(data.period.start)} to ${calendarDate(data.period.end)}`,
    timeZone: data.timeZone,
    generatedAt: data.generatedAt,
  });
  const { doc } = report;

  report.titleBlock('Educator Profile', data.educator.fullName);
  const when = (date: Date | null) => (date ? report.dateTime(date) : DASH);
  report.details(
    [
      ['Educator', data.educator.fullName],
      ['Employee number', data.educator.employeeNumber ?? DASH],
      ['Department', data.educator.department ?? DASH],
      ['Employment type', data.educator.employmentType ?? DASH],
      ['Supervisor', data.supervisor?.fullName ?? DASH],
    ],
    [
      ['Passport period', period],
      ['Status', statusText(data)],
      ['Educator completed', when(data.educatorCompletedAt)],
      ['Supervisor completed', when(data.supervisorCompletedAt)],
      ['Profile completed', when(data.completedAt)],
    ],
  );
  responseScale(report, data.labels);

  // Overall comparison with the business ideal.
  const overall = idealGap(data.domains.flatMap((d) => d.capabilities));
  doc.font(BOLD).fontSize(9).fillColor(INK);
  doc.text('Supervisor rating against the business ideal, all domains: ', MARGIN.left, doc.y, {
    continued: true,
    width: CONTENT_WIDTH,
  });
  doc.font(FONT).text(gapSentence(overall));
  doc.moveDown(1);

  // One table per domain, the answers as label text.
  const labelText = new Map(data.labels.map((l) => [l.value, l.text]));
  const answer = (value: number | null): PdfCell =>
    value === null ? { text: DASH, color: MUTED } : (labelText.get(value) ?? `${value}`);
  for (const domain of data.domains) {
    const count = domain.capabilities.length;
    report.table({
      heading: { text: domain.name, note: counted(count, 'statement') },
      color: domain.color,
      columns: [
        { header: '#', width: 28, align: 'right' },
        { header: 'Capability statement', width: '*' },
        { header: 'Educator', width: 82 },
        { header: 'Supervisor', width: 82 },
        { header: 'Business ideal', width: 82 },
      ],
      rows: domain.capabilities.map((c) => [
        String(c.number),
        c.statement,
        answer(c.educator),
        answer(c.supervisor),
        answer(c.businessIdeal),
      ]),
      emptyText: 'No capability statements.',
    });
    if (count) gapSummary(report, hexColor(domain.color), idealGap(domain.capabilities));
  }
  if (data.recommendations) recommendedPrograms(report, data.recommendations);
  return report.end();
}

/** The programs recommended from the gaps, each with why; or why there are none. */
function recommendedPrograms(report: PdfReport, recommendations: TRecommendations) {
  report.table({
    heading: { text: 'Recommended programs' },
    columns: [
      { header: 'Program', width: '*' },
      { header: 'Domain', width: 100 },
      { header: 'Starts', width: 60 },
      { header: 'Why', width: 170 },
    ],
    rows: recommendations.programs.map((program) => [
      program.name ?? DASH,
      program.domain_name,
      program.start_date ? calendarDate(program.start_date) : DASH,
      program.reason,
    ]),
    emptyText: recommendations.message,
  });
}

/** "Response scale" and one chip per label: its value, then its text. */
function responseScale(report: PdfReport, labels: ProfilePdfData['labels']) {
  const { doc, primary } = report;
  doc.font(BOLD).fontSize(9).fillColor(INK).text('Response scale', MARGIN.left, doc.y);
  doc.moveDown(0.3);
  let x = MARGIN.left;
  let y = doc.y;
  const chipHeight = 18;
  for (const label of [...labels].sort((a, b) => a.value - b.value)) {
    const text = report.printable(label.text);
    const number = String(label.value);
    const numberWidth = doc.font(BOLD).fontSize(8.5).widthOfString(number);
    const width = Math.min(CONTENT_WIDTH, numberWidth + doc.font(FONT).widthOfString(text) + 26);
    if (x + width > MARGIN.left + CONTENT_WIDTH) {
      x = MARGIN.left;
      y += chipHeight + 5;
    }
    doc.save().roundedRect(x, y, width, chipHeight, 9).fill(tint(primary, 0.88)).restore();
    const chip = { x: x + 9, y, width: numberWidth, height: chipHeight };
    report.line(number, chip, { size: 8.5, bold: true, color: onWhite(primary) });
    const textBox = { ...chip, x: chip.x + numberWidth + 6, width: width - numberWidth - 24 };
    report.line(text, textBox, { size: 8.5, color: INK });
    x += width + 6;
  }
  doc.x = MARGIN.left;
  doc.y = y + chipHeight + 10;
}

/** Under a domain's table: the gap between the supervisor's rating and the business ideal. */
function gapSummary(report: PdfReport, color: string, gap: IdealGap) {
  const { doc } = report;
  const lead = 'Gap to the business ideal: ';
  const sentence = gapSentence(gap);
  doc.font(FONT).fontSize(8.5);
  const height = doc.heightOfString(lead + sentence, { width: CONTENT_WIDTH - 20 }) + 12;
  doc.y += 6;
  report.ensureSpace(height + 4);
  const y = doc.y;
  doc.rect(MARGIN.left, y, 3, height).fill(color);
  doc.rect(MARGIN.left + 3, y, CONTENT_WIDTH - 3, height).fill(ZEBRA);
  doc.font(BOLD).fontSize(8.5).fillColor(INK);
  doc.text(lead, MARGIN.left + 12, y + 6, { width: CONTENT_WIDTH - 20, continued: true });
  doc.font(FONT).text(sentence);
  doc.x = MARGIN.left;
  doc.y = y + height + 18;
}
