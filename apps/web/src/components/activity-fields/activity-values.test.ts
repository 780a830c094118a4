import { describe, expect, it } from 'vitest';
import { activityFieldsOf, activityValuesOf } from './activity-values';

describe('an entry’s activity fields', () => {
  it('start a new entry dated today with nothing else filled in, and an entry from what it holds', () => {
    expect(activityValuesOf(undefined, '2026-11-20')).toEqual({
      activity_date: '2026-11-20',
      activity_duration: null,
      activity_interval: null,
      inform_teaching_practice: '',
      related_to_units: '',
      student_benefit: '',
    });
    expect(
      activityValuesOf(
        {
          activity_date: '2026-10-01',
          activity_duration: 2,
          activity_interval: 'days',
          student_benefit: null,
        },
        '2026-11-20',
      ),
    ).toMatchObject({
      activity_date: '2026-10-01',
      activity_duration: 2,
      activity_interval: 'days',
      student_benefit: '',
    });
  });

  it('are sent with blanks as null and the duration as a number', () => {
    const values = {
      ...activityValuesOf(undefined, '2026-11-20'),
      activity_duration: '1.5',
      activity_interval: 'hours',
      inform_teaching_practice: '  ',
      related_to_units: 'BSBWHS521',
    };
    expect(activityFieldsOf(values)).toEqual({
      activity_date: '2026-11-20',
      activity_duration: 1.5,
      activity_interval: 'hours',
      inform_teaching_practice: null,
      related_to_units: 'BSBWHS521',
      student_benefit: null,
    });
    expect(activityFieldsOf({ ...values, activity_duration: '' }).activity_duration).toBeNull();
  });
});
