// The main thread's long tasks while a page loads, by wall time and by the thread's own CPU time, for
// the current web build and optionally another one (alternately, a fresh demo server each time):
//   npx tsx bench/_page-tasks.ts [rounds] [loads] [program|attendance|/a/path] [--before=/tmp/old-dist]
//                                [--as=educator1@demo.test]   (signed in as another demo user; default the admin)
// "cpu-TBT" sums (CPU time − 50 ms) over the tasks: unlike Lighthouse's TBT it hardly moves with the
// machine's load, since a task's CPU time does not count the time the thread waited for a core.
// "cpu-TBT×4" estimates Lighthouse's TBT with the CPU slowed 4× (its bench): Σ (4 × CPU time − 50 ms).
import os from 'node:os';
import { chromium } from 'playwright';
import { startServer, signIn } from './_server.js';
import type { TraceEvent } from './_trace.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const before = option('before');
const signInAs = option('as') ?? 'admin@demo.test';
const rounds = Number(args[0] ?? 1);
const loads = Number(args[1] ?? 3);
const pagePath = args[2] ?? 'program';
const sides: Record<string, string | undefined> = before
  ? { before, after: undefined }
  : { after: undefined };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const summary: Record<string, string[]> = { before: [], after: [] };
for (let r = 0; r < rounds; r++) {
  for (const [side, dist] of Object.entries(sides)) {
    const server = await startServer(3291, { env: dist ? { WEB_DIST_DIR: dist } : {} });
    try {
      const { cookie } = await signIn(server.url, 'admin@demo.test');
      const { cookie: pageCookie } = await signIn(server.url, signInAs);
      const api = async (u: string) =>
        (await (await fetch(`${server.url}/api/v1${u}`, { headers: { cookie: cookie! } })).json()).data;
      const [program] = await api('/programs?tab=live&per_page=1');
      const url =
        pagePath === 'program'
          ? `/programs/${program.id}`
          : pagePath === 'attendance'
            ? `/programs/${program.id}?tab=attendance`
            : pagePath;
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
        const [name, value] = pageCookie!.split('=');
        await context.addCookies([{ name: name!, value: value!, url: server.url }]);
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
        await page.goto(server.url + url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        const buffer = await browser.stopTracing();
        const events = JSON.parse(buffer.toString()).traceEvents as TraceEvent[];
        const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
        const tasksOf = (m: TraceEvent) =>
          events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === m.tid && e.pid === m.pid);
        const total = (ts: TraceEvent[]) => ts.reduce((s, t) => s + (t.tdur ?? 0), 0);
        const tasks = mains.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? [];
        const tbt = (key: 'dur' | 'tdur') =>
          tasks.reduce((s, t) => s + Math.max(0, (t[key] ?? 0) / 1000 - 50), 0);
        // Lighthouse's TBT at 4× CPU, estimated from CPU time: each task's CPU time × 4, less 50 ms.
        const tbt4 = tasks.reduce((s, t) => s + Math.max(0, ((t.tdur ?? 0) * 4) / 1000 - 50), 0);
        const long = tasks
          .filter((t) => (t.tdur ?? 0) / 1000 > 50)
          .map((t) => Math.round((t.tdur ?? 0) / 1000))
          .sort((a, b) => b - a);
        // The tasks that count at 4×: over 12.5 ms of CPU time.
        const long4 = tasks
          .filter((t) => (t.tdur ?? 0) / 1000 > 12.5)
          .map((t) => Math.round((t.tdur ?? 0) / 1000));
        const line = `${side} r${r} #${i}: wall-TBT ${tbt('dur').toFixed(0)} ms, cpu-TBT ${tbt('tdur').toFixed(0)} ms, cpu-TBT×4 ${tbt4.toFixed(0)} ms, long tasks (cpu ms) ${long.join(' ')}; over 12.5 ms in order ${long4.join(' ')}`;
        console.log(line, '| load', os.loadavg()[0]!.toFixed(1));
        summary[side]!.push(tbt4.toFixed(0));
        await context.close();
      }
    } finally {
      await server.stop();
    }
  }
}
console.log('cpu-TBT×4 before:', summary.before!.join(', '), ' after:', summary.after!.join(', '));
await browser.close();
