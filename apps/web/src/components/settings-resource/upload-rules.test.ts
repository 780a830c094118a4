import { describe, expect, it } from 'vitest';
import { acceptFor, checkFile, formatBytes, uploadHint } from './upload-rules';

const MB = 1024 * 1024;
const jpgRule = { kinds: ['jpg'] as const, maxBytes: 2 * MB };
const imageRule = { kinds: ['jpg', 'png'] as const, maxBytes: MB, hint: 'JPG or PNG, at most 1 MB, 184×100' };

describe('acceptFor', () => {
  it('lists the extensions and types of each kind', () => {
    expect(acceptFor(jpgRule)).toBe('.jpg,.jpeg,image/jpeg');
    expect(acceptFor({ kinds: ['svg'], maxBytes: 1 })).toBe('.svg,image/svg+xml');
  });
});

describe('uploadHint', () => {
  it('uses the declaration’s hint, or says what the field takes', () => {
    expect(uploadHint(imageRule)).toBe('JPG or PNG, at most 1 MB, 184×100');
    expect(uploadHint(jpgRule)).toBe('JPG, at most 2 MB');
  });
});

describe('formatBytes', () => {
  it('writes MB and KB', () => {
    expect(formatBytes(2 * MB)).toBe('2 MB');
    expect(formatBytes(200 * 1024)).toBe('200 KB');
  });
});

describe('checkFile', () => {
  it('accepts a file of the right kind and size', () => {
    expect(checkFile({ name: 'banner.JPG', size: 1000, type: '' }, jpgRule)).toBeNull();
    expect(checkFile({ name: 'thumb', size: 1000, type: 'image/png' }, imageRule)).toBeNull();
  });

  it('refuses a file that is too large, empty or of another kind', () => {
    expect(checkFile({ name: 'big.jpg', size: 3 * MB, type: 'image/jpeg' }, jpgRule)).toBe(
      'is too large (maximum is 2 MB)',
    );
    expect(checkFile({ name: 'empty.jpg', size: 0, type: 'image/jpeg' }, jpgRule)).toBe('is empty');
    expect(checkFile({ name: 'logo.png', size: 10, type: 'image/png' }, jpgRule)).toBe('must be a JPG file');
    expect(checkFile({ name: 'x.gif', size: 10, type: 'image/gif' }, imageRule)).toBe(
      'must be a JPG or PNG file',
    );
  });
});
