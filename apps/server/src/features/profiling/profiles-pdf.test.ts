import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../test/png.js';
import { RECOMMENDATION_STATE_MESSAGES } from '@pdp/contract';
import { gapPhrase, idealGap, renderProfilePdf, type ProfilePdfData } from './profiles-pdf.js';

const LONG_STATEMENT =
  'I design and sequence learning activities that connect underpinning theory to authentic workplace practice, ' +
  'drawing on current industry standards, learner feedback and the requirements of the training package.';

/** 4 domains, 44 capabilities: enough to run over several pages. */
function sampleProfile(overrides: Partial<ProfilePdfData> = {}): ProfilePdfData {
  const domainNames: [string, string][] = [
    ['Teaching and Learning', '#1f4e79'],
    ['Assessment', '#2e7d32'],
    ['Industry Engagement', '#b45309'],
    ['Compliance and Quality', '#6a1b9a'],
  ];
  return {
    institute: { name: 'Demo Institute', primaryColor: '#1f4e79', logo: png(120, 40, [242, 140, 40, 255]) },
    educator: {
      fullName: 'Ivana Petrović',
      employeeNumber: 'E0042',
      department: 'BUS - Business',
      employmentType: 'Full-time Teacher',
    },
    supervisor: { fullName: 'Sue Visor' },
    period: { start: '2026-07-01', end: '2027-06-30' },
    status: 'COMPLETE',
    educatorCompletedAt: new Date('2026-09-03T05:30:00Z'),
    supervisorCompletedAt: new Date('2026-10-14T23:15:00Z'),
    completedAt: new Date('2026-10-14T23:15:00Z'),
    generatedAt: new Date('2026-11-22T08:05:00Z'),
    timeZone: 'Australia/Melbourne',
    labels: [
      { value: 1, text: 'Not yet' },
      { value: 2, text: 'Developing' },
      { value: 3, text: 'Capable' },
      { value: 4, text: 'Highly capable' },
    ],
    domains: domainNames.map(([name, color], d) => ({
      name,
      color,
      capabilities: Array.from({ length: 11 }, (_, i) => ({
        number: i + 1,
        statement:
          i === 0 && d === 0
            ? LONG_STATEMENT
            : `${name}: capability statement ${i + 1} of the demo profile, kept to a realistic length.`,
        educator: 1 + ((i + d) % 4),
        supervisor: i === 10 && d === 3 ? null : 1 + ((i + 2 * d) % 4),
        businessIdeal: d === 2 && i > 5 ? null : 3 + (i % 2),
      })),
    })),
    ...overrides,
  };
}

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: pdf });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

