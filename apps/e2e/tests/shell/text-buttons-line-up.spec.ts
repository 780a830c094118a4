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
