import { asOwnInstituteAdmin, baseUrl, expect, test } from '../../support/fixtures';
import { openSection, unique } from './settings-helpers';

/*
 * Institute Settings → API Tokens (docs/using-compliance.md "API tokens"): the admin makes a token,
 * reads its secret once, a system reads the reports with it, and once revoked it is refused.
 */

test.use(asOwnInstituteAdmin);

test('an admin makes an API token, a system reads the reports with it, and revoking it ends that', async ({
  page,
  playwright,
}) => {
  await openSection(page, 'api_tokens', 'API Tokens');
  const name = unique('Timetabling');
  const form = page.getByRole('form', { name: 'New API token' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByRole('status').getByRole('textbox', { name: 'Token' });
  await expect(secret).toHaveValue(/^pdp_\d+_/);
  const token = await secret.inputValue();
  const table = page.getByRole('table', { name: 'API tokens' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Never');
  await expect(table).not.toContainText(token);

  const system = await playwright.request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  expect((await system.get('/api/v1/reports/passport')).status()).toBe(200);
  expect((await system.get('/api/v1/me')).status()).toBe(403);

  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(name) })).not.toContainText('Never');
  await expect(page.getByRole('textbox', { name: 'Token' })).toHaveCount(0);

  await table
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Revoke API token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
  expect((await system.get('/api/v1/reports/passport')).status()).toBe(401);
  await system.dispose();
});
