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

test('the message bar shows queued messages one at a time, each for 5 seconds', async ({ page }) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
  const bar = page.getByRole('status');

  // Before the dispatch: the first message shows after it, so the second cannot come sooner than 5 s
  // after it, however slowly this test notices either (timestamps taken after seeing the first one
  // would be late by the time the check took).
  const dispatched = Date.now();
  await dispatch(page, 'pdp:message', ['First message', 'Second message']);
  await expect(bar).toContainText('First message');
  await expect(bar).not.toContainText('Second message');

  await expect(bar).toContainText('Second message', { timeout: 8_000 });
  await expect(bar).not.toContainText('First message');
  expect(Date.now() - dispatched).toBeGreaterThanOrEqual(5_000);

  await expect(bar).not.toContainText('Second message', { timeout: 8_000 });
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
