// The block `npm run bench` writes into docs/performance.md (scripts/bench-figures.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DOC, END, START, goalLines, section, withSections } from './bench-figures.mjs';

const when = new Date('2026-11-28T10:00:00Z');

describe('the figures block of docs/performance.md', () => {
  it('keeps the lines that state a goal', () => {
    const output = [
      'tenant: 20,000 users in 2.1 s',
      'GET /api/v1/me  p50 0.6 ms  p95 1.4 ms │ goal p95 ≤ 3 ms PASS',
      '/users            97          ≥ 90   12 ms',
      'warm start (median of 5)             2.13 s   goal ≤ 3 s   ok',
    ].join('\n');
    assert.deepEqual(goalLines(output), [
      'GET /api/v1/me  p50 0.6 ms  p95 1.4 ms │ goal p95 ≤ 3 ms PASS',
      '/users            97          ≥ 90   12 ms',
      'warm start (median of 5)             2.13 s   goal ≤ 3 s   ok',
    ]);
  });

  it('replaces the sections of the benchmarks run and keeps the others', () => {
    const doc = [
      '# Performance',
      START,
      '```text',
      'bench/start.ts · 2026-11-01 · load average 1.0 at the start',
      '  warm start 2.00 s goal ≤ 3 s ok',
      '',
      'bench/users.ts · 2026-11-01 · load average 1.0 at the start',
      '  old line goal PASS',
      '```',
      END,
      'after',
    ].join('\n');
    const users = section('users.ts', ['new line goal FAIL'], when, 2.25);
    const load = section('load.ts', [], when, 0.5);
    const written = withSections(
      doc,
      new Map([
        ['users.ts', users],
        ['load.ts', load],
      ]),
    );
    assert.equal(
      written,
      [
        '# Performance',
        START,
        '',
        '```text',
        'bench/load.ts · 2026-11-28 · load average 0.5 at the start',
        '  (printed no goal)',
        '',
        'bench/start.ts · 2026-11-01 · load average 1.0 at the start',
        '  warm start 2.00 s goal ≤ 3 s ok',
        '',
        'bench/users.ts · 2026-11-28 · load average 2.3 at the start',
        '  new line goal FAIL',
        '```',
        '',
        END,
        'after',
      ].join('\n'),
    );
    // Writing the same sections again changes nothing.
    assert.equal(withSections(written, new Map([['users.ts', users]])), written);
  });

  it('names the machine it ran on in the header, and reads such a section back', () => {
    const probed = 'page fault 14.1 µs, wake-up 27 µs';
    const text = section('start.ts', ['warm start 2.10 s goal ≤ 3 s ok'], when, 1.5, probed);
    assert.equal(
      text.split('\n')[0],
      'bench/start.ts · 2026-11-28 · load average 1.5 at the start · page fault 14.1 µs, wake-up 27 µs',
    );
    const doc = `${START}\n\n\`\`\`text\n${text}\n\`\`\`\n\n${END}`;
    assert.equal(withSections(doc, new Map()), doc);
    assert.equal(withSections(doc, new Map([['start.ts', text]])), doc);
  });

  it('is in docs/performance.md', () => {
    const doc = readFileSync(DOC, 'utf8');
    assert.equal(withSections(doc, new Map()), doc, 'the block is as npm run bench writes it');
  });
});
