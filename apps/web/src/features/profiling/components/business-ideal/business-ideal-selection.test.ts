import { describe, expect, it } from 'vitest';
import { effectiveDepartmentId, effectiveEmploymentTypeId } from './business-ideal-selection';

const options = [{ id: 7 }, { id: 3 }];

describe('effectiveEmploymentTypeId', () => {
  it('defaults to the first employment type', () => {
    expect(effectiveEmploymentTypeId(options, null)).toBe(7);
  });

  it('keeps the one chosen while it exists', () => {
    expect(effectiveEmploymentTypeId(options, 3)).toBe(3);
    expect(effectiveEmploymentTypeId(options, 99)).toBe(7);
  });

  it('is none without employment types', () => {
    expect(effectiveEmploymentTypeId([], 3)).toBeNull();
  });
});

describe('effectiveDepartmentId', () => {
  it('is none until one is chosen, and only while it exists', () => {
    expect(effectiveDepartmentId(options, null)).toBeNull();
    expect(effectiveDepartmentId(options, 3)).toBe(3);
    expect(effectiveDepartmentId(options, 99)).toBeNull();
  });
});
