import type { Page } from '@playwright/test';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  test,
  type SeededUser,
} from '../../support/fixtures';
import type { Seed } from '../../support/seed';
import {
  RESPONSE_LABELS,
  chooseFilter,
  openProfile,
  percentShown,
  profileForm,
  profileItem,
  profileList,
  ratingGroups,
} from './educator-profiles-helpers';

const DATE = /\d{1,2}\/\d{1,2}\/\d{2}/; // d/M/yy

/**
 * Signs the page in as a new supervisor whose four new educators each have a profile of the current
 * period in one state: the names of those educators, by state.
 */
async function signInAsSupervisorOfEveryState(page: Page, seed: Seed) {
  const {
    supervisor,
    educators: [waiting, supervisorInProgress, educatorInProgress, completed],
  } = await seed.supervisorWithProfiles([
    'waiting',
    'supervisor_in_progress',
    'educator_in_progress',
    'completed',
  ]);
  await seed.signIn(page.context(), supervisor);
  const name = (educator: SeededUser | undefined) => educator!.fullName;
  return {
    supervisor,
    educators: {
      waiting: name(waiting),
      supervisorInProgress: name(supervisorInProgress),
      educatorInProgress: name(educatorInProgress),
      completed: name(completed),
    },
  };
}

test.describe('as a supervisor', () => {
  test('lists their own educators with badges, dates and counts', async ({ page, seed }, testInfo) => {
    const { supervisor, educators: EDUCATORS } = await signInAsSupervisorOfEveryState(page, seed);
    await page.goto('/profiling');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Profiles' })).toBeVisible();
    // Only admins pick a supervisor or see the business ideal.
    await expect(
      page.getByRole('heading', { level: 2, name: `${supervisor.fullName}'s Educators` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /'s Educators$/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Business Ideal' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Open Profiles');

    // The tab counts the open profiles: the ones the list shows under Open Profiles.
    const items = profileList(page).getByRole('link');
    await expect(items.first()).toBeVisible();
    const openCount = await items.count();
    await expect(page.getByRole('tab', { name: `Educator Profiles (${openCount})` })).toBeVisible();
    // The first profile is selected without a click.
    await expect(items.first()).toHaveAttribute('aria-current', 'page');
    await expect(profileForm(page).getByRole('heading', { level: 2 })).toHaveText(
      (await items.first().locator('span').first().textContent()) ?? '',
    );

    const waiting = profileItem(page, EDUCATORS.waiting);
    await expect(waiting).toContainText('Waiting for Supervisor');
    await expect(waiting).toContainText(new RegExp(`Educator completed ${DATE.source}`));
    await expect(waiting).toContainText(/\d+ responses/);
    await expect(profileItem(page, EDUCATORS.supervisorInProgress)).toContainText(
      'In Progress for Supervisor',
    );
    await page.screenshot({ path: '/tmp/profiling-supervisor-open.png', fullPage: true });
    await expectNoSeriousA11yViolations(page, { label: 'Educator Profiles, open' });

    await chooseFilter(page, 'Educator In Progress');
    await expect(page).toHaveURL(/\/profiling\?filter=in_progress$/);
    await expect(profileItem(page, EDUCATORS.educatorInProgress)).toContainText('In Progress with Educator');
    await expect(profileItem(page, EDUCATORS.waiting)).toHaveCount(0);

    await chooseFilter(page, 'Resolved Profiles');
    const completed = profileItem(page, EDUCATORS.completed);
    await expect(completed).toContainText(new RegExp(`Completed ${DATE.source}`));
    await expect(completed.getByText(/Waiting|In Progress/)).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'educator-profiles-resolved');
  });

  test('shows the red dot on Profiling while profiles are open', async ({ page, seed }) => {
    const { supervisor } = await seed.supervisorWithProfiles(['waiting']);
    await seed.signIn(page.context(), supervisor);
    await page.goto('/programs');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profiling (needs attention)' }),
    ).toBeVisible();
  });

  test('Previous, Next and Submit: hidden, disabled and enabled as the rating allows', async ({
    page,
    seed,
  }) => {
    const { educators: EDUCATORS } = await signInAsSupervisorOfEveryState(page, seed);
    await page.goto('/profiling');
    // A profile waiting for the supervisor: nothing rated, so Next waits; Previous is hidden on the first domain.
    await openProfile(page, EDUCATORS.waiting);
    const form = profileForm(page);
    await expect(form.getByText('Domain 1 of')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Previous Domain' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Next Domain' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Submit Profile' })).toHaveCount(0);
    await expect(
      ratingGroups(page).first().getByRole('radio', { name: 'Not yet', exact: true }),
    ).toBeEnabled();
    // Each statement shows the educator's answer and the business ideal's.
    const firstStatement = form.getByRole('listitem').first();
    await expect(firstStatement).toContainText(/Educator:\s*(Not yet|Developing|Capable|Highly capable)/);
    await expect(firstStatement).toContainText('Business ideal:');

    // The educator is still answering: the radios are disabled and the profile can be read page by page.
    await chooseFilter(page, 'Educator In Progress');
    await openProfile(page, EDUCATORS.educatorInProgress);
    await expect(form.getByText('is still completing their profile')).toBeVisible();
    await expect(ratingGroups(page).first().getByRole('radio').first()).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Next Domain' })).toBeEnabled();

    // Completed: every radio disabled, and no Submit on the last domain.
    await chooseFilter(page, 'Resolved Profiles');
    await openProfile(page, EDUCATORS.completed);
    await expect(form.getByText('it can no longer be changed')).toBeVisible();
    await expect(ratingGroups(page).first().getByRole('radio', { checked: true })).toBeDisabled();
    const next = form.getByRole('button', { name: 'Next Domain' });
    while ((await next.count()) > 0) {
      await next.click();
      await expect(form.getByRole('button', { name: 'Previous Domain' })).toBeVisible();
    }
    await expect(form.getByText(/Domain (\d+) of \1/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit Profile' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Delete profile' })).toHaveCount(0);
  });

  test('/profiling/{educator} opens that educator’s profile', async ({ page, seed }) => {
    const { supervisor, educators } = await seed.supervisorWithProfiles(['waiting', 'waiting']);
    await seed.signIn(page.context(), supervisor);
    const EDUCATORS = { waiting: educators[1]!.fullName };
    await page.goto('/profiling');
    await openProfile(page, EDUCATORS.waiting);
    const url = page.url();
    await page.goto('/profiling');
    await page.goto(url);
    await expect(profileForm(page).getByRole('heading', { level: 2, name: EDUCATORS.waiting })).toBeVisible();
    await expect(profileItem(page, EDUCATORS.waiting)).toHaveAttribute('aria-current', 'page');
  });

  test('emails the profile to the supervisor', async ({ page, mailbox, seed }) => {
    const { supervisor, educators: EDUCATORS } = await signInAsSupervisorOfEveryState(page, seed);
    await page.goto('/profiling');
    await openProfile(page, EDUCATORS.supervisorInProgress);
    await profileForm(page).getByRole('button', { name: 'Email profile to supervisor' }).click();
    await expect(
      page.getByText(
        `The profile of ${EDUCATORS.supervisorInProgress} has been emailed to ${supervisor.email}.`,
      ),
    ).toBeVisible();
    const email = await mailbox.waitFor(supervisor.email, 15_000, {
      subject: `Profile of ${EDUCATORS.supervisorInProgress}`,
    });
    expect(email.text).toContain(EDUCATORS.supervisorInProgress);
  });

  test('opens the profile PDF in a new tab', async ({ page, seed }) => {
    const { supervisor, educators } = await seed.supervisorWithProfiles(['supervisor_in_progress']);
    await seed.signIn(page.context(), supervisor);
    await page.goto('/profiling');
    await openProfile(page, educators[0]!.fullName);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      profileForm(page).getByRole('link', { name: 'Open profile PDF' }).click(),
    ]);
    expect(popup.url()).toMatch(/\/api\/v1\/profiles\/\d+\.pdf$/);
    await popup.close();
  });
});

