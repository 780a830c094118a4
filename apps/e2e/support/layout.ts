import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways: nothing is wider than the viewport (as tests/shell/
 * screen-sizes.spec.ts checks the console's screens). `screen` names the page in the failure.
 */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('expectNoHorizontalOverflow: the page has no fixed viewport');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${screen} is wider than the ${viewport.width} px viewport`).toBeLessThanOrEqual(
    viewport.width,
  );
}
