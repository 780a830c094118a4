import { describe, expect, it } from 'vitest';
import { composeLocalDateTime, newWorkshopValues, parseLocalDateTime } from '../workshops/workshop-values';
import { newProgramValues, programFormField, serverFieldMap, toProgramChanges } from './program-form-values';

const at = (text: string) => parseLocalDateTime(text);

describe('workshop times', () => {
  it('combines the picked date with a time of day as local "YYYY-MM-DDTHH:mm"', () => {
    expect(composeLocalDateTime(at('2026-12-01T00:00'), at('1999-01-01T09:30'))).toBe('2026-12-01T09:30');
    expect(composeLocalDateTime(null, at('1999-01-01T09:30'))).toBe('');
  });

  it('reads the API local times, ignoring seconds and offsets', () => {
    expect(composeLocalDateTime(at('2026-03-05T14:05:00+11:00'), at('2026-03-05T14:05'))).toBe(
      '2026-03-05T14:05',
    );
    expect(at('not a time')).toBeNull();
  });
});

describe('toProgramChanges', () => {
  it('sends blanks as null, the facilitator as its id, and removed saved workshops with _destroy', () => {
    const values = newProgramValues({ program_default_contact_name: 'Pat' });
    values.facilitator = { id: 7, full_name: 'Fay' };
    const day = at('2026-12-01T00:00');
    values.workshops = [
      {
        ...newWorkshopValues(),
        id: 3,
        _destroy: true,
        date: day,
        start: at('2026-12-01T09:00'),
        end: at('2026-12-01T10:00'),
      },
      { ...newWorkshopValues(), _destroy: true },
      {
        ...newWorkshopValues(),
        name: 'Intro',
        date: day,
        start: at('2026-12-01T11:00'),
        end: at('2026-12-01T12:30'),
      },
    ];
    const changes = toProgramChanges(values);
    expect(changes).toMatchObject({
      name: null,
      facilitator_id: 7,
      contact_name: 'Pat',
      registrations_open: true,
    });
    expect(changes.workshops).toHaveLength(2);
    expect(changes.workshops?.[0]).toMatchObject({ id: 3, _destroy: true });
    expect(changes.workshops?.[1]).toMatchObject({
      name: 'Intro',
      start_time: '2026-12-01T11:00',
      end_time: '2026-12-01T12:30',
      pre_workshop_communication_send_days_before: 7,
      post_workshop_communication_send_days_after: 1,
    });
  });
});

describe('server field names', () => {
  it('maps x_id and workshop times onto the form, counting only the workshops sent', () => {
    expect(programFormField('facilitator_id')).toBe('facilitator');
    expect(programFormField('name')).toBe('name');
    const values = newProgramValues();
    values.workshops = [{ ...newWorkshopValues(), _destroy: true }, newWorkshopValues()];
    expect(serverFieldMap(values, ['workshops.0.start_time', 'domain_id'])).toEqual({
      'workshops.0.start_time': 'workshops.1.start',
      domain_id: 'domain_id',
    });
  });
});
