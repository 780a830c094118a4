import { describe, expect, it } from 'vitest';
import { supervisorAfterBlur } from './supervisor-choice';

const sue = { id: 3, full_name: 'Sue Visor' };
const max = {
  id: 8,
  full_name: 'Max Boss',
  unique_identifier: 'V0002',
  given_name: 'Max',
  family_name: 'Boss',
};

describe('supervisorAfterBlur', () => {
  it('keeps the selection while its name is in the box', () => {
    expect(supervisorAfterBlur('Sue Visor', sue, [])).toBe(sue);
  });

  it('picks the suggestion whose name was typed in full, whatever the case', () => {
    expect(supervisorAfterBlur(' max boss ', sue, [max])).toEqual({ id: 8, full_name: 'Max Boss' });
  });

  it('clears the selection for text that names no suggestion', () => {
    expect(supervisorAfterBlur('Sue Vis', sue, [max])).toBeNull();
    expect(supervisorAfterBlur('Ma', null, [max])).toBeNull();
  });

  it('clears it for an empty box', () => {
    expect(supervisorAfterBlur('  ', sue, [sue])).toBeNull();
  });
});
