// The "Goals and current figures" block of docs/performance.md: every line a benchmark prints that
// states a goal, kept per benchmark between two markers. `npm run bench` (scripts/run-benches.mjs)
// rewrites the sections of the benchmarks it ran and leaves the others as they were.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DOC = path.resolve(import.meta.dirname, '../docs/performance.md');
export const START = '<!-- bench-figures:start (written by npm run bench) -->';
export const END = '<!-- bench-figures:end -->';
const SECTION = /^bench\/\S+ · /;

/** The lines of a benchmark's output that state a goal (or, as Lighthouse's rows, a ≥/≤ bound). */
export function goalLines(output) {
  return output
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => /\bgoals?\b|[≤≥]|\b(PASS|FAIL)\b/i.test(line));
}

/**
 * A section: the benchmark, when and on how busy a machine it ran (and, when probed, how fast that
 * machine was: scripts/machine-probe.mjs), then its goal lines.
 */
export function section(file, lines, when = new Date(), load = os.loadavg()[0], machine = undefined) {
  const day = when.toISOString().slice(0, 10);
  const header =
    `bench/${file} · ${day} · load average ${load.toFixed(1)} at the start` +
    (machine ? ` · ${machine}` : '');
  return [header, ...(lines.length ? lines.map((l) => `  ${l.trim()}`) : ['  (printed no goal)'])].join('\n');
}

/** The block's sections by benchmark file, in the order they appear. */
function sectionsOf(block) {
  const sections = new Map();
  let current;
  for (const line of block.split('\n')) {
    if (SECTION.test(line)) {
      current = line.slice(0, line.indexOf(' · '));
      sections.set(current, [line]);
    } else if (current && line.trim()) sections.get(current).push(line);
  }
  return sections;
}

/** `doc` with the given sections (bench file → section text) replaced or added, in file order. */
export function withSections(doc, updates) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${START} … ${END} block`);
  const inner = doc.slice(start + START.length, end);
  const sections = sectionsOf(inner.replace(/```\w*/g, ''));
  for (const [file, text] of updates) sections.set(`bench/${file}`, text.split('\n'));
  const ordered = [...sections.keys()].sort().map((key) => sections.get(key).join('\n'));
  return `${doc.slice(0, start + START.length)}\n\n\`\`\`text\n${ordered.join('\n\n')}\n\`\`\`\n\n${doc.slice(end)}`;
}

/** Writes the sections of the benchmarks just run into docs/performance.md. */
export function updateDoc(updates) {
  writeFileSync(DOC, withSections(readFileSync(DOC, 'utf8'), updates));
}
