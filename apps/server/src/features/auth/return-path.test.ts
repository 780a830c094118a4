import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a console path with its query and hash', () => {
    expect(safeReturnPath('/users/5?tab=x')).toBe('/users/5?tab=x');
    expect(safeReturnPath('/profiling/23?filter=resolved#top')).toBe('/profiling/23?filter=resolved#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/users'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash read as a slash', '/\\evil.test'],
    ['a tab browsers drop', '/\t/evil.test'],
    ['a newline', '/users\r\nSet-Cookie: x=1'],
    ['dot segments folding into //', '/.//evil.test'],
    ['a relative path', 'users/5'],
    ['the sign-in page itself', '/users/sign_in?return_to=/users'],
    ['an API answer', '/api/v1/me'],
    ['an empty string', ''],
    ['too long a path', `/${'a'.repeat(2001)}`],
    ['not a string', ['/users']],
  ])('drops %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
