import type { Browser } from '@playwright/test';
import { expect, storageStateFor, test, uniqueSuffix } from '../../support/fixtures';

const JOINING = 'Join at https://meet.example.test/room-4411';

async function openWorkshop(browser: Browser, role: 'institute_admin' | 'supervisor', programId: number) {
  const context = await browser.newContext({ storageState: storageStateFor(role) });
  const page = await context.newPage();
  await page.goto(`/programs/${programId}`);
  const workshop = page.getByRole('region', { name: 'Workshop 1' });
  // The first page of a worker loads the console's chunks on a busy machine.
  await expect(workshop.getByRole('textbox', { name: 'Workshop name' })).toBeVisible({ timeout: 30_000 });
  return { context, workshop };
}

test('the joining information shows to the admin, and a viewer who may not read it sees no box for it', async ({
  adminApi,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const domains = await adminApi.get<{ data: { id: number }[] }>('/api/v1/domains/options');
  const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post<{ data: { id: number } }>('/api/v1/programs', {
    program: {
      name: `Online ${suffix}`,
      program_type: 'elective',
      domain_id: domains.data[0]?.id,
      published: true,
      workshops: [
        {
          name: `Session ${suffix}`,
          start_time: `${start}T09:00`,
          end_time: `${start}T11:00`,
          approved_attendee_information: JOINING,
        },
      ],
    },
  });

  const admin = await openWorkshop(browser, 'institute_admin', created.data.id);
  await expect(admin.workshop.getByRole('textbox', { name: 'Approved attendee information' })).toHaveValue(
    JOINING,
  );
  await admin.context.close();

  // A supervisor neither runs this program nor attends it: the server sends null, the page no box.
  const supervisor = await openWorkshop(browser, 'supervisor', created.data.id);
  await expect(supervisor.workshop.getByRole('textbox', { name: 'Workshop name' })).toHaveValue(
    `Session ${suffix}`,
  );
  await expect(
    supervisor.workshop.getByRole('textbox', { name: 'Approved attendee information' }),
  ).toHaveCount(0);
  await expect(supervisor.workshop).not.toContainText(JOINING);
  await supervisor.context.close();
});
