import { describe, expect, it } from 'vitest';
import type { TMyPointRequest } from '@pdp/contract';
import { defaultsOf, requestFields, requestSummary } from './point-request-values';

describe('the point request form’s values', () => {
  it('starts a new request as vocational, dated today, with nothing else filled in', () => {
    const values = defaultsOf(undefined);
    expect(values).toMatchObject({ type: 'VocationalPointRequest', points: null, evidences: [] });
    expect(values.activity_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends blanks as null, numbers as numbers, and only the kind’s own fields', () => {
    const vocational = {
      ...defaultsOf(undefined),
      activity_name: '  ',
      points: '2.5',
      activity_duration: '',
      unit_codes: 'U1',
      learning_journey_equivalent: true,
    };
    expect(requestFields(vocational, { vocational_currency_uses_units: false })).toEqual({
      points: 2.5,
      activity_name: null,
      activity_date: vocational.activity_date,
      activity_duration: null,
      activity_interval: null,
      inform_teaching_practice: null,
      related_to_units: null,
      student_benefit: null,
      vocational_activity_id: null,
    });
    expect(requestFields(vocational, { vocational_currency_uses_units: true })).toMatchObject({
      unit_codes: 'U1',
    });
    const professional = requestFields(
      { ...vocational, type: 'ReaPointRequest' },
      { vocational_currency_uses_units: true },
    );
    expect(professional).toMatchObject({ learning_journey_equivalent: true });
    expect(professional).not.toHaveProperty('vocational_activity_id');
    expect(professional).not.toHaveProperty('unit_codes');
  });
});

describe('a request card’s summary', () => {
  const request = (points: number | null, files: number) =>
    ({
      type_label: 'Vocational Currency',
      activity_date: '2026-11-20',
      points,
      evidences: Array.from({ length: files }, (_, id) => ({ id })),
    }) as unknown as TMyPointRequest;

  it('writes the date in the institute’s format and counts in words', () => {
    expect(requestSummary(request(1, 1))).toEqual(['Vocational Currency', '20/11/26', '1 point', '1 file']);
    expect(requestSummary(request(2.5, 2))).toEqual([
      'Vocational Currency',
      '20/11/26',
      '2.5 points',
      '2 files',
    ]);
    expect(requestSummary(request(null, 0))).toEqual(['Vocational Currency', '20/11/26', '- points', null]);
  });
});
