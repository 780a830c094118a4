// One cold load of a page, traced: its main-thread tasks over 10 ms of CPU in order, each with when it
// started (ms after navigation), its CPU and wall time (a task that waits, on a lock or another process, has far more
// wall than CPU time: Lighthouse multiplies the wall time) and what ran in it (scripts by file, layout, paint),
// and where the first contentful paint fell among them (Lighthouse counts blocking time only after
// it). Against a server already running (see bench/_page-ab.ts):
//   npx tsx bench/_page-timeline.ts http://127.0.0.1:3738 /users/121 [--as=educator1@demo.test]
//                                   [--min=0]   (every task, not only those over 10 ms)
import { chromium } from 'playwright';
import { signIn } from './_server.js';
import type { TraceEvent } from './_trace.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const [serverArg, page = '/users'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const url = (serverArg ?? 'http://127.0.0.1:3738').replace(/\/$/, '');
const cookie = (await signIn(url, option('as') ?? 'admin@demo.test')).cookie!;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
const [name, value] = cookie.split('=');
await context.addCookies([{ name: name!, value: value!, url }]);
const tab = await context.newPage();
await browser.startTracing(tab, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute'],
});
await tab.goto(url + page, { waitUntil: 'networkidle' });
await tab.waitForTimeout(1500);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
await browser.close();

const onThread = (thread: TraceEvent) =>
  events.filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid);
const cpuOf = (list: TraceEvent[]) => list.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
const main = events
  .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  .sort(
    (a, b) =>
      cpuOf(onThread(b).filter((e) => e.name === 'RunTask')) -
      cpuOf(onThread(a).filter((e) => e.name === 'RunTask')),
  )[0]!;
const all = onThread(main);
const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? all[0]!.ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
const at = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(5);
let isFcpShown = false;
const minMs = Number(option('min') ?? 10);
for (const task of all.filter(
  (e) => e.name === 'RunTask' && Math.max(e.tdur ?? 0, e.dur ?? 0) >= minMs * 1000,
)) {
  if (fcp && !isFcpShown && task.ts > fcp) {
    console.log(`${at(fcp)}  ---- first contentful paint`);
    isFcpShown = true;
  }
  const inside = all.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const parts = new Map<string, number>();
  for (const e of inside) {
    const data = (e.args as { data?: { url?: string; functionName?: string } } | undefined)?.data;
    const label =
      e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule'
        ? `${e.name === 'FunctionCall' ? 'js' : 'eval'} ${(data?.url ?? '').split('/').pop()}`
        : ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MajorGC', 'MinorGC'].includes(e.name)
          ? e.name
          : undefined;
    if (label) parts.set(label, (parts.get(label) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  const names = [...new Set(inside.map((e) => e.name))].slice(0, 12).join(' ');
  const what = [...parts]
    .filter(([label, ms]) => ms >= 1 || label === 'Paint' || label === 'Layout')
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
    .join(', ');
  // The task's own time, outside every event traced inside it: waits (a lock, another process)
  // that Lighthouse files under "Other".
  let covered = 0;
  let coveredUntil = task.ts;
  for (const e of [...inside].sort((a, b) => a.ts - b.ts)) {
    const end = Math.min(e.ts + (e.dur ?? 0), task.ts + (task.dur ?? 0));
    if (end > coveredUntil) covered += end - Math.max(e.ts, coveredUntil);
    coveredUntil = Math.max(coveredUntil, end);
  }
  const ms = (us = 0) => (us / 1000).toFixed(0).padStart(4);
  const untraced = (task.dur ?? 0) - covered;
  console.log(
    `${at(task.ts)}  cpu ${ms(task.tdur)} ms  wall ${ms(task.dur)} ms  untraced ${ms(untraced)} ms  ${what}${option('names') ? `  [${names}]` : ''}`,
  );
}
if (fcp && !isFcpShown) console.log(`${at(fcp)}  ---- first contentful paint`);
