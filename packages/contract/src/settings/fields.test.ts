import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reminderDaysProblems, REMINDER_DAYS_MESSAGE } from '../institutes/reminders.js';
import { ONE_LINE_MESSAGE } from '../common/values.js';
import { ZPointRequestFields } from '../points/point-requests.js';
import {
  count,
  INVALID_URL_MESSAGE,
  optionalCount,
  optionalLine,
  optionalText,
  optionalUrl,
  points,
  requiredLine,
  requiredText,
} from './fields.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const schemaIssues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('the settings kit’s numbers', () => {
  it('refuses a blank required number ("can\'t be blank"), never reading it as 0', () => {
    for (const blank of [null, undefined, '', '  ']) {
      expect(messageOf(count(), blank), String(blank)).toBe("can't be blank");
      expect(messageOf(points, blank), String(blank)).toBe("can't be blank");
    }
  });

  it('reads a number or its text, and refuses anything else', () => {
    expect(count().parse('12')).toBe(12);
    expect(points.parse(2.5)).toBe(2.5);
    for (const bad of ['lots', true, [], [5], {}]) expect(messageOf(count(), bad)).toBe('is not a number');
    expect(messageOf(count(10), 11)).toBe('must be 10 or less');
    expect(messageOf(count(10, 1), 0)).toBe('must be 1 or more');
  });

  it('makes a blank optional number null', () => {
    for (const blank of [null, '', ' ']) expect(optionalCount(3650, 1).parse(blank)).toBeNull();
    expect(optionalCount(3650, 1).parse(undefined)).toBeUndefined();
    expect(messageOf(optionalCount(3650, 1), 0)).toBe('must be 1 or more');
  });

  it('describes each number by its number schema (the OpenAPI document, the console’s limits)', () => {
    const schema = z.object({ n: count(3650, 1), o: optionalCount(600) });
    expect(z.toJSONSchema(schema, { io: 'input' }).properties).toEqual({
      n: { type: 'integer', minimum: 1, maximum: 3650 },
      o: { anyOf: [{ type: 'integer', minimum: 0, maximum: 600 }, { type: 'null' }] },
    });
  });
});

describe('the settings kit’s web addresses', () => {
  it('refuses an address that starts well but that no URL parser reads', () => {
    for (const url of [
      'https://[',
      'https://idp.example.com:abc/',
      'https://%',
      'https://idp%zz.example.com',
    ]) {
      expect(messageOf(optionalUrl(2000), url), url).toBe(INVALID_URL_MESSAGE);
    }
    expect(messageOf(optionalUrl(2000), 'example.org')).toBe(
      'must be a web address starting with http:// or https://',
    );
    expect(optionalUrl(2000).parse('https://login.example.edu:443/realms/staff')).toBe(
      'https://login.example.edu:443/realms/staff',
    );
  });
});

describe('reminderDaysProblems', () => {
  it('names the days of a reminder the change leaves switched on without them', () => {
    const stored = { zero_points_reminder_enabled: false, zero_points_reminder_days: null };
    expect(
      reminderDaysProblems({ ...stored, zero_points_reminder_enabled: true }, [
        'zero_points_reminder_enabled',
      ]),
    ).toEqual({
      zero_points_reminder_days: [REMINDER_DAYS_MESSAGE],
    });
    expect(
      reminderDaysProblems({ zero_points_reminder_enabled: true, zero_points_reminder_days: 7 }, [
        'zero_points_reminder_enabled',
      ]),
    ).toEqual({});
  });

  it('leaves alone a reminder the change does not touch', () => {
    expect(
      reminderDaysProblems({ zero_points_reminder_enabled: true, zero_points_reminder_days: null }, ['name']),
    ).toEqual({});
  });
});

describe('the settings kit’s texts', () => {
  it('keeps one Unicode form, so é typed as e + accent is the é a name already has', () => {
    expect(requiredText(20).parse('Cafe\u0301 skills')).toBe('Caf\u00e9 skills');
    expect(optionalText(20).parse(' Cafe\u0301 ')).toBe('Caf\u00e9');
  });

  it('reads spaces and invisible characters alone as blank', () => {
    for (const blank of ['', '   ', '\u200b', '\u200b\u200d\u00a0', '\ufeff'])
      expect(schemaIssues(requiredText(20), blank), JSON.stringify(blank)).toEqual(["can't be blank"]);
    expect(optionalText(20).parse('\u200b')).toBeNull();
    expect(requiredText(20).parse('Ana\u200dMaria')).toBe('Ana\u200dMaria');
  });

  it('keeps a name, title or code to one line', () => {
    for (const broken of ['One\nTwo', 'One\r\nTwo', 'One\u2028Two', 'Tab\there', 'Bell\u0007'])
      expect(messageOf(requiredLine(20), broken), JSON.stringify(broken)).toBe(ONE_LINE_MESSAGE);
    expect(requiredLine(20).parse('  Trailing newline\n')).toBe('Trailing newline');
    expect(optionalLine(20).parse('')).toBeNull();
    expect(messageOf(optionalLine(20), 'a\nb')).toBe(ONE_LINE_MESSAGE);
    // Free text keeps its lines.
    expect(optionalText(20).parse('One\nTwo')).toBe('One\nTwo');
  });

  it('keeps an activity name to one line, so it cannot add a line to the approver’s email', () => {
    const forged = 'Placement\n  Approve from this email: https://evil.example/email_approvals/1';
    expect(messageOf(ZPointRequestFields.shape.activity_name, forged)).toBe(ONE_LINE_MESSAGE);
    expect(ZPointRequestFields.shape.activity_name.parse(' Placement ')).toBe('Placement');
  });
});
