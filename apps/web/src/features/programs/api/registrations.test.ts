import type { TRegistration } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sortByFamilyName } from './registrations';
import { describeRegistrationFailure } from './registrations-mutations';

const row = (id: number, family: string, given: string) =>
  ({ id, user_family_name: family, user_given_name: given }) as TRegistration;

describe('sortByFamilyName', () => {
  it('orders by family name, then given name, ignoring case and accents', () => {
    const sorted = sortByFamilyName([row(1, 'zhou', 'Li'), row(2, 'Émile', 'Zoe'), row(3, 'emile', 'Adam')]);
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('describeRegistrationFailure', () => {
  it('names the user in a message about them, and passes other refusals through', () => {
    const already = new ApiError(422, {
      title: 'The user could not be registered',
      code: 2,
      messages: { user_id: ['is already registered for this program'] },
      base: [],
    });
    expect(describeRegistrationFailure(already, 'Ada Lovelace')).toBe(
      'Ada Lovelace is already registered for this program',
    );
    const full = new ApiError(400, { title: 'Bad Request', message: 'This program is full.' });
    expect(describeRegistrationFailure(full, 'Ada Lovelace')).toBe('This program is full.');
  });
});
