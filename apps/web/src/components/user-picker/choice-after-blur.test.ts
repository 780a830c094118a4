import { describe, expect, it } from 'vitest';
import { choiceAfterBlur } from './choice-after-blur';

const sue = { id: 3, full_name: 'Sue Visor' };
const max = {
  id: 8,
  full_name: 'Max Boss',
  unique_identifier: 'V0002',
  given_name: 'Max',
  family_name: 'Boss',
};

describe('choiceAfterBlur', () => {
  it('keeps the selection while its name is in the box', () => {
    expect(choiceAfterBlur('Sue Visor', sue, [])).toBe(sue);
  });

  it('picks the suggestion whose name was typed in full, whatever the case', () => {
    expect(choiceAfterBlur(' max boss ', sue, [max])).toEqual({ id: 8, full_name: 'Max Boss' });
  });

  it('clears the selection for text that names no suggestion', () => {
    expect(choiceAfterBlur('Sue Vis', sue, [max])).toBeNull();
    expect(choiceAfterBlur('Ma', null, [max])).toBeNull();
  });

  it('clears it for an empty box', () => {
    expect(choiceAfterBlur('  ', sue, [sue])).toBeNull();
  });
});
