import { LIMITS } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { checkCsvFile } from './csv-file-rules';

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'text/csv' });

describe('checkCsvFile', () => {
  it('accepts a non-empty .csv file within the limit, whatever the case of its extension', () => {
    expect(checkCsvFile(fileOf('users.csv', 10))).toBeNull();
    expect(checkCsvFile(fileOf('USERS.CSV', 10))).toBeNull();
  });

  it('refuses another extension, an empty file and one over the limit', () => {
    expect(checkCsvFile(fileOf('users.xlsx', 10))).toBe('Choose a .csv file');
    expect(checkCsvFile(fileOf('users.csv', 0))).toBe('The file is empty');
    expect(checkCsvFile(fileOf('users.csv', LIMITS.importFileBytes + 1))).toMatch(/^The file is larger than/);
  });
});
