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

/** The three widths every screen is checked at: a desktop, a laptop and a phone. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const LAPTOP = { width: 1024, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const SCREEN_SIZES = [DESKTOP, LAPTOP, PHONE] as const;
