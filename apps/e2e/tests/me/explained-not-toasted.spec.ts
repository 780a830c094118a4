import type { Page, Response } from '@playwright/test';
import { expect, storageStateFor, test } from '../../support/fixtures';

// A page of the educator app that the signed-in role has nothing for says so once, in its own words,
// decided from /me before anything is asked: no refused request, no toast on top.

type Case = { path: string; explanation: string };
const PROFILE: Case = { path: '/me/profile', explanation: 'Only educators have a profile to self-assess.' };
const VCM: Case = { path: '/me/vcm', explanation: 'Only educators have a VCM.' };
const POINTS: Case = {
  path: '/me/points',
  explanation: 'Super admins have no points history, so there are no point requests to show.',
};

async function expectExplainedOnly(page: Page, { path, explanation }: Case) {
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  };
  page.on('response', onResponse);
  await page.goto(path);
  await expect(page.getByText(explanation)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Dismiss message' })).toHaveCount(0);
  await expect(page.getByText('You are not allowed to view this information')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  page.off('response', onResponse);
  expect(refused, `refused requests on ${path}`).toEqual([]);
}

test.describe('as super admin', () => {
  test.use({ storageState: storageStateFor('super_admin') });
  test('profile, VCM and point requests explain themselves, with nothing refused', async ({ page }) => {
    for (const page_ of [PROFILE, VCM, POINTS]) await expectExplainedOnly(page, page_);
  });
});

test.describe('as facilitator', () => {
  test.use({ storageState: storageStateFor('facilitator') });
  test('profile and VCM explain themselves, with nothing refused', async ({ page }) => {
    for (const page_ of [PROFILE, VCM]) await expectExplainedOnly(page, page_);
  });
});

test('as guest: profile and VCM explain themselves, with nothing refused', async ({ page, seed }) => {
  await seed.signIn(page.context(), await seed.user({ roles: ['guest'] }));
  for (const page_ of [PROFILE, VCM]) await expectExplainedOnly(page, page_);
});
