import type { Page } from '@playwright/test';
import { expect, storageStateFor, test } from '../../support/fixtures';

test.use({ storageState: storageStateFor('supervisor') });

// Any code raises these with a window event (apps/web/src/app/messages/README.md).
async function dispatch(page: Page, type: 'pdp:message' | 'pdp:error-modal', messages: string[]) {
  await page.evaluate(
    ({ type, messages }) => {
      for (const message of messages) window.dispatchEvent(new CustomEvent(type, { detail: { message } }));
    },
    { type, messages },
  );
}

test('the message bar shows one message at a time for 5 seconds, and a newer one supersedes it', async ({
  page,
}) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
  const bar = page.getByRole('status');

  // A message on its own stays its whole 5 s. The timestamp is taken before the dispatch, so a slow
  // check cannot make the message look longer-lived than it was.
  const dispatched = Date.now();
  await dispatch(page, 'pdp:message', ['Only message']);
  await expect(bar).toContainText('Only message');
  await expect(bar).not.toContainText('Only message', { timeout: 8_000 });
  expect(Date.now() - dispatched).toBeGreaterThanOrEqual(5_000);

  // Five quick saves: the first shows, is cut short, and the bar then names the last one. The ones
  // in between are superseded, never shown.
  const shown: string[] = [];
  await page.exposeFunction('recordShown', (text: string) => shown.push(text));
  await page.evaluate(() => {
    const target = document.querySelector('[role="status"]')!;
    new MutationObserver(() => {
      const text = target.textContent ?? '';
      if (text) (window as unknown as { recordShown: (t: string) => void }).recordShown(text);
    }).observe(target, { childList: true, subtree: true, characterData: true });
  });
  const saved = Date.now();
  await dispatch(page, 'pdp:message', ['Saved 1', 'Saved 2', 'Saved 3', 'Saved 4', 'Saved 5']);
  await expect(bar).toContainText('Saved 5', { timeout: 4_000 });
  expect(Date.now() - saved).toBeLessThan(4_000);
  expect(shown.some((text) => /Saved [234]/.test(text))).toBe(false);

  // An error is never superseded: it waits its turn, then the newest message follows it.
  await dispatch(page, 'pdp:message', ['Afterwards']);
  await page.evaluate(() => {
    window.dispatchEvent(
      new CustomEvent('pdp:message', { detail: { message: 'Could not save', severity: 'error' } }),
    );
    window.dispatchEvent(new CustomEvent('pdp:message', { detail: { message: 'Saved 6' } }));
  });
  await expect(bar).toContainText('Could not save', { timeout: 4_000 });
  await expect(bar).toContainText('Saved 6', { timeout: 4_000 });
  expect(shown.some((text) => text.includes('Afterwards'))).toBe(false);

  await expect(bar).not.toContainText('Saved 6', { timeout: 8_000 });
  // Bottom left of the window.
  await dispatch(page, 'pdp:message', ['Where am I?']);
  const box = await page.getByTestId('message-bar').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeLessThan(viewport.width / 3);
  expect(box!.y).toBeGreaterThan(viewport.height / 2);
});

test('a modal error event opens the Error! modal, and Okay closes it', async ({ page }) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();

  await dispatch(page, 'pdp:error-modal', ['Domain has capabilities and cannot be deleted']);
  const modal = page.getByRole('dialog', { name: 'Error!' });
  await expect(modal).toContainText('Domain has capabilities and cannot be deleted');
  await modal.getByRole('button', { name: 'Okay' }).click();
  await expect(modal).toBeHidden();
});
