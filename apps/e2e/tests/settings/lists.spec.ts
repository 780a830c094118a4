import { expect, asOwnInstituteAdmin, test } from '../../support/fixtures';
import { confirmDelete, openSection, rowTexts, unique } from './settings-helpers';

// Each test works as the admin of an institute of its own: other tests read Demo Institute's settings.
test.use(asOwnInstituteAdmin);

test('locations: add, edit and delete, with the 30-character limit and its counter', async ({ page }) => {
  await openSection(page, 'locations', 'Locations');
  const name = unique('Annex');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Location' });
  const field = create.getByRole('textbox', { name: 'Name' });

  // Blank: the contract's rule, in the server's words.
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText("can't be blank")).toBeVisible();
  // Typing stops at 30 characters, and the live counter says so.
  await field.fill('x'.repeat(40));
  await expect(field).toHaveValue('x'.repeat(30));
  await expect(create.getByText('30/30')).toBeVisible();
  await field.fill(name);
  await expect(create.getByText(`${name.length}/30`)).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('row', { name })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Location' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  const renamed = `${name} B`;
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row', { name: renamed })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await confirmDelete(page, 'Location');
  await expect(table.getByRole('row', { name: renamed })).toHaveCount(0);
});

test("the Edit modal's Save waits for a change; Create's Save shows what is required", async ({ page }) => {
  await openSection(page, 'locations', 'Locations');
  const name = unique('Library');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Location' });
  // A create may always be tried: an empty Save is how the form says what it needs.
  await expect(create.getByRole('button', { name: 'Save' })).toBeEnabled();
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Location' });
  const field = edit.getByRole('textbox', { name: 'Name' });
  await expect(field).toHaveValue(name);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill(`${name} 2`);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeEnabled();
  // Typed back to what is stored: nothing to save.
  await field.fill(name);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('program categories: add, edit and delete', async ({ page }) => {
  await openSection(page, 'categories', 'Program Categories');
  const name = unique('Leadership');
  await page.getByRole('button', { name: 'Add Program Category' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Program Category' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const table = page.getByRole('table', { name: 'Program Categories' });
  await expect(table.getByRole('row', { name })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Program Category' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} and Management`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: `${name} and Management` })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} and Management`, exact: true }).click();
  await confirmDelete(page, 'Program Category');
  await expect(table.getByText(name)).toHaveCount(0);
});

test('vocational activities: add with points, edit the points, delete', async ({ page }) => {
  await openSection(page, 'vocational_activities', 'Vocational Activities');
  const name = unique('Industry visit');
  await page.getByRole('button', { name: 'Add Vocational Activity' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Vocational Activity' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('spinbutton', { name: 'Points' }).fill('2.5');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const table = page.getByRole('table', { name: 'Vocational Activities' });
  await expect(table.getByRole('row', { name: `${name} 2.5` })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vocational Activity' });
  await expect(edit.getByRole('spinbutton', { name: 'Points' })).toHaveValue('2.5');
  await edit.getByRole('spinbutton', { name: 'Points' }).fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: `${name} 4` })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await confirmDelete(page, 'Vocational Activity');
  await expect(table.getByText(name)).toHaveCount(0);
});

test('employment types: every field on add and edit; one still given to users cannot be deleted', async ({
  page,
  seed,
  ownInstitute,
}) => {
  await openSection(page, 'employment_types', 'Employment Types / Passport Requirements & Enabled Features');
  const name = unique('Casual Tutor');
  await page.getByRole('button', { name: 'Add Employment Type' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Employment Type' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('spinbutton', { name: 'Professional points' }).fill('12');
  await create.getByRole('spinbutton', { name: 'Professional learning journeys' }).fill('1');
  await create.getByRole('spinbutton', { name: 'Vocational points' }).fill('8');
  await create.getByRole('spinbutton', { name: 'Vocational learning journeys' }).fill('2');
  await create.getByRole('checkbox', { name: 'Profiling tool required' }).check();
  await create.getByRole('checkbox', { name: 'Profiling requires the supervisor step' }).uncheck();
  await create.getByRole('checkbox', { name: 'VCM enabled' }).check();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  const row = page.getByRole('table').getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('12 points');
  await expect(row).toContainText('1 learning journey');
  await expect(row).toContainText('8 points');
  await expect(row).toContainText('2 learning journeys');
  await expect(row).toContainText('Profiling tool');
  await expect(row).toContainText('VCM');
  await expect(row).not.toContainText('Supervisor step');

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employment Type' });
  await expect(edit.getByRole('spinbutton', { name: 'Vocational points' })).toHaveValue('8');
  await expect(edit.getByRole('checkbox', { name: 'VCM enabled' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'VCM enabled' }).uncheck();
  await edit.getByRole('spinbutton', { name: 'Professional points' }).fill('15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('15 points');
  await expect(row).not.toContainText('VCM');

  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await confirmDelete(page, 'Employment Type');
  await expect(row).toHaveCount(0);

  // A type that a user has: the server's 400 message in the Error! modal, and the row stays.
  await seed.user({ roles: ['educator'], employmentType: 'Full-time Teacher' }, ownInstitute.api);
  await page.getByRole('button', { name: 'Delete Full-time Teacher', exact: true }).click();
  await confirmDelete(page, 'Employment Type');
  const modal = page.getByRole('dialog', { name: 'Error!' });
  await expect(modal).toContainText(/This employment type is used by \d+ users?/);
  await modal.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /^Full-time Teacher/ })).toBeVisible();
});

test('profiling tool labels: edit only, and only the text', async ({ page }) => {
  await openSection(page, 'profiling_tool_labels', 'Profiling Tool Labels');
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const [first] = await rowTexts(page, 'Profiling Tool Labels');
  const [value, text] = first!.split('\t').map((cell) => cell.trim());

  await page.getByRole('button', { name: `Edit ${text}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profiling Tool Label' });
  await expect(edit.getByRole('textbox', { name: 'Value' })).toBeDisabled();
  await expect(edit.getByRole('textbox', { name: 'Value' })).toHaveValue(value!);
  await edit.getByRole('textbox', { name: 'Text' }).fill(`${text} (edited)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: `${value} ${text} (edited)` })).toBeVisible();

  // And back: the label keeps its value, whatever its text.
  await page.getByRole('button', { name: `Edit ${text} (edited)`, exact: true }).click();
  await edit.getByRole('textbox', { name: 'Text' }).fill(text!);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: text, exact: true })).toBeVisible();
});

test('a row’s icon buttons name themselves in a tooltip, under the mouse and at the keyboard’s focus', async ({
  page,
}) => {
  await openSection(page, 'locations', 'Locations');
  const name = unique('Studio');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Location' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  const edit = page.getByRole('button', { name: `Edit ${name}`, exact: true });
  const remove = page.getByRole('button', { name: `Delete ${name}`, exact: true });
  await edit.hover();
  await expect(page.getByRole('tooltip', { name: 'Edit' })).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Locations' }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // The keyboard: Tab from Edit to Delete shows Delete's tooltip; Escape hides it, the focus stays.
  await edit.focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(remove).toBeFocused();
});
