import { REMINDER_DAYS_MESSAGE, type TInstitute } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { changedFields, changedFieldsResolver, toFormValues } from './form-values';

const institute = {
  name: 'Demo Institute',
  from_email_name: null,
  registration_cutoff_days: null,
  points_anniversary_month: 7,
  sso_domain_name: null,
  allow_supervisor_to_action: ['vocational_point_requests'],
} as unknown as TInstitute;
const fields = [
  'name',
  'from_email_name',
  'registration_cutoff_days',
  'points_anniversary_month',
  'sso_domain_name',
  'allow_supervisor_to_action',
] as const;

const resolve = (values: Record<string, unknown>) => {
  const initial = toFormValues(institute, fields);
  return changedFieldsResolver(fields, initial)({ ...initial, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
};

describe('toFormValues', () => {
  it('turns a blank text into "" and keeps a blank number null', () => {
    expect(toFormValues(institute, fields)).toEqual({
      name: 'Demo Institute',
      from_email_name: '',
      registration_cutoff_days: null,
      points_anniversary_month: 7,
      sso_domain_name: '',
      allow_supervisor_to_action: ['vocational_point_requests'],
    });
  });
});

describe('changedFields', () => {
  it('compares lists by content', () => {
    const initial = toFormValues(institute, fields);
    const values = { ...initial, allow_supervisor_to_action: ['vocational_point_requests'], name: 'New' };
    expect(changedFields(values, initial, fields)).toEqual(['name']);
  });
});

describe('changedFieldsResolver', () => {
  it('outputs only the changed fields, parsed by the contract (blank text → null)', async () => {
    const result = await resolve({ points_anniversary_month: 3, from_email_name: '  ' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ points_anniversary_month: 3, from_email_name: null });
  });

  it("reports the contract's message for a changed field", async () => {
    const result = await resolve({ sso_domain_name: 'not a domain' });
    expect(result.errors.sso_domain_name?.message).toBe('must be a plain domain name, like example.edu.au');
  });

  it('outputs nothing when nothing changed', async () => {
    expect((await resolve({})).values).toEqual({});
  });
});

describe('changedFieldsResolver, on a reminder', () => {
  const reminder = {
    zero_points_reminder_enabled: false,
    zero_points_reminder_days: null,
  } as unknown as TInstitute;
  const reminderFields = ['zero_points_reminder_enabled', 'zero_points_reminder_days'] as const;
  const resolveReminder = (values: Record<string, unknown>) => {
    const initial = toFormValues(reminder, reminderFields);
    return changedFieldsResolver(reminderFields, initial)({ ...initial, ...values }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
  };

  it('puts "can\'t be blank" under the days of a reminder switched on without them', async () => {
    const result = await resolveReminder({ zero_points_reminder_enabled: true });
    expect(result.values).toEqual({});
    expect(result.errors.zero_points_reminder_days?.message).toBe(REMINDER_DAYS_MESSAGE);
  });

  it("reports the contract's minimum of 1 day, and saves a reminder with its days", async () => {
    const zero = await resolveReminder({ zero_points_reminder_enabled: true, zero_points_reminder_days: 0 });
    expect(zero.errors.zero_points_reminder_days?.message).toBe('must be 1 or more');
    const saved = await resolveReminder({
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 14,
    });
    expect(saved.errors).toEqual({});
    expect(saved.values).toEqual({ zero_points_reminder_enabled: true, zero_points_reminder_days: 14 });
  });
});
