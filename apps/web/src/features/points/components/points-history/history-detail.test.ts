import type { TPointsHistory } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { formatDuration, historyDetailItems, programDays, workshopAttendancesText } from './history-detail';

const base: TPointsHistory = {
  id: 1,
  user_id: 2,
  type: 'PointsRea',
  type_label: 'External Professional Currency',
  date: '2026-03-04',
  points: 5,
  user_given_name: 'Ann',
  user_family_name: 'Lee',
  detail: 'Conference',
  approval_reason: null,
  evidence_attached: true,
  program: null,
  domain_id: 3,
  domain_name: 'Teaching',
  vocational_activity_id: null,
  activity_name: 'Conference',
  activity_date: '2026-03-04',
  activity_duration: 2,
  activity_interval: 'days',
  inform_teaching_practice: 'New methods',
  related_to_units: '',
  student_benefit: null,
  notes: null,
  unit_codes: null,
  learning_journey_equivalent: true,
  evidences: [
    {
      id: 9,
      file_url: '/api/v1/evidence_files/abc',
      metadata: { filename: 'cert.pdf', size: 100, mime_type: 'application/pdf', file_id: 'abc' },
    },
  ],
  summary: null,
  program_flyer: null,
  learning_journey_achieved: null,
  workshop_attendances: null,
  requirement_flags: [],
  created_at: '2026-03-05T01:00:00Z',
  can: { delete: true },
};

const labels = (row: TPointsHistory) => historyDetailItems(row).map((item) => item.label);

describe('points history detail (part 2 §3)', () => {
  it('lists an external entry’s fields, leaving out blank ones, with its attachments as links', () => {
    const items = historyDetailItems(base);
    expect(labels(base)).toEqual([
      'Type',
      'Activity',
      'Domain',
      'Activity date',
      'Activity duration',
      'How it informs teaching practice',
      'Attachments',
      'Learning journey equivalent',
      'Added',
    ]);
    expect(items.find((i) => i.label === 'Activity duration')?.text).toBe('2 days');
    expect(items.find((i) => i.label === 'Learning journey equivalent')?.text).toBe('Yes');
    expect(items.find((i) => i.label === 'Attachments')?.links).toEqual([
      { href: '/api/v1/evidence_files/abc', label: 'cert.pdf' },
    ]);
  });

  it('shows a program row’s program with its link, type, dates and duration', () => {
    const row: TPointsHistory = {
      ...base,
      type: 'PointsProgram',
      type_label: 'Program',
      activity_name: null,
      evidences: [],
      program: {
        id: 44,
        name: 'First Aid',
        program_type: 'elective',
        start_date: '2026-02-01',
        end_date: '2026-02-03',
      },
    };
    const items = historyDetailItems(row);
    expect(items.find((i) => i.label === 'Program')).toMatchObject({ text: 'First Aid', programId: 44 });
    expect(items.find((i) => i.label === 'Program type')?.text).toBe('Elective');
    expect(items.find((i) => i.label === 'Program dates')?.text).toBe('1/2/26 – 3/2/26');
    expect(items.find((i) => i.label === 'Program duration')?.text).toBe('3 days');
    expect(items.find((i) => i.label === 'Attachments')?.text).toBe('None');
    expect(labels(row)).not.toContain('Learning journey equivalent');
  });

  it('shows a program row’s summary, flyer, learning journey achieved, workshops and requirement flags', () => {
    const row: TPointsHistory = {
      ...base,
      type: 'PointsProgram',
      type_label: 'Program',
      activity_name: null,
      activity_date: null,
      activity_duration: null,
      inform_teaching_practice: null,
      learning_journey_equivalent: true,
      evidences: [],
      program: {
        id: 44,
        name: 'First Aid',
        program_type: 'learning_journey',
        start_date: null,
        end_date: null,
      },
      summary: 'Two days of CPR and first response.',
      program_flyer: { url: '/api/v1/programs/44/pdf', filename: 'flyer.pdf' },
      learning_journey_achieved: true,
      workshop_attendances: [
        { workshop_id: 1, name: 'CPR', attended: true, eligible_points: 2 },
        { workshop_id: 2, name: ' ', attended: false, eligible_points: 0 },
        { workshop_id: 3, name: 'Recap', attended: true, eligible_points: 1 },
      ],
      requirement_flags: [
        { key: 'requirement_1', name: 'Industry Hours', value: null },
        { key: 'requirement_2', name: 'Compliance', value: true },
      ],
    };
    const items = historyDetailItems(row);
    expect(labels(row)).toEqual([
      'Type',
      'Program',
      'Program type',
      'Summary',
      'Domain',
      'Attachments',
      'Program flyer',
      'Learning journey achieved',
      'Workshop attendances',
      'Industry Hours',
      'Compliance',
      'Added',
    ]);
    expect(items.find((i) => i.label === 'Summary')?.text).toBe('Two days of CPR and first response.');
    expect(items.find((i) => i.label === 'Program flyer')?.links).toEqual([
      { href: '/api/v1/programs/44/pdf', label: 'flyer.pdf' },
    ]);
    expect(items.find((i) => i.label === 'Learning journey achieved')?.text).toBe('Yes');
    expect(items.find((i) => i.label === 'Workshop attendances')?.text).toBe(
      'CPR: attended, 2 points\nWorkshop: not attended, 0 points\nRecap: attended, 1 point',
    );
    expect(items.find((i) => i.label === 'Industry Hours')?.text).toBe('Not recorded');
    expect(items.find((i) => i.label === 'Compliance')?.text).toBe('Yes');
  });

  it('leaves a vocational row without summary, flyer, learning journey or workshops', () => {
    const row: TPointsHistory = {
      ...base,
      type: 'PointsVocational',
      type_label: 'Vocational Currency',
      learning_journey_equivalent: false,
    };
    for (const label of [
      'Summary',
      'Program flyer',
      'Learning journey equivalent',
      'Learning journey achieved',
      'Workshop attendances',
    ])
      expect(labels(row)).not.toContain(label);
    expect(workshopAttendancesText([])).toBe('None');
  });

  it('formats durations', () => {
    expect(formatDuration(null, 'hours')).toBeNull();
    expect(formatDuration(1.5, 'hours')).toBe('1.5 hours');
    expect(formatDuration(3, null)).toBe('3');
    expect(programDays('2026-02-01', '2026-02-01')).toBe('1 day');
    expect(programDays(null, '2026-02-01')).toBeNull();
  });
});
