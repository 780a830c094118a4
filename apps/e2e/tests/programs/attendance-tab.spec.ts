import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
  waitForEmail,
} from '../../support/fixtures';
import { addUser, openAttendance, registerThroughApi, seedProgram } from './attendance-helpers';

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('registers two users, marks attendance, completes one with notify and uncompletes with confirmation', async ({
    page,
    seed,
    adminApi,
  }, testInfo) => {
    // The whole run of a program's attendance, on a machine that may be busy with other suites.
    test.setTimeout(150_000);
    const program = await seedProgram(adminApi);
    const [kickOff, wrapUp] = program.workshops;
    const ann = await seed.user({ roles: ['educator'], givenName: 'Ann' });
    const ben = await seed.user({ roles: ['guest'], givenName: 'Ben' });

    await openAttendance(page, program.id);
    await expect(page.getByText('No one is registered yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import Registrations' })).toHaveAttribute(
      'href',
      `/import_registrations/${program.id}`,
    );
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/v1/programs/${program.id}/registrations.csv`,
    );
    await expect(page.getByRole('link', { name: 'Attendance PDF' })).toHaveAttribute(
      'href',
      `/api/v1/programs/${program.id}/attendance.pdf`,
    );

    await addUser(page, ann.employeeNumber, ann.fullName);
    await expect(page.getByText(`${ann.fullName} is registered`)).toBeVisible();
    await addUser(page, ben.familyName, ben.fullName);
    const table = page.getByRole('table', { name: 'Registrations' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByText('2 registered')).toBeVisible();
    const annRow = table.getByRole('row', { name: new RegExp(ann.familyName) });
    await expect(annRow.getByText('Approved')).toBeVisible();

    // Both workshops are weeks away: ticking one asks first, once per workshop; Cancel ticks nothing.
    const present = (workshop: string, name: string) =>
      page.getByRole('checkbox', { name: `Present at ${workshop} — ${name}` });
    const early = page.getByRole('alertdialog', { name: 'Mark attendance for a workshop not yet held?' });
    await present(kickOff.name, ann.fullName).click();
    await expect(early).toContainText(`${kickOff.name} starts on`);
    await early.getByRole('button', { name: 'Cancel' }).click();
    await expect(present(kickOff.name, ann.fullName)).not.toBeChecked();
    // Attendance is saved at once, and the status line (read out by screen readers) says so.
    const saved = page.getByRole('status').filter({ hasText: /^Saved: / });
    await present(kickOff.name, ann.fullName).click();
    await early.getByRole('button', { name: 'Mark present' }).click();
    await expect(present(kickOff.name, ann.fullName)).toBeChecked();
    await expect(saved).toHaveText(`Saved: ${ann.fullName} present at ${kickOff.name}`);
    await present(wrapUp.name, ann.fullName).click();
    await early.getByRole('button', { name: 'Mark present' }).click();
    await expect(saved).toHaveText(`Saved: ${ann.fullName} present at ${wrapUp.name}`);
    await present(kickOff.name, ben.fullName).check();
    await expect(early).toBeHidden();
    await expect(saved).toHaveText(`Saved: ${ben.fullName} present at ${kickOff.name}`);
    // Each tick's own status line says it was saved, so the reload cannot cut a save short.
    await page.getByRole('checkbox', { name: `Hurdle — ${ann.fullName}` }).check();
    await expect(saved).toHaveText(`Saved: Hurdle ticked for ${ann.fullName}`);
    await page.getByRole('checkbox', { name: `Learning Journey — ${ann.fullName}` }).check();
    await expect(saved).toHaveText(`Saved: Learning Journey ticked for ${ann.fullName}`);
    await page.reload();
    await expect(present(kickOff.name, ann.fullName)).toBeChecked();
    await expect(present(wrapUp.name, ann.fullName)).toBeChecked();
    await expect(present(kickOff.name, ben.fullName)).toBeChecked();
    await expect(present(wrapUp.name, ben.fullName)).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Hurdle — ${ann.fullName}` })).toBeChecked();

    // Completing asks whether to notify; yes by default.
    await page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` }).click();
    const notifyDialog = page.getByRole('dialog', { name: `Mark ${ann.fullName} completed?` });
    await expect(notifyDialog.getByRole('checkbox', { name: 'Notify the user' })).toBeChecked();
    await notifyDialog.getByRole('button', { name: 'Mark completed' }).click();
    await expect(page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` })).toBeChecked();
    // Both workshops attended: 5 + 3 points. A completed row is locked.
    await expect(page.getByLabel(`Points — ${ann.fullName}`)).toHaveText('8');
    await expect(present(kickOff.name, ann.fullName)).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: `Hurdle — ${ann.fullName}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Remove ${ann.fullName}` })).toBeDisabled();
    await waitForEmail(ann.email, 15_000, { subject: `Program completed: ${program.name}` });
    await attachScreenshot(page, testInfo, 'attendance-completed');
    await expectNoSeriousA11yViolations(page, { label: 'attendance tab' });

    // Uncompleting asks first; Cancel changes nothing.
    await page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` }).click();
    const confirmDialog = page.getByRole('alertdialog', { name: `Uncomplete ${ann.fullName}?` });
    await expect(confirmDialog).toContainText('removes the 8 points');
    await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` })).toBeChecked();
    await page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Uncomplete' }).click();
    await expect(page.getByRole('checkbox', { name: `Completed — ${ann.fullName}` })).not.toBeChecked();
    await expect(page.getByLabel(`Points — ${ann.fullName}`)).toHaveCount(0);
    await expect(present(kickOff.name, ann.fullName)).toBeEnabled();

    // Remove, once confirmed.
    await page.getByRole('button', { name: `Remove ${ben.fullName}` }).click();
    await page
      .getByRole('alertdialog', { name: `Remove ${ben.fullName}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('adding a user to a full program shows the server message for 4 seconds', async ({
    page,
    seed,
    adminApi,
  }) => {
    const program = await seedProgram(adminApi, { limit: 1 });
    const first = await seed.user({ roles: ['educator'], givenName: 'First' });
    const late = await seed.user({ roles: ['educator'], givenName: 'Late' });
    await registerThroughApi(adminApi, program.id, first.id);

    await openAttendance(page, program.id);
    await expect(page.getByText('1/1 registered · the program is full')).toBeVisible();
    await addUser(page, late.employeeNumber, late.fullName);
    const toast = page.getByTestId('message-bar').filter({ hasText: 'This program is full.' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('row')).toHaveCount(2);
    await expect(toast).toBeHidden({ timeout: 6_000 });

    // A refusal about the user names them.
    await addUser(page, first.employeeNumber, first.fullName);
    await expect(
      page
        .getByTestId('message-bar')
        .filter({ hasText: `${first.fullName} is already registered for this program` }),
    ).toBeVisible();
  });

  test('the tabs are links: Attendance waits while Program Details has unsaved changes', async ({
    page,
    adminApi,
  }) => {
    const program = await seedProgram(adminApi);
    await openAttendance(page, program.id);
    const sections = page.getByRole('tablist', { name: 'Program sections' });
    await sections.getByRole('tab', { name: 'Program Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}$`));
    const attendance = sections.getByRole('tab', { name: /^Attendance/ });
    await expect(attendance).toHaveAttribute('aria-selected', 'false');

    await page.getByRole('textbox', { name: 'Program name' }).fill(`${program.name} (edited)`);
    await expect(attendance).toHaveAttribute('aria-disabled', 'true');
    await attendance.click({ force: true }); // a click on it all the same changes nothing
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}$`));
    await page.getByRole('textbox', { name: 'Program name' }).fill(program.name);
    await expect(attendance).not.toHaveAttribute('aria-disabled');
    await attendance.click();
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}\\?tab=attendance$`));
    await expect(attendance).toHaveAttribute('aria-selected', 'true');
  });
});
