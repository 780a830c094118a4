import type { TUserDetail } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import {
  NEW_USER_VALUES,
  changedInput,
  toFormValues,
  userFormResolver,
  type UserFormMode,
  type UserFormValues,
} from './user-form-values';

const detail: TUserDetail = {
  id: 12,
  institute_id: 1,
  institute_name: 'Demo Institute',
  given_name: 'Ann',
  family_name: 'Lee',
  full_name: 'Ann Lee',
  email: 'ann@demo.test',
  unique_identifier: 'E0012',
  supervisor_id: 3,
  department_id: 4,
  employment_type_id: 5,
  custom_1: null,
  custom_2: 'X',
  active: true,
  published: true,
  vcm_enabled: false,
  role_text: 'Educator',
  is_super_admin: false,
  is_institute_admin: false,
  is_supervisor: false,
  is_facilitator: false,
  is_educator: true,
  is_guest: false,
  supervisor: { id: 3, full_name: 'Sue Visor' },
  division: { id: 1, name: 'Business' },
  department: { id: 4, name: 'Business' },
  employment_type: { id: 5, name: 'Full-time' },
  current_passport: null,
  can: {
    update: true,
    deactivate: true,
    view_points_history: true,
    view_point_requests: true,
    add_vocational: true,
    add_professional: true,
  },
};

const EDIT: UserFormMode = { isNew: false, isSuperAdmin: false };
const initial = toFormValues(detail);

async function resolve(values: UserFormValues, mode: UserFormMode = EDIT) {
  const resolver = userFormResolver(mode);
  return resolver(values, { initial }, { fields: {}, shouldUseNativeValidation: false });
}

describe('toFormValues', () => {
  it('shows blanks as empty text and keeps the supervisor name', () => {
    expect(initial).toMatchObject({
      custom_1: '',
      custom_2: 'X',
      supervisor: { id: 3, full_name: 'Sue Visor' },
    });
  });
});

describe('changedInput', () => {
  it('is empty when nothing changed', () => {
    expect(changedInput(initial, initial, EDIT)).toEqual({});
  });

  it('has only the changed fields, the supervisor as supervisor_id', () => {
    const values = { ...initial, family_name: 'Leigh', supervisor: { id: 8, full_name: 'Max Boss' } };
    expect(changedInput(values, initial, EDIT)).toEqual({ family_name: 'Leigh', supervisor_id: 8 });
  });

  it('drops the supervisor when the user is no longer an educator or guest', () => {
    const values = { ...initial, is_educator: false, is_facilitator: true };
    expect(changedInput(values, initial, EDIT)).toEqual({
      is_educator: false,
      is_facilitator: true,
      supervisor_id: null,
    });
  });

  it('never sends role flags for a super admin', () => {
    const values = { ...initial, is_guest: true, given_name: 'Anne' };
    expect(changedInput(values, initial, { isNew: false, isSuperAdmin: true })).toEqual({
      given_name: 'Anne',
    });
  });
});

describe('userFormResolver', () => {
  it('edit: validates and returns only the changed fields, parsed', async () => {
    const result = await resolve({ ...initial, email: 'Ann.Lee@Demo.test', custom_1: '  ' });
    expect(result).toEqual({ values: { email: 'ann.lee@demo.test' }, errors: {} });
  });

  it('edit: an unchanged stored value never blocks a save', async () => {
    const stored = { ...initial, unique_identifier: '' };
    const resolver = userFormResolver(EDIT);
    const result = await resolver(
      { ...stored, given_name: 'Anne' },
      { initial: stored },
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(result).toEqual({ values: { given_name: 'Anne' }, errors: {} });
  });

  it('edit: a blank required field is an error on that field', async () => {
    const result = await resolve({ ...initial, family_name: ' ' });
    expect(result.values).toEqual({});
    expect(result.errors.family_name?.message).toBe("can't be blank");
  });

  it('asks for at least one role on the roles group', async () => {
    const result = await resolve({ ...initial, is_educator: false });
    expect(result.errors).toMatchObject({ user_roles: { message: 'must include at least one role' } });
  });

  it('create: checks every field', async () => {
    const result = await resolve(
      { ...NEW_USER_VALUES, is_facilitator: true },
      { isNew: true, isSuperAdmin: false },
    );
    expect(Object.keys(result.errors).sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'unique_identifier',
    ]);
  });

  it('create: returns the whole user', async () => {
    const values: UserFormValues = {
      ...NEW_USER_VALUES,
      unique_identifier: 'T1',
      given_name: 'Tia',
      family_name: 'Ng',
      email: 'tia@demo.test',
      is_guest: true,
      supervisor: { id: 3, full_name: 'Sue Visor' },
    };
    const result = await resolve(values, { isNew: true, isSuperAdmin: false });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      given_name: 'Tia',
      is_guest: true,
      supervisor_id: 3,
      custom_1: null,
    });
  });
});
