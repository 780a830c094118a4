// Where a page's load spends the main thread: a CPU profile of one cold load (CPU slowed 4×, as the
// Lighthouse bench), summed by function (self time) and by the function's module, and for each long
// task its heaviest functions.
//   npx tsx bench/_page-profile.ts /users [--as=educator1@demo.test] [--top=25] [--server=http://…]
//                                 [--dist=/tmp/unminified]   (another build, e.g. vite build --minify false --outDir …)
//                                 [--rate=1]   (the CPU's slowdown; 1 shows the tasks Lighthouse's simulation multiplies)
import { chromium } from 'playwright';
import { signIn, startServer } from './_server.js';
import type { TraceEvent } from './_trace.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pagePath = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/users';
const signInAs = option('as') ?? 'admin@demo.test';
const top = Number(option('top') ?? 25);
const given = option('server');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const dist = option('dist');
const server = given ? null : await startServer(3292, { env: dist ? { WEB_DIST_DIR: dist } : {} });
const url = given ?? server!.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const { cookie } = await signIn(url, signInAs);
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const [name, value] = cookie!.split('=');
  await context.addCookies([{ name: name!, value: value!, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(option('rate') ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  // The renderer's main thread: the one with the most task time.
  const runTasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
  const perThread = new Map<string, TraceEvent[]>();
  for (const e of runTasks)
    perThread.set(`${e.pid}:${e.tid}`, [...(perThread.get(`${e.pid}:${e.tid}`) ?? []), e]);
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = mains
    .map((m) => perThread.get(`${m.pid}:${m.tid}`) ?? [])
    .sort((a, b) => b.reduce((t, e) => t + e.dur!, 0) - a.reduce((t, e) => t + e.dur!, 0))[0]!;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const label = (n: Node) => {
    const file = n.callFrame.url.split('/').pop() ?? '';
    return `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  };
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    if (['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) {
      self.set(n.callFrame.functionName, (self.get(n.callFrame.functionName) ?? 0) + dt);
      return;
    }
    total += dt;
    self.set(label(n), (self.get(label(n)) ?? 0) + dt);
    const file = n.callFrame.url.split('/').pop() || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
  });
  const show = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([l, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${l}`)
      .join('\n');
  // Busy stretches (samples between idle ones): about one task each. The long ones, with their heaviest
  // functions by self time and the frames under them that are the app's own (not React's or MUI's).
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const stretches = tasks
    .filter((t) => t.dur! / 1000 > 50)
    .map((t) => ({
      from: t.ts,
      to: t.ts + t.dur!,
      start: (t.ts - profile.startTime) / 1000,
      ms: t.dur! / 1000,
      self: new Map<string, number>(),
    }));
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    const current = stretches.find((x) => at >= x.from && at <= x.to);
    if (!current || n.callFrame.functionName === '(idle)') return;
    // The innermost frame from the app's own chunks (not React, MUI or the grid) on this sample's stack.
    let frame: number | undefined = id;
    let own = '';
    while (frame !== undefined) {
      const f = byId.get(frame)!;
      const file = f.callFrame.url.split('/').pop() ?? '';
      if (file && !/^(react|mui|data-grid|mui-x|vendor|rolldown)/.test(file)) {
        own = label(f);
        break;
      }
      frame = parentOf.get(frame);
    }
    const key = `${label(n)}  ⟵ ${own || '-'}`;
    current.self.set(key, (current.self.get(key) ?? 0) + dt / 1000);
  });
  for (const st of stretches.filter((x) => x.ms > 50)) {
    console.log(`task at ${st.start.toFixed(0)} ms: ${st.ms.toFixed(0)} ms`);
    console.log(show(st.self, 6));
  }
  console.log(
    `${pagePath}: ${total.toFixed(0)} ms of script (CPU 4×)\nby module:\n${show(byFile, 12)}\nby function (self):\n${show(self, top)}`,
  );
} finally {
  await browser.close();
  await server?.stop();
}
