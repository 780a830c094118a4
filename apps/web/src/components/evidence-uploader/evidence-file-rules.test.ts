import { LIMITS } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_FILE_MESSAGES, evidenceFileProblem } from './evidence-file-rules';

describe('evidence file check (part 2 §5)', () => {
  it('accepts images, PDF and Word up to 15 MB', () => {
    expect(evidenceFileProblem({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(evidenceFileProblem({ name: 'a.PNG', size: 10, type: '' })).toBeNull();
    expect(evidenceFileProblem({ name: 'a.docx', size: LIMITS.evidenceFileBytes, type: '' })).toBeNull();
  });

  it('refuses other types, larger files and empty ones with a clear message', () => {
    expect(evidenceFileProblem({ name: 'a.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      EVIDENCE_FILE_MESSAGES.wrongType,
    );
    expect(
      evidenceFileProblem({ name: 'a.pdf', size: LIMITS.evidenceFileBytes + 1, type: 'application/pdf' }),
    ).toBe(EVIDENCE_FILE_MESSAGES.tooLarge);
    expect(EVIDENCE_FILE_MESSAGES.tooLarge).toContain('15 MB');
    expect(evidenceFileProblem({ name: 'a.pdf', size: 0, type: 'application/pdf' })).toBe('is empty');
  });
});
