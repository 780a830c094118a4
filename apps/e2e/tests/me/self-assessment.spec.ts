import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { openProfile, profileForm, profileItem, ratingGroups } from '../profiling/educator-profiles-helpers';

/** Answers every statement of every domain with `label`, paging with `next` until the last domain. */
async function answerEveryDomain(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: string,
  next: string,
) {
  for (let domain = 0; domain < 50; domain += 1) {
    const groups = scope.getByRole('radiogroup');
    const count = await groups.count();
    for (let i = 0; i < count; i += 1) {
      const radio = groups.nth(i).getByRole('radio', { name: label, exact: true });
      await radio.check();
      await expect(radio).toBeChecked();
    }
    const button = page.getByRole('button', { name: next });
    if ((await button.count()) === 0) return;
    await expect(button).toBeEnabled();
    await button.click();
    // The next domain is shown when its first statement is unanswered again.
    await expect(groups.first().getByRole('radio', { name: label, exact: true })).not.toBeChecked();
  }
}

test('an educator self-assesses and submits at phone width; the supervisor rates; the educator sees the comparison', async ({
  browser,
  seed,
}) => {
  test.setTimeout(120_000);
  const supervisor = await seed.user({ givenName: 'Sam', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Ella', roles: ['educator'], supervisorId: supervisor.id });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await seed.signIn(phone, educator);
  const me = await phone.newPage();
  await me.goto('/me/profile');
  await expect(me.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(me.getByText('Not started')).toBeVisible();
  await expect(me.getByRole('radiogroup').first()).toBeVisible();
  await expectNoHorizontalOverflow(me, 'My Profile, the first domain');
  await answerEveryDomain(me, me.locator('main'), 'Capable', 'Next domain');
  await expect(me.getByText(/\(100%\)/)).toBeVisible();
  await expectNoHorizontalOverflow(me, 'My Profile, the last domain');
  await expectNoSeriousA11yViolations(me);
  await me.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = me.getByRole('alertdialog', { name: 'Submit your self-assessment?' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(me.getByText(/Waiting for your supervisor/)).toBeVisible();
  await expect(me.getByRole('radio').first()).toBeDisabled();

  const desk = await browser.newContext();
  await seed.signIn(desk, supervisor);
  const staff = await desk.newPage();
  await staff.goto('/profiling');
  await expect(profileItem(staff, educator.fullName)).toContainText('Waiting for Supervisor');
  await openProfile(staff, educator.fullName);
  await expect(ratingGroups(staff).first()).toBeVisible();
  await answerEveryDomain(staff, profileForm(staff), 'Developing', 'Next Domain');
  await profileForm(staff).getByRole('button', { name: 'Submit Profile' }).click();
  await expect(profileForm(staff).getByRole('button', { name: 'Submit Profile' })).toHaveCount(0);

  await me.reload();
  await expect(me.getByText(/Your profile was completed on/)).toBeVisible();
  await expect(me.getByRole('heading', { level: 2, name: 'Comparison' })).toBeVisible();
  const table = me.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toContainText('Capable');
  await expect(table.getByRole('row').nth(1)).toContainText('Developing');
  // The business ideal column: the demo's BUS × Full-time Teacher ideal expects the top or next-to-top answer.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Statement',
    'You',
    'Supervisor',
    'Business ideal',
  ]);
  // Each statement is its row's header, read with the row's values (on a phone too, where the
  // statement sits above them).
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText(/^1\. /);
  const first = firstRow.getByRole('cell');
  await expect(first.nth(0)).toHaveText('Capable');
  await expect(first.nth(1)).toHaveText('Developing');
  await expect(first.nth(2)).toHaveText(/^(Capable|Highly capable)$/);
  const [statement, you] = await Promise.all([
    firstRow.getByRole('rowheader').boundingBox(),
    first.nth(0).boundingBox(),
  ]);
  expect(you!.y, 'the values sit below the statement on a phone').toBeGreaterThanOrEqual(
    statement!.y + statement!.height - 1,
  );
  // Each column's average: every answer Capable (3) and Developing (2); the ideal between 3 and 4.
  const averageRow = table.getByRole('row').last();
  await expect(averageRow.getByRole('rowheader')).toHaveText('Average');
  await expect(averageRow.getByRole('cell')).toHaveText(['3.0', '2.0', /^(3\.\d|4\.0)$/]);
  await expectNoHorizontalOverflow(me, 'the comparison');
  await expectNoSeriousA11yViolations(me);
  await phone.close();
  await desk.close();
});
