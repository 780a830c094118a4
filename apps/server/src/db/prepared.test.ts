import { describe, expect, it } from 'vitest';
import { statementName } from './prepared.js';

// Named statements for per-request SQL texts (a filtered Manage Programs page, the reports): the same
// text always gets the same name, and a client cannot make the process name texts without end.

describe('statementName', () => {
  it('names a text by its hash, the same every time, apart from any other text', () => {
    const a = statementName('programs_page', 'select 1 where x = $1');
    expect(a).toMatch(/^programs_page_[\w-]{27}$/);
    expect(statementName('programs_page', 'select 1 where x = $1')).toBe(a);
    expect(statementName('programs_page', 'select 1 where x in ($1, $2)')).not.toBe(a);
  });

  it('names at most 256 texts: later ones run unnamed, the named ones keep their names', () => {
    const first = statementName('t', 'select 1 where x = $1');
    for (let n = 0; n < 300; n++) statementName('t', `select 1 where x in (${'$1, '.repeat(n)}$0)`);
    expect(statementName('t', 'select 2 -- never seen')).toBeUndefined();
    expect(statementName('t', 'select 1 where x = $1')).toBe(first);
  });
});
