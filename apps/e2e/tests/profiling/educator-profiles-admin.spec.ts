import {
  asNewUser,
  expect,
  expectNoSeriousA11yViolations,
  attachScreenshot,
  test,
} from '../../support/fixtures';
import {
  SUPERVISOR_SEARCH,
  chooseFilter,
  openProfile,
  percentShown,
  profileForm,
  profileItem,
  profileListSection,
  ratingGroups,
  selectSupervisor,
} from './educator-profiles-helpers';

// Manage Profiles as an admin: any supervisor's educators, deleting, and the empty states.
// The supervisor's own view is in educator-profiles.spec.ts.

test.describe('as an institute admin', () => {
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test('switches supervisor through the modal, and the choice survives a reload', async ({
    page,
    seed,
  }, testInfo) => {
    const mine = await seed.supervisorWithProfiles(['waiting']);
    const other = await seed.supervisorWithProfiles(['waiting']);
    const { supervisor } = mine;
    const waiting = mine.educators[0]!.fullName;
    await page.goto('/profiling');
    await expect(page.getByRole('tab', { name: 'Business Ideal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Educator Profiles \(\d+\)$/ })).toBeVisible();
    // An admin who supervises no one gets no red dot.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiling', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: /'s Educators$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Supervisor' });
    await expect(dialog.getByRole('combobox', { name: SUPERVISOR_SEARCH })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Select Supervisor' })).toBeDisabled();
    await dialog.getByRole('combobox').fill(supervisor.familyName);
    await expect(page.getByRole('option', { name: new RegExp(supervisor.fullName) })).toBeVisible();
    await page.screenshot({ path: '/tmp/profiling-select-supervisor.png' });
    await expectNoSeriousA11yViolations(page, { label: 'Select Supervisor modal' });
    // Escape closes the suggestions, then Cancel closes the modal without a change.
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await selectSupervisor(page, supervisor.familyName, supervisor.fullName);
    await expect(profileItem(page, waiting)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: `${supervisor.fullName}'s Educators` }),
    ).toBeVisible();
    await expect(profileItem(page, waiting)).toBeVisible();

    await selectSupervisor(page, other.supervisor.familyName, other.supervisor.fullName);
    await expect(profileItem(page, waiting)).toHaveCount(0);
    await expect(profileItem(page, other.educators[0]!.fullName)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: `${other.supervisor.fullName}'s Educators` }),
    ).toBeVisible();
    await attachScreenshot(page, testInfo, 'educator-profiles-admin');
  });

  test('while a search is on its way, the suggestions shown narrow to the text, and one clicked as the answer lands is chosen', async ({
    page,
    seed,
  }) => {
    const { supervisor } = await seed.supervisorWithProfiles(['waiting']);
    const { supervisor: another } = await seed.supervisorWithProfiles(['waiting']);
    const typed = supervisor.familyName;
    // The opening search answers both supervisors; the search for the typed name waits for the test.
    let releaseSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    const searched: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/users/autocomplete',
      async (route) => {
        const text = new URL(route.request().url()).searchParams.get(
          'q[given_name_or_family_name_or_unique_identifier_cont]',
        );
        if (!text) {
          const both = [supervisor, another].map((user) => ({ id: user.id, full_name: user.fullName }));
          return route.fulfill({ json: { data: both } });
        }
        searched.push(text);
        await searchHeld;
        return route.continue();
      },
    );
    await page.goto('/profiling');
    await page.getByRole('button', { name: /'s Educators$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Supervisor' });
    await dialog.getByRole('combobox', { name: SUPERVISOR_SEARCH }).fill(typed);
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveText([new RegExp(supervisor.fullName)]);
    await expect.poll(() => searched).toEqual([typed]);
    await expect(listbox.getByRole('option', { name: new RegExp(another.fullName) })).toHaveCount(0);

    releaseSearch();
    await listbox.getByRole('option', { name: new RegExp(supervisor.fullName) }).click();
    await expect(dialog.getByRole('combobox', { name: SUPERVISOR_SEARCH })).toHaveValue(supervisor.fullName);
    await dialog.getByRole('button', { name: 'Select Supervisor' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `${supervisor.fullName}'s Educators` }),
    ).toBeVisible();
  });

  test('rates for the supervisor', async ({ page, seed }) => {
    const {
      supervisor,
      educators: [educator],
    } = await seed.supervisorWithProfiles(['waiting']);
    await page.goto('/profiling');
    await selectSupervisor(page, supervisor.familyName, supervisor.fullName);
    const item = profileItem(page, educator!.fullName);
    await expect(item).toContainText('Waiting for Supervisor');
    await openProfile(page, educator!.fullName);
    const radio = ratingGroups(page).first().getByRole('radio', { name: 'Capable', exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
    await expect.poll(() => percentShown(page)).toBeGreaterThan(0);
    await expect(item).toContainText('In Progress for Supervisor');
  });

  test('deletes a profile that is not completed, after confirming', async ({ page, seed }) => {
    const {
      supervisor,
      educators: [waiting, completed],
    } = await seed.supervisorWithProfiles(['waiting', 'completed']);
    await page.goto('/profiling');
    await selectSupervisor(page, supervisor.familyName, supervisor.fullName);
    await openProfile(page, waiting!.fullName);
    const remove = profileForm(page).getByRole('button', { name: 'Delete profile' });

    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete profile?' });
    await expect(confirm).toContainText(waiting!.fullName);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(profileItem(page, waiting!.fullName)).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete profile' }).click();
    await expect(page.getByText(`${waiting!.fullName}'s profile was deleted.`)).toBeVisible();
    await expect(profileItem(page, waiting!.fullName)).toHaveCount(0);
    await expect(page).toHaveURL(/\/profiling$/);

    // Completed profiles keep their records: no delete icon.
    await chooseFilter(page, 'Resolved Profiles');
    await openProfile(page, completed!.fullName);
    await expect(profileForm(page).getByRole('button', { name: 'Delete profile' })).toHaveCount(0);
  });

  test('empty states: loading, no profiles, no supervisors', async ({ page }) => {
    // Demo Institute has profiles under every filter, so the server's answers are stubbed here.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/profiles',
      async (route) => {
        await listHeld;
        await route.fulfill({ json: { data: [], meta: { total: 0, page: 1, per_page: 100 } } });
      },
    );
    await page.goto('/profiling');
    await expect(profileListSection(page).getByText('Loading...', { exact: true })).toBeVisible();
    releaseList();
    await expect(profileListSection(page).getByText('No profiles available', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Educator Profiles (0)' })).toBeVisible();
    await expect(profileForm(page)).toContainText('Select an educator to see their profile.');

    await page.route(
      (url) => url.pathname === '/api/v1/users' && url.searchParams.get('q[is_supervisor_true]') === '1',
      (route) => route.fulfill({ json: { data: [], meta: { total: 0, page: 1, per_page: 1000 } } }),
    );
    await page.reload();
    await expect(
      profileListSection(page).getByText(
        'This institute has no supervisors. Educators must be assigned to a user with the supervisor role.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Educator Profiles (0)' })).toBeVisible();
    await page.screenshot({ path: '/tmp/profiling-no-supervisors.png' });
  });
});
