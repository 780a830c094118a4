import {
  ROLE_ACCOUNTS,
  asNewUser,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueSuffix,
} from '../../support/fixtures';
import { chooseOption } from './users-helpers';

test.describe('as institute admin', () => {
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test('creates an educator and lands on their profile', async ({ page, mailbox, seed }) => {
    const suffix = uniqueSuffix();
    const chosen = await seed.user({ givenName: 'Sid', familyName: `Visor${suffix}`, roles: ['supervisor'] });
    const email = `new-${suffix}@demo.test`;
    await page.goto('/users/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Employee number' }).fill(`N-${suffix}`);
    await page.getByRole('textbox', { name: 'Given name' }).fill('Nova');
    await page.getByRole('textbox', { name: 'Family name' }).fill(`Created${suffix}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await chooseOption(page, 'Employment type', 'Part-time Teacher');
    await chooseOption(page, 'Department', 'Health');

    // The supervisor belongs to educators and guests only.
    const supervisor = page.getByRole('combobox', { name: 'Supervisor' });
    await expect(supervisor).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Educator' }).check();
    await supervisor.fill(`sid visor${suffix}`);
    await page.getByRole('option', { name: new RegExp(chosen.fullName) }).click();
    await expect(supervisor).toHaveValue(chosen.fullName);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Nova Created${suffix}` })).toBeVisible();
    await expect(
      page.getByText('User created. They have been emailed a link to choose a password.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Supervisor' })).toHaveValue(chosen.fullName);
    // The invitation to choose a password.
    const invitation = await mailbox.waitFor(email);
    expect(invitation.text).toContain('password');
  });

  test('a refused create shows the messages beside the fields and under the buttons', async ({
    page,
    seed,
  }) => {
    const existing = await seed.user();
    await page.goto('/users/new');
    await page.getByRole('textbox', { name: 'Employee number' }).fill(existing.employeeNumber);
    await page.getByRole('textbox', { name: 'Given name' }).fill('Dup');
    await page.getByRole('textbox', { name: 'Family name' }).fill('Licate');
    await page.getByRole('textbox', { name: 'Email' }).fill(existing.email);
    await page.getByRole('button', { name: 'Save' }).click();
    // No role: the contract's rule, before anything is sent.
    await expect(page.getByText('must include at least one role')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Educator' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The user could not be saved' })).toBeVisible();
    await expect(page.getByText('has already been taken')).toHaveCount(2); // email, employee number
    // Department and employment type; and the supervisor, which educators need as in the import.
    await expect(page.getByText("can't be blank for an educator", { exact: true })).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Supervisor' })).toHaveAccessibleDescription(
      "can't be blank for an educator or guest",
    );
    await expect(page).toHaveURL(/\/users\/new$/);
  });

  test('edits a user: Save waits for a change, and the change persists', async ({ page, seed }) => {
    const user = await seed.user({ givenName: 'Edna' });
    await page.goto(`/users/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: user.fullName })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    const familyName = page.getByRole('textbox', { name: 'Family name' });
    await familyName.fill(`${user.familyName}x`);
    await expect(save).toBeEnabled();
    await familyName.fill(user.familyName);
    await expect(save).toBeDisabled();

    await familyName.fill(`Renamed${uniqueSuffix()}`);
    const renamed = await familyName.inputValue();
    await page.getByRole('checkbox', { name: 'Supervisor' }).check();
    await save.click();
    await expect(page.getByText('User saved.')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.getByRole('heading', { level: 1, name: `Edna ${renamed}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Family name' })).toHaveValue(renamed);
    await expect(page.getByRole('checkbox', { name: 'Supervisor' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Facilitator' })).toBeChecked();
  });

  test('deactivates a user after confirming, then lists them under Inactive', async ({ page, seed }) => {
    const user = await seed.user({ givenName: 'Dee' });
    await page.goto(`/users/${user.id}`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const question = page.getByRole('alertdialog', { name: 'Deactivate user?' });
    await expect(question).toContainText(user.fullName);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await question.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(page.getByText('User deactivated.')).toBeVisible();

    await page.getByRole('link', { name: 'Manage Users' }).click();
    const filters = page.getByRole('search', { name: 'Filter users' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill(user.familyName);
    await filters.getByRole('button', { name: 'Filter' }).click();
    // Active users only, so no one (the unfiltered list had many): the user is inactive now.
    await expect(page).toHaveURL(/full_name_cont/);
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link')).toHaveCount(0);
    await chooseOption(page, 'Status', 'Inactive');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('row', { name: new RegExp(`${user.fullName}.*Inactive`) })).toBeVisible();
  });

  test('a super admin shows one fixed Super Admin role', async ({ page }) => {
    // The demo super admin on purpose: no API makes a super admin, and it is the only one.
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill(ROLE_ACCOUNTS.super_admin.fullName);
    await filters.getByRole('button', { name: 'Filter' }).click();
    // Click only once the filtered rows are in: a link of the rows being replaced may swallow the click.
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link')).toHaveCount(1);
    await table.getByRole('link', { name: ROLE_ACCOUNTS.super_admin.fullName }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const roles = page.getByRole('group', { name: 'Roles' });
    await expect(roles.getByRole('checkbox')).toHaveCount(1);
    await expect(roles.getByRole('checkbox', { name: 'Super Admin' })).toBeChecked();
    await expect(roles.getByRole('checkbox', { name: 'Super Admin' })).toBeDisabled();
  });

  test('an unknown user shows No User', async ({ page }) => {
    await page.goto('/users/99999999');
    await expect(page.getByRole('heading', { name: 'No User' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('the profile and the new-user form have no serious accessibility problems', async ({ page, seed }) => {
    const supervisor = await seed.user({ givenName: 'Sid', roles: ['supervisor'] });
    const educator = await seed.user({ givenName: 'Eda', roles: ['educator'], supervisorId: supervisor.id });
    await page.goto('/users/new');
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'new user' });
    // Filtered by the URL: the whole list's first page depends on the users other tests add.
    await page.goto(`/users?q[full_name_cont]=${encodeURIComponent(educator.fullName)}`);
    await page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: educator.fullName }).click();
    await expect(page.getByRole('combobox', { name: 'Supervisor' })).toHaveValue(supervisor.fullName);
    await expectNoSeriousA11yViolations(page, { label: 'user profile' });
  });
});

test('offers Save but never Deactivate on the admin’s own profile', async ({ page, seed }) => {
  const own = await seed.user({ givenName: 'Ida', roles: ['institute_admin'] });
  await seed.signIn(page.context(), own);
  await page.goto(`/users/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own.fullName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
});

test.describe('as supervisor', () => {
  test("reads an educator's profile without Save or the active toggle", async ({ page, seed }) => {
    const supervisor = await seed.user({ givenName: 'Sid', roles: ['supervisor'] });
    const educator = await seed.user({ givenName: 'Eda', roles: ['educator'], supervisorId: supervisor.id });
    await seed.signIn(page.context(), supervisor);
    await page.goto('/users');
    await page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: educator.fullName }).click();
    await expect(page.getByRole('heading', { level: 1, name: educator.fullName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Given name' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Educator' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(page.getByText('Only administrators can change these details.')).toBeVisible();
  });

  test('is told on /users/new, under its heading, that only administrators add users', async ({
    page,
    seed,
  }) => {
    await seed.signIn(page.context(), await seed.user({ roles: ['supervisor'] }));
    await page.goto('/users/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
    await expect(page.getByText('Only administrators can add users.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Given name' })).toHaveCount(0);
  });
});
