import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from './logging.js';

const logging = JSON.stringify(path.resolve(import.meta.dirname, 'logging.ts'));

/** Runs `body` in a process whose logger writes to the real standard output; every chunk, timed. */
function run(body: string) {
  const script = `import pino from 'pino';
import { stdoutDestination } from ${logging};
const log = pino({ level: 'info' }, stdoutDestination());
${body}`;
  return new Promise<{ at: number; text: string }[]>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const chunks: { at: number; text: string }[] = [];
    child.stdout.on('data', (chunk: Buffer) =>
      chunks.push({ at: performance.now() - started, text: chunk.toString() }),
    );
    child.on('exit', (code) => (code === 0 ? resolve(chunks) : reject(new Error(`exit ${code}`))));
  });
}
const lines = (chunks: { text: string }[]) =>
  chunks
    .map((c) => c.text)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).msg as string);

describe('the log on standard output', () => {
  it('writes a line of a quiet server within the flush interval, while the process runs on', async () => {
    // The line is logged once the process is up; the process then stays 3 intervals longer.
    const chunks = await run(`log.info('quiet line');
setTimeout(() => log.info('later line'), ${LOG_FLUSH_MS * 3});`);
    expect(lines(chunks)).toEqual(['quiet line', 'later line']);
    // The first chunk came well before the process ended (the last line's timer).
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThan(LOG_FLUSH_MS);
  });

  it('writes a busy server’s lines in batches, and every line still buffered when the process exits', async () => {
    const chunks = await run(`for (let i = 0; i < 200; i++) log.info('line ' + i);
log.info('last line');
process.exit(0);`);
    // Every line once. At exit the buffer is written synchronously, and a batch still being written
    // asynchronously may land after it, so the last lines may come out of order (each has its time).
    const written = lines(chunks);
    expect(written).toHaveLength(201);
    expect(new Set(written)).toEqual(
      new Set([...Array.from({ length: 200 }, (_, i) => `line ${i}`), 'last line']),
    );
    expect(chunks.length).toBeLessThan(60);
  });
});
