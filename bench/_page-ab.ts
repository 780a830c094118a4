// Two or more web builds compared on a busy machine: page loads alternate between servers already
// running (each serving one build with its own data: `DATA_DIR=$(mktemp -d) WEB_DIST_DIR=/tmp/old-dist
// PORT=3737 DEMO=on DEMO_PASSWORD=Bench-Passw0rd-2026! npm start`, the password of bench/_server.ts),
// load by load, so that each build meets the same moments of the machine's load. Per load, from the
// main thread's trace (no throttling):
//   cpu-TBT×4    Σ (4 × CPU time − 50 ms) over every task: Lighthouse's TBT at 4×, estimated;
//   lantern      the same after first paint, with a task that ran a layout counted 2× (Lighthouse's
//                simulation weighs those by half, docs/performance.md "Reading the figures");
//   long CPU     the CPU time of the tasks over 12.5 ms (the ones that count at 4×);
//   all CPU      the CPU time of every task;
//   longest      the CPU time of the longest task (its ×4 is about the Lighthouse longest task's).
//   npx tsx bench/_page-ab.ts 3 /users,/reports/passports old=http://127.0.0.1:3737 new=http://127.0.0.1:3738
//                              [--as=educator1@demo.test]   (signed in as another demo user; default the admin)
import { chromium } from 'playwright';
import { signIn } from './_server.js';
import type { TraceEvent } from './_trace.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const [roundsArg, pagesArg, ...sideArgs] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const rounds = Number(roundsArg ?? 3);
const pages = (pagesArg ?? '/users').split(',');
const sides = sideArgs.map((arg) => {
  const [name, url] = arg.split('=');
  if (!name || !url) throw new Error(`A side is name=url, not ${arg}`);
  return { name, url: url.replace(/\/$/, '') };
});
if (sides.length < 2) throw new Error('Name two servers or more: old=http://… new=http://…');
const FIGURES = ['cpu-TBT×4', 'lantern', 'long CPU', 'all CPU', 'longest'] as const;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const cookies = new Map<string, string>();
for (const side of sides)
  cookies.set(side.name, (await signIn(side.url, option('as') ?? 'admin@demo.test')).cookie!);
const results = new Map<string, number[][]>();

/** One cold load of `page`, traced; its figures in the order of FIGURES. */
async function measure(url: string, cookie: string, page: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url }]);
  const tab = await context.newPage();
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await tab.goto(url + page, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  await context.close();
  const onThread = (thread: TraceEvent, name: string) =>
    events.filter((e) => e.name === name && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid);
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  // The renderer's main thread: the one with the most task time.
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => cpu(onThread(b, 'RunTask')) - cpu(onThread(a, 'RunTask')))[0]!;
  const tasks = onThread(main, 'RunTask');
  const layouts = onThread(main, 'Layout');
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const hasLayout = (t: TraceEvent) => layouts.some((l) => l.ts >= t.ts && l.ts < t.ts + (t.dur ?? 0));
  const blocking = (t: TraceEvent, times: number) => Math.max(0, (times * (t.tdur ?? 0)) / 1000 - 50);
  return [
    tasks.reduce((sum, t) => sum + blocking(t, 4), 0),
    tasks.filter((t) => t.ts >= firstPaint).reduce((sum, t) => sum + blocking(t, hasLayout(t) ? 2 : 4), 0),
    cpu(tasks.filter((t) => (t.tdur ?? 0) > 12_500)),
    cpu(tasks),
    Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)),
  ];
}

for (let round = 0; round < rounds; round++) {
  // Each round starts with the other side, so neither always runs right after the other.
  const order = round % 2 ? [...sides].reverse() : sides;
  for (const page of pages) {
    for (const side of order) {
      const figures = await measure(side.url, cookies.get(side.name)!, page);
      const key = `${page} ${side.name}`;
      results.set(key, [...(results.get(key) ?? []), figures]);
      console.log(`${key} r${round}: ${FIGURES.map((f, i) => `${f} ${figures[i]!.toFixed(0)}`).join(', ')}`);
    }
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
console.log(`\nmedians (ms): ${FIGURES.join(' | ')}`);
for (const [key, loads] of results)
  console.log(`${key}: ${FIGURES.map((_, i) => median(loads.map((l) => l[i]!)).toFixed(0)).join(' | ')}`);
await browser.close();
