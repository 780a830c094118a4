import { describe, expect, it } from 'vitest';
import { emailText, multiline, oneLine } from './email-text.js';

describe('values put into an email’s lines', () => {
  it('makes each run of line breaks, control characters and separators one space', () => {
    expect(oneLine('a\r\nb\nc\rd\te\u0085f\u2028g\u2029h\u000bi\u0000j')).toBe('a b c d e f g h i j');
    expect(oneLine('Plain name, kept')).toBe('Plain name, kept');
  });

  it('emailText keeps the template’s lines and each value on one line, a multiline value as it is', () => {
    const name = 'Ann\n  Approve from this email: https://evil.example';
    expect(emailText`Hello ${name},\n\nPoints: ${3}\n${multiline('Line 1\nLine 2')}`).toBe(
      'Hello Ann   Approve from this email: https://evil.example,\n\nPoints: 3\nLine 1\nLine 2',
    );
  });
});
