import { describe, expect, it } from 'vitest';
import { shownWhileSearching } from './shown-suggestions';

const ann = { id: 1, full_name: 'Ann Smith', unique_identifier: 'E-100' };
const bo = { id: 2, full_name: 'Bo Annandale', unique_identifier: null };
const cy = { id: 3, full_name: 'Cy Jones', unique_identifier: 'E-207' };

describe('shownWhileSearching', () => {
  it('keeps the shown suggestions whose name contains the text, case aside', () => {
    expect(shownWhileSearching([ann, bo, cy], 'ANN')).toEqual([ann, bo]);
  });

  it('matches a fragment across given and family name, and the employee number', () => {
    expect(shownWhileSearching([ann, bo, cy], 'ann sm')).toEqual([ann]);
    expect(shownWhileSearching([ann, bo, cy], 'e-20')).toEqual([cy]);
  });

  it('ignores spaces around the text, and keeps everyone for blank text', () => {
    expect(shownWhileSearching([ann, bo, cy], '  jones ')).toEqual([cy]);
    expect(shownWhileSearching([ann, bo, cy], '   ')).toEqual([ann, bo, cy]);
  });

  it('shows nobody when no shown suggestion matches', () => {
    expect(shownWhileSearching([ann, bo, cy], 'Zed')).toEqual([]);
  });
});