describe('renderProfilePdf', () => {
  let pdf: Buffer;
  let text: string;
  let pages: number;
  beforeAll(async () => {
    pdf = await renderProfilePdf(sampleProfile());
    const parsed = await pdfText(pdf);
    text = parsed.text.replace(/\s+/g, ' ');
    pages = parsed.total;
  });

  it('is a PDF of several A4 pages', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('shows the institute, the educator, the supervisor, the period and the completion dates', () => {
    expect(text).toContain('Demo Institute');
    expect(text).toContain('Educator Profile');
    // The embedded font has Latin Extended: "ć" stays "ć".
    expect(text).toContain('Ivana Petrović');
    expect(text).toContain('E0042');
    expect(text).toContain('BUS - Business');
    expect(text).toContain('Full-time Teacher');
    expect(text).toContain('Sue Visor');
    expect(text).toContain('1/7/26 — 30/6/27');
    // Dates in the institute's time zone (Melbourne, UTC+11 in October).
    expect(text).toContain('3/9/26 3:30 PM');
    expect(text).toContain('15/10/26 10:15 AM');
    expect(text).toContain('Completed');
  });

  it('lists every capability with the three answers as label text, and the scale', () => {
    expect(text).toContain('Response scale');
    expect(text).toContain('Highly capable');
    expect(text).toContain('Assessment: capability statement 7 of the demo profile');
    expect(text).toContain('Compliance and Quality: capability statement 11 of the demo profile');
    // The long statement wraps but is all there.
    expect(text).toContain('authentic workplace practice');
    expect(text).toContain('requirements of the training package');
    expect(text).toContain('Developing');
    expect(text).toContain('—'); // no supervisor rating / no business ideal
    // Each table's header row, repeated on continuation pages.
    expect(text.split('Capability statement').length - 1).toBeGreaterThan(4);
    expect(text).toContain('(continued)');
  });

  it('summarises the gap between the supervisor and the business ideal per domain', () => {
    // Teaching and Learning: supervisor 1,2,3,4,1,2,… against 3,4,3,4,…: 6 two below, 5 at.
    expect(text).toContain(
      'Gap to the business ideal: on average 1.1 below the business ideal (6 below, 5 at, 0 above; 11 statements compared).',
    );
    expect(text).toMatch(/\d+ below, \d+ at, \d+ above; \d+ statements compared/);
    expect(text).toContain('Supervisor rating against the business ideal, all domains');
  });

  it('numbers the pages and says when and by what it was generated', () => {
    expect(text).toContain('Generated 22/11/26 7:05 PM · PD Passport');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('renders without a usable logo, supervisor or answers, and with a pale brand colour', async () => {
    const bare = await renderProfilePdf(
      sampleProfile({
        // An SVG logo: pdfkit cannot embed it, so the header has the name alone.
        institute: {
          name: 'Northside College',
          primaryColor: '#fafafa',
          logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
        supervisor: null,
        status: 'INCOMPLETE',
        educator: { ...sampleProfile().educator, department: 'Кафедра бизнеса' },
        educatorCompletedAt: null,
        supervisorCompletedAt: null,
        completedAt: null,
        domains: [
          {
            name: 'Assessment',
            color: 'not a colour',
            capabilities: [
              { number: 1, statement: 'Only one 🎉.', educator: 2, supervisor: null, businessIdeal: null },
            ],
          },
          { name: 'Empty', color: '#000', capabilities: [] },
        ],
      }),
    );
    const { text: bareText, total } = await pdfText(bare);
    expect(total).toBe(1);
    expect(bareText).toContain('Northside College');
    expect(bareText).toContain('Кафедра бизнеса');
    expect(bareText).toContain('In progress with educator');
    expect(bareText).toContain('not available yet');
    expect(bareText).toContain('No capability statements.');
    // A character the font lacks prints as "?" rather than failing the PDF.
    expect(bareText).toContain('Only one ?.');
  });

  it('says whether a supervisor has started when the educator has completed', async () => {
    const waiting = sampleProfile({
      status: 'EDUCATOR_COMPLETE',
      supervisorCompletedAt: null,
      completedAt: null,
    });
    waiting.domains = waiting.domains.map((d) => ({
      ...d,
      capabilities: d.capabilities.map((c) => ({ ...c, supervisor: null })),
    }));
    expect((await pdfText(await renderProfilePdf(waiting))).text).toContain('Waiting for supervisor');
  });
});

describe('the recommended programs in the profile PDF', () => {
  const base = { profile_period: { start: '2026-07-01', end: '2027-06-30' }, gaps: [] };
  it('lists each recommended program with why, or says why there is none', async () => {
    const recommended = await pdfText(
      await renderProfilePdf(
        sampleProfile({
          recommendations: {
            ...base,
            state: 'ok',
            message: 'Programs in the domains of the largest gaps.',
            programs: [
              {
                id: 1,
                name: 'Assessment Masterclass',
                program_type_label: 'Elective',
                domain_id: 1,
                domain_name: 'Assessment',
                start_date: '2026-12-03',
                points: 3,
                places_left: 4,
                reason: 'Supervisor rated 2 against an ideal of 4 in Assessment',
              },
            ],
          },
        }),
      ),
    );
    const text = recommended.text.replace(/\s+/g, ' ');
    expect(text).toContain('Recommended programs');
    expect(text).toContain('Assessment Masterclass');
    expect(text).toContain('3/12/26');
    expect(text).toContain('Supervisor rated 2 against an ideal of 4 in Assessment');
    const none = await pdfText(
      await renderProfilePdf(
        sampleProfile({
          recommendations: {
            ...base,
            state: 'no_gaps',
            message: RECOMMENDATION_STATE_MESSAGES.no_gaps,
            programs: [],
          },
        }),
      ),
    );
    expect(none.text.replace(/\s+/g, ' ')).toContain(RECOMMENDATION_STATE_MESSAGES.no_gaps);
  });
});

describe('the gap to the business ideal', () => {
  it('averages supervisor minus ideal over statements that have both', () => {
    const gap = idealGap([
      { number: 1, statement: '', educator: 1, supervisor: 2, businessIdeal: 3 },
      { number: 2, statement: '', educator: 1, supervisor: 3, businessIdeal: 3 },
      { number: 3, statement: '', educator: 1, supervisor: 4, businessIdeal: 3 },
      { number: 4, statement: '', educator: 1, supervisor: 1, businessIdeal: 3 },
      { number: 5, statement: '', educator: 1, supervisor: null, businessIdeal: 3 },
      { number: 6, statement: '', educator: 1, supervisor: 2, businessIdeal: null },
    ]);
    expect(gap).toEqual({ compared: 4, below: 2, at: 1, above: 1, difference: -0.5 });
    expect(gapPhrase(gap.difference!)).toBe('on average 0.5 below the business ideal');
    expect(gapPhrase(0.25)).toBe('on average 0.3 above the business ideal');
    expect(gapPhrase(0.04)).toBe('on average at the business ideal');
    expect(idealGap([]).difference).toBeNull();
  });
});