test.describe("as a supervisor of the test's own educators", () => {
  test('rates a waiting profile through every domain and submits it', async ({ page, seed }, testInfo) => {
    // A supervisor of this test's own, with one waiting profile and one still open (the count drops to 1).
    const {
      supervisor,
      educators: [educator, other],
    } = await seed.supervisorWithProfiles(['waiting', 'waiting']);
    await seed.signIn(page.context(), supervisor);
    await page.goto('/profiling');
    await expect(
      page.getByRole('heading', { level: 2, name: `${supervisor.fullName}'s Educators` }),
    ).toBeVisible();
    const rated = profileItem(page, educator!.fullName);
    await expect(rated).toContainText('Waiting for Supervisor');
    await expect(profileItem(page, other!.fullName)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Educator Profiles (2)' })).toBeVisible();
    await openProfile(page, educator!.fullName);
    await expect(page).toHaveURL(/\/profiling\/\d+$/);
    const form = profileForm(page);
    await expect(form.getByTestId('supervisor-percent')).toHaveText('0%');

    const next = form.getByRole('button', { name: 'Next Domain' });
    const submit = form.getByRole('button', { name: 'Submit Profile' });
    let domain = 1;
    for (;;) {
      await expect(form.getByText(`Domain ${domain} of`)).toBeVisible();
      if (domain === 1) await expect(form.getByRole('button', { name: 'Previous Domain' })).toHaveCount(0);
      else await expect(form.getByRole('button', { name: 'Previous Domain' })).toBeVisible();
      const isLast = (await next.count()) === 0;
      const groups = ratingGroups(page);
      // The statements load after the domain's heading.
      await expect(groups.first()).toBeVisible();
      const count = await groups.count();
      for (let i = 0; i < count; i++) {
        if (!isLast) await expect(next).toBeDisabled();
        else await expect(submit).toHaveCount(0);
        const before = await percentShown(page);
        const label = RESPONSE_LABELS[(domain + i) % RESPONSE_LABELS.length];
        const radio = groups.nth(i).getByRole('radio', { name: label, exact: true });
        await radio.click();
        await expect(radio).toBeChecked();
        await expect.poll(() => percentShown(page)).toBeGreaterThan(before);
      }
      if (domain === 1) {
        // Rated once: the badge moves on.
        await expect(rated).toContainText('In Progress for Supervisor');
        await page.screenshot({ path: '/tmp/profiling-rating.png', fullPage: true });
      }
      if (isLast) break;
      await expect(next).toBeEnabled();
      await next.click();
      domain += 1;
    }

    await expect(form.getByTestId('supervisor-percent')).toHaveText('100%');
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: '/tmp/profiling-submit-ready.png', fullPage: true });
    await submit.click();
    await expect(page.getByText(`${educator!.fullName}'s profile was submitted.`)).toBeVisible();
    await expect(submit).toHaveCount(0);
    await expect(ratingGroups(page).first().getByRole('radio').first()).toBeDisabled();
    await expect(form.getByText('it can no longer be changed')).toBeVisible();
    // It is no longer open: it leaves the list, and the tab's count drops.
    await expect(rated).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Educator Profiles (1)' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'educator-profile-submitted');

    await chooseFilter(page, 'Resolved Profiles');
    await expect(rated).toContainText(new RegExp(`Completed ${DATE.source}`));
    await expect(rated.getByText(/Waiting|In Progress/)).toHaveCount(0);
  });
});
