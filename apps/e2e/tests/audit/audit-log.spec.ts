import { expect, asOwnInstituteAdmin, test } from '../../support/fixtures';

// The admin of an institute of their own, so the log holds only this test's changes beside the copy.
test.use(asOwnInstituteAdmin);

test('the audit log: an admin opens it from the account menu, filters by table and opens an event’s changes', async ({
  page,
  ownInstitute,
}) => {
  const name = `Audited Division ${Date.now().toString(36)}`;
  const { data } = await ownInstitute.api.post<{ data: { id: number } }>('/api/v1/divisions', {
    division: { name },
  });
  await ownInstitute.api.put(`/api/v1/divisions/${data.id}`, { division: { name: `${name} renamed` } });

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter audit events' });
  await filters.getByRole('textbox', { name: 'Table' }).fill('divisions');
  await filters.getByRole('textbox', { name: 'Record id' }).fill(String(data.id));
  await filters.getByRole('button', { name: 'Filter' }).click();

  const table = page.getByRole('grid', { name: 'Audit events' });
  const rows = table.getByRole('row', { name: /Divisions/ });
  await expect(rows).toHaveCount(2);
  // Newest first: the rename, then the creation; both by the admin.
  await expect(rows.nth(0)).toContainText('Updated');
  await expect(rows.nth(1)).toContainText('Created');
  await expect(rows.nth(0)).toContainText(ownInstitute.admin.fullName);

  await rows.nth(0).getByRole('gridcell', { name: 'Updated' }).click();
  const diff = page.getByRole('dialog', { name: `Updated: Divisions #${data.id}` });
  const changes = diff.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: `name ${name} ${name} renamed` })).toBeVisible();
  await diff.getByRole('button', { name: 'Close' }).click();
  await expect(diff).toBeHidden();
});

test('a user’s page links to the history of that user’s record', async ({ page, ownInstitute }) => {
  const suffix = Date.now().toString(36);
  const { data } = await ownInstitute.api.post<{ data: { id: number } }>('/api/v1/users', {
    user: {
      given_name: 'Hilda',
      family_name: `History${suffix}`,
      email: `e2e-history-${suffix}@demo.test`,
      unique_identifier: `H-${suffix}`,
      is_facilitator: true,
    },
  });
  await ownInstitute.api.put(`/api/v1/users/${data.id}`, { user: { given_name: 'Hildegard' } });

  await page.goto(`/users/${data.id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const rows = page.getByRole('grid', { name: 'Audit events' }).getByRole('row', { name: /Users/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Updated');
  await expect(rows.nth(1)).toContainText('Created');
});

test('a "Done by" filter restored from the address shows the person’s name', async ({
  page,
  ownInstitute,
}) => {
  await page.goto(`/audit_log?${new URLSearchParams({ 'q[user_id_eq]': String(ownInstitute.admin.id) })}`);
  const filters = page.getByRole('search', { name: 'Filter audit events' });
  await expect(filters.getByRole('combobox', { name: 'Done by' })).toHaveValue(ownInstitute.admin.fullName);
});
