import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface A11yOptions {
  /** Scan only these CSS selectors (default: the whole page). */
  include?: string | string[];
  /** Leave these CSS selectors out of the scan (say, a third-party widget). */
  exclude?: string | string[];
  /** axe rule ids to skip. Say why next to the call. */
  disableRules?: string[];
  /** Names the scan in the report's attachments (default: the page's path). */
  label?: string;
}

const BLOCKING = new Set(['serious', 'critical']);
const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** One violation as a few readable lines: rule, impact, help link, then each element and what is wrong. */
export function formatViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${node.html}\n      ${summary}`;
  });
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Runs axe (every rule axe runs by default: WCAG 2.x A/AA and best practices) on the page as it is
 * now, and fails on any violation of impact "serious" or "critical", listing each rule and element.
 * Every violation, minor ones included, is attached to the report as JSON; minor and moderate ones
 * are also noted as an annotation, without failing the test.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Colours and sizes come from the stylesheets: scan once they have loaded, and with transitions
  // finished, or a button caught fading from disabled to enabled fails on contrast.
  await page.waitForLoadState('load');
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  let builder = new AxeBuilder({ page });
  for (const selector of asList(options.include)) builder = builder.include(selector);
  for (const selector of asList(options.exclude)) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();

  const label = options.label ?? new URL(page.url()).pathname;
  const info = test.info();
  if (results.violations.length) {
    await info.attach(`axe ${label}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (minor.length) {
    info.annotations.push({
      type: 'a11y (not blocking)',
      description: `${label}: ${minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ')}`,
    });
  }
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(
    blocking.length,
    `axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n\n` +
      blocking.map(formatViolation).join('\n\n') +
      '\n\nNumber of serious or critical violations',
  ).toBe(0);
}
