import type { Locator, Page } from '@playwright/test';
import { expect, storageStateFor, test } from '../../support/fixtures';

/**
 * A text button set under text starts where that text starts (components/text-button-at-start.ts),
 * and a record's way back to its list is a link at the page's edge (components/back-link.tsx). A
 * text button's padding otherwise set its label 5–16 px in from the title above it.
 */

/** Where a text's first glyph starts, in CSS px (not its box: a button's box starts at its padding). */
async function textStart(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const range = document.createRange();
    range.selectNodeContents(walker.nextNode()!);
    return range.getBoundingClientRect().left;
  });
}

/** The way back (components/back-link.tsx) starts with its arrow at the page's first letter. */
async function expectBackLinkAtEdge(page: Page, name: string) {
  const back = page.getByRole('link', { name, exact: true });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(Math.abs((await back.boundingBox())!.x - (await textStart(heading))), name).toBeLessThanOrEqual(1);
}

/** Counts like "5 points" or "1 place left" in a line of facts that broke between number and word. */
async function brokenCounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\d[\d,.]* (points?|places? left|files?)\b/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function expectLinedUp(page: Page, label: Locator, above: Locator) {
  await expect(label).toBeVisible();
  expect(
    Math.abs((await textStart(label)) - (await textStart(above))),
    await label.innerText(),
  ).toBeLessThanOrEqual(1);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('an educator', () => {
      test.use({ storageState: storageStateFor('educator') });

      test('a point request card: Edit starts under its title', async ({ page }) => {
        await page.goto('/me/points');
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: /^Edit / }) })
          .first();
        await expectLinedUp(page, card.getByRole('link', { name: /^Edit / }), card.getByRole('heading'));
      });

      test('a program: the way back is a link at the page edge, and no count breaks between number and word', async ({
        page,
      }) => {
        await page.goto('/me/points');
        await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
        expect(await brokenCounts(page)).toEqual([]);
        await page.goto('/me/programs');
        await page
          .getByRole('link', { name: /points/ })
          .first()
          .click();
        await expectBackLinkAtEdge(page, 'All programs');
        await expect(page.getByText(/\d+ points?/).first()).toBeVisible();
        expect(await brokenCounts(page)).toEqual([]);
        await page.getByRole('link', { name: 'All programs', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
      });

      test('a VCM revision: the way back is a link at the page edge; Add another work experience starts under the list', async ({
        page,
      }) => {
        await page.goto('/me/vcm');
        await page
          .getByRole('link', { name: /Revision 1/ })
          .first()
          .click();
        // The link starts with its arrow, at the heading's first letter.
        const back = page.getByRole('link', { name: 'My VCM', exact: true });
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        expect(Math.abs((await back.boundingBox())!.x - (await textStart(heading)))).toBeLessThanOrEqual(1);
        await back.click();
        await expect(page.getByRole('heading', { level: 1, name: 'My VCM' })).toBeVisible();
        await page
          .getByRole('link', { name: /Revision 1/ })
          .first()
          .click();
        const experiences = page.getByRole('region', { name: 'Work experiences' }).first();
        await expectLinedUp(
          page,
          experiences.getByRole('button', { name: 'Add another work experience' }),
          experiences.getByRole('heading', { name: 'Work experiences' }),
        );
      });
    });

    test.describe('an institute admin', () => {
      test.use({ storageState: storageStateFor('institute_admin') });

      test('the import screens: the way back is the same link at the page edge', async ({ page }) => {
        await page.goto('/users_import');
        await expectBackLinkAtEdge(page, 'Manage Users');
        await page.goto('/import_points');
        await expectBackLinkAtEdge(page, 'Manage Users');
        await page.getByRole('link', { name: 'Manage Users', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
      });

      test('a VCM: the way back is a link at the page edge, and its tools start or end at the edges', async ({
        page,
      }) => {
        await page.goto('/vcm');
        await page
          .getByRole('grid', { name: 'VCMs' })
          .getByRole('link', { name: /Revision/ })
          .first()
          .click();
        await expectBackLinkAtEdge(page, 'Manage VCMs');
        // Buttons and the History link, in order.
        const tools = page.getByRole('group', { name: 'VCM tools' }).locator(':scope > *');
        const heading = page.getByRole('heading', { level: 1 });
        if (width === 390) {
          // Wrapped under the title: the first tool's label starts where the title does.
          await expectLinedUp(page, tools.first(), heading);
        } else {
          // Beside the title: the last tool's label ends at the page's edge, where the header ends.
          const last = await tools.last().evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().right;
          });
          const header = (await page.locator('main header').first().boundingBox())!;
          expect(Math.abs(last - (header.x + header.width))).toBeLessThanOrEqual(1);
        }
      });
    });

    test.describe('a supervisor', () => {
      test.use({ storageState: storageStateFor('supervisor') });

      test("My Team: each count's link starts under its number", async ({ page }) => {
        await page.goto('/team');
        for (const name of [/^Registrations to approve/, /^VCMs to review/]) {
          const link = page.getByRole('button', { name });
          await expectLinedUp(page, link, link.locator('xpath=preceding-sibling::p[1]'));
        }
      });
    });
  });
}
