import { describe, expect, it } from 'vitest';
import { booleanWording, filterWords } from './filter-words.js';

describe('filterWords', () => {
  it('words the known keys in their order, the rest by rule, and leaves out the sort, skipped and blank keys', () => {
    const words = filterWords(
      {
        approval_reason_cont: 'late',
        date_gteq: '2026-03-01',
        evidence_attached_eq: 'true',
        department_id_eq: '7',
        s: 'date desc',
        type_in: ['a', 'b'],
        name_cont: '',
        period_from_eq: '2026-01-01',
      },
      {
        department_id_eq: { label: 'Department', value: () => 'Hospitality' },
        evidence_attached_eq: booleanWording('Evidence', 'Attached', 'Not Attached'),
      },
      ['period_from_eq'],
    );
    expect(words).toEqual([
      ['Department', 'Hospitality'],
      ['Evidence', 'Attached'],
      ['Approval reason contains', 'late'],
      ['Date from', '1/3/26'],
      ['Type', 'a, b'],
    ]);
  });

  it('shows a value as given when its wording has no words for it', () => {
    expect(
      filterWords(
        { department_id_eq: '9' },
        { department_id_eq: { label: 'Department', value: () => undefined } },
      ),
    ).toEqual([['Department', '9']]);
    expect(filterWords(undefined, {})).toEqual([]);
  });
});
