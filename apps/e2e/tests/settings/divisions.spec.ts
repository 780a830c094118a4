import { expect, asOwnInstituteAdmin, test } from '../../support/fixtures';
import { confirmDelete, openSection, unique } from './settings-helpers';

// Each test works as the admin of an institute of its own: other tests read Demo Institute's settings.
test.use(asOwnInstituteAdmin);

test('divisions: create one, add, edit and delete its departments, rename it and delete it', async ({
  page,
}) => {
  await openSection(page, 'divisions', 'Divisions');
  const division = unique('Trades Academy');
  await page.getByRole('button', { name: 'Create a Division' }).click();
  const createDivision = page.getByRole('dialog', { name: 'Create New Division' });
  await createDivision.getByRole('textbox', { name: 'Name' }).fill(division);
  await createDivision.getByRole('button', { name: 'Save' }).click();
  await expect(createDivision).toBeHidden();

  const block = page.getByRole('region', { name: division, exact: true });
  await expect(block).toContainText('0 departments');
  await expect(block.getByText('No departments yet.')).toBeVisible();

  // A department, through the nested divisions/{id}/departments.
  const code = `T${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await block.getByRole('button', { name: 'Add Department' }).click();
  const createDepartment = page.getByRole('dialog', { name: 'Create New Department' });
  await createDepartment.getByRole('textbox', { name: 'Code' }).fill(code);
  await createDepartment.getByRole('textbox', { name: 'Name' }).fill('Plumbing');
  await createDepartment.getByRole('button', { name: 'Save' }).click();
  await expect(createDepartment).toBeHidden();
  const departments = block.getByRole('table', { name: `Departments of ${division}` });
  await expect(departments.getByRole('row', { name: `${code} Plumbing` })).toBeVisible();
  await expect(block).toContainText('1 department');

  await block.getByRole('button', { name: `Edit ${code} - Plumbing`, exact: true }).click();
  const editDepartment = page.getByRole('dialog', { name: 'Edit Department' });
  await expect(editDepartment.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
  await editDepartment.getByRole('textbox', { name: 'Name' }).fill('Plumbing and Gas');
  await editDepartment.getByRole('button', { name: 'Save' }).click();
  await expect(departments.getByRole('row', { name: `${code} Plumbing and Gas` })).toBeVisible();

  await block.getByRole('button', { name: 'Edit Division' }).click();
  const editDivision = page.getByRole('dialog', { name: 'Edit Division' });
  await editDivision.getByRole('textbox', { name: 'Name' }).fill(`${division} West`);
  await editDivision.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('region', { name: `${division} West`, exact: true });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Delete ${code} - Plumbing and Gas`, exact: true }).click();
  await confirmDelete(page, 'Department');
  await expect(renamed.getByText('No departments yet.')).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDelete(page, 'Division');
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a Division' })).toBeVisible();
});
