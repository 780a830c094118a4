import { describe, expect, it } from 'vitest';
import { entriesOf, firstRowsOf } from './report-pdf.js';

async function* counted(n: number, read: number[]) {
  for (let i = 1; i <= n; i++) {
    read.push(i);
    yield i;
  }
}

describe('a report PDF’s rows', () => {
  it('stops one row past the limit and says the PDF holds the first ones', async () => {
    const read: number[] = [];
    const first = await firstRowsOf(counted(10, read), 3);
    expect(first).toEqual({ shown: [1, 2, 3], isCut: true });
    expect(read).toEqual([1, 2, 3, 4]);
    expect(entriesOf(first)).toBe('first 3 (use Export for all)');
  });

  it('holds every row up to the limit', async () => {
    const first = await firstRowsOf(counted(3, []), 3);
    expect(first).toEqual({ shown: [1, 2, 3], isCut: false });
    expect(entriesOf(first)).toBe('3');
  });
});
