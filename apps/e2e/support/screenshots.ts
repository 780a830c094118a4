import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot in the test's output folder (apps/e2e/test-results) and attaches it
 * to the HTML report, so a reviewer can see the pages without running the suite.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
