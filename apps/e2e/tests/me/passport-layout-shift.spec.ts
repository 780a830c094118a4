import { attachScreenshot, expect, test } from '../../support/fixtures';

/**
 * Issue 37 §10: My Passport keeps still while it loads. The passport summary and the points history
 * load side by side; whichever answers first, nothing already on screen moves when the other arrives
 * (Lighthouse measured a layout shift of 0.098, all of it the points history pushed down).
 */
for (const width of [1440, 1024, 390]) {
  test(`My Passport does not shift when its passport answers after its points history, at ${width} px`, async ({
    page,
    seed,
    adminApi,
  }, testInfo) => {
    // An educator of this test's own with a few rows of points history, added by an admin: enough
    // history on screen for the passport to push down, if it pushed anything.
    const educator = await seed.user({ roles: ['educator'] });
    const activity = `Site visit ${testInfo.testId.slice(0, 6)}`;
    const today = new Date().toISOString().slice(0, 10);
    for (const n of [1, 2, 3, 4]) {
      await adminApi.post(`/api/v1/users/${educator.id}/points_vocationals`, {
        points_vocational: { points: n, activity_name: `${activity} ${n}`, activity_date: today },
      });
    }
    await seed.signIn(page.context(), educator);
    await page.setViewportSize({ width, height: 900 });
    // Every layout shift not caused by input, as Lighthouse counts them, from the first paint.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The slower of the two reads, on purpose: the history is on screen first if the page shows it.
    await page.route('**/api/v1/my/passport', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });

    await page.goto('/me');
    await expect(page.getByRole('progressbar', { name: /^Professional points: / })).toBeVisible();
    const history = page.getByRole('region', { name: 'Points history' });
    await expect(history.getByRole('button', { name: new RegExp(`${activity} 4`) })).toBeVisible();
    await page.waitForTimeout(500);

    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
    await attachScreenshot(page, testInfo, `my-passport-loaded-${width}`);
  });
}
