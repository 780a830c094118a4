import { expect, storageStateFor, test } from '../../support/fixtures';

/**
 * Issue 37 §10: a cold load reads no web storage. The first use of a tab's local or session storage
 * waits for the browser process inside the task that makes it, which Lighthouse counts as blocking
 * time: the build leaves out the data grid's debug probe and the router's restore of view transitions
 * (apps/web/vite.config.ts). Profiling's remembered supervisor, read on that page only, is the one use.
 */
test.use({ storageState: storageStateFor('institute_admin') });

for (const [path, ready] of [
  ['/users', 'grid'],
  ['/programs', 'grid'],
  ['/me', 'heading'],
] as const) {
  test(`a cold load of ${path} reads neither local nor session storage`, async ({ page }) => {
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReads: string[] }).storageReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        reads.push(`${this === window.sessionStorage ? 'session' : 'local'}:${key}`);
        return getItem.call(this, key);
      };
    });
    await page.goto(path);
    if (ready === 'grid') await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads)).toEqual(
      [],
    );
  });
}
