// What moves while a page loads: its layout shifts, each with its score and the elements it moved (from
// and to), over one cold load per page with the CPU slowed 4× as in the Lighthouse bench (--cpu=N for
// more, as a busy machine slows it). Chromium runs with its scrollbars, as Lighthouse runs it:
// Playwright's default hides them, and then a table that scrolls, or fits only without a scrollbar,
// shifts nothing (docs/performance.md "First load").
//   npx tsx bench/_page-shifts.ts /programs,/users [--as=educator1@demo.test] [--server=http://…]
//                                 [--cpu=12] [--delay=capabilities]   (requests whose URL matches wait 150–550 ms)
import { chromium } from 'playwright';
import { signIn, startServer } from './_server.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pages = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/users').split(',');
const given = option('server');
const delay = option('delay');
const cpu = Number(option('cpu') ?? 4);

interface Shift {
  at: number;
  score: number;
  moved: string[];
}

const server = given ? null : await startServer(3293);
const url = given ?? server!.url;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
  ignoreDefaultArgs: ['--hide-scrollbars'],
});
try {
  const { cookie } = await signIn(url, option('as') ?? 'admin@demo.test');
  const [name, value] = cookie!.split('=');
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await context.addCookies([{ name: name!, value: value!, url }]);
    const page = await context.newPage();
    if (delay)
      await page.route(new RegExp(delay), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
        await route.continue();
      });
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      Object.assign(window, { shifts });
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            at: Math.round(entry.startTime),
            score: entry.value,
            moved: entry.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 2).join('.')}` : node?.nodeName} ${rect(previousRect)} → ${rect(currentRect)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const shifts = (await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)).filter(
      (shift) => shift.score >= 0.0005,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.score, 0);
    console.log(`${pagePath}: ${total.toFixed(4)} in ${shifts.length} shifts of 0.0005 or more`);
    for (const shift of shifts) {
      console.log(`  at ${shift.at} ms  ${shift.score.toFixed(4)}`);
      for (const moved of shift.moved) console.log(`    ${moved}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
