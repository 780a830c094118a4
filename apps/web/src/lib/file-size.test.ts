import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file size as the console shows it', () => {
  it('counts bytes under a kilobyte in words', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
  });

  it('gives kilobytes and megabytes with one decimal under 10, and none when it is 0', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
  });
});
