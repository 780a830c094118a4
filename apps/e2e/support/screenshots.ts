import type { Page, TestInfo } from '@playwright/test';

/** How long one full-page capture may take before it is tried again. */
const CAPTURE_TIMEOUT_MS = 15_000;

/**
 * Saves a full-page screenshot in the test's output folder (apps/e2e/test-results) and attaches it
 * to the HTML report, so a reviewer can see the pages without running the suite. A capture waits for
 * the compositor's next frame, and in a full run on a loaded 2-core machine one capture hung until
 * the test's timeout after every assertion had passed: each try is bounded, and a second one follows.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  const capture = () => page.screenshot({ path: file, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  await capture().catch(capture);
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
