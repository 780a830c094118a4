import type { Page } from '@playwright/test';
import { VCM_MESSAGES, VCM_RULE_MESSAGES } from '@pdp/contract';
import {
  attachScreenshot,
  baseUrl,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { seedDraftVcm, seedOwnVcmInstitute } from '../../support/seed-my-vcms';

// My VCM (issue 21), end to end across both sides: the educator at phone width answers and submits
// their VCM, the approver returns it with feedback on the staff VCM screen, the educator fixes the
// item and resubmits, and the approver approves.

test.use({ viewport: { width: 390, height: 844 } });

const unitCard = (page: Page, code: string) => page.getByRole('button', { name: new RegExp(`^${code}\\b`) });

async function openCourses(page: Page) {
  await page.getByRole('tab', { name: 'Courses' }).click();
}

test('an educator submits a VCM; the approver returns it with feedback; the educator fixes the item and resubmits; the approver approves', async ({
  page,
  browser,
  seed,
  runDatabase,
}, testInfo) => {
  test.setTimeout(180_000);
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'], supervisorId: approver.id });
  const vcm = await seedDraftVcm(await runDatabase(), educator, approver);
  const [answered, open] = vcm.unitCodes;
  await seed.signIn(page.context(), educator);

  // My VCM: the draft, opened from the list.
  await page.goto('/me/vcm');
  await expect(page.getByRole('heading', { level: 1, name: 'My VCM' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${vcm.year} · Revision 1`) })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'My VCM revisions');
  await expectNoSeriousA11yViolations(page, { label: 'my VCM list' });
  await page.getByRole('link', { name: new RegExp(`${vcm.year} · Revision 1`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `VCM ${vcm.year} · Revision 1` })).toBeVisible();

  // Submitting with a unit unanswered is refused, naming it.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert', { name: 'Why the VCM was not submitted' })).toContainText(
    `${open}: not answered`,
  );

  // Answer the open unit by relevant study: §5 asks for the detail and justification first.
  await unitCard(page, open).click();
  const form = page.getByRole('form', { name: `Claim for ${open}` });
  await form.getByRole('checkbox', { name: 'Relevant study' }).check();
  await form.getByRole('button', { name: `Save ${open}` }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Study detail' }).fill('Certificate IV in Leadership');
  await form.getByRole('textbox', { name: 'Study justification' }).fill('Covers each element of the unit.');
  await form.getByRole('button', { name: `Save ${open}` }).click();
  await expect(page.getByText(`Unit ${open} saved`)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the VCM editor with a unit open');
  await expectNoSeriousA11yViolations(page, { label: 'my VCM editor' });

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('VCM submitted for review').first()).toBeVisible();
  await expect(page.getByText('Submitted: your approver is reviewing it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  // The approver, on the staff VCM screen: approves one unit, marks the other needs attention, returns it.
  const staff = await browser.newContext({ baseURL: baseUrl() });
  await seed.signIn(staff, approver);
  const review = await staff.newPage();
  await review.goto(`/vcm/${vcm.id}`);
  await expect(review.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
  await openCourses(review);
  await review.getByRole('button', { name: `Approve ${answered}`, exact: true }).click();
  await review.getByRole('button', { name: `Mark ${open} needs attention` }).click();
  const attention = review.getByRole('dialog', { name: 'Needs attention' });
  await attention.getByRole('textbox', { name: 'Feedback' }).fill('Please add the year you finished it.');
  await attention.getByRole('button', { name: 'Mark needs attention' }).click();
  await expect(attention).toBeHidden();
  // Return and Approve decide on the counts the page last read: wait until it has read both decisions.
  await expect(review.getByText(VCM_RULE_MESSAGES.actionAllFirst)).toHaveCount(0);
  await review.getByRole('button', { name: 'Return VCM To Educator' }).click();
  const returning = review.getByRole('dialog', { name: 'Return VCM to Educator' });
  await returning.getByRole('button', { name: 'Return VCM' }).click();
  await expect(review.getByText('VCM returned to educator').first()).toBeVisible();

  // The educator sees the item highlighted with the feedback, fixes it and resubmits.
  await page.reload();
  await expect(page.getByText('Your approver returned this VCM.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Feedback from your approver: Please add the year you finished it.'),
  ).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: /your attention/ });
  await expect(banner).toHaveText('1 unit needs your attention.');
  const fix = page.getByRole('form', { name: `Claim for ${open}` });
  await fix.getByRole('textbox', { name: 'Study detail' }).fill('Certificate IV in Leadership (2023)');
  await fix.getByRole('button', { name: `Save ${open}` }).click();
  await expect(page.getByText(`Unit ${open} saved`)).toBeVisible();
  // Every flagged unit updated: the banner counts nothing left and says it is ready to go back.
  await expect(banner).toHaveText(
    'Ready to resubmit: you have updated every item that needed your attention.',
  );
  await expectNoHorizontalOverflow(page, 'the returned VCM with its feedback');
  await expectNoSeriousA11yViolations(page, { label: 'my returned VCM' });
  await attachScreenshot(page, testInfo, 'my-vcm-returned-390');
  await page.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(page.getByText('Submitted: your approver is reviewing it.')).toBeVisible();

  // The approver sees the feedback and that the educator has answered it, approves the fixed unit,
  // then the VCM.
  await review.reload();
  await openCourses(review);
  const fixedRow = review.getByRole('table', { name: 'Units' }).getByRole('row').filter({ hasText: open });
  await expect(fixedRow.first()).toContainText('Feedback: Please add the year you finished it.');
  await expect(fixedRow.first()).toContainText(VCM_MESSAGES.updatedSinceFeedback);
  await review.getByRole('button', { name: `Approve ${open}`, exact: true }).click();
  await expect(review.getByText(VCM_RULE_MESSAGES.actionAllFirst)).toHaveCount(0);
  await expect(review.getByText(VCM_RULE_MESSAGES.approveAllFirst)).toHaveCount(0);
  await review.getByRole('button', { name: 'Approve VCM', exact: true }).click();
  const approving = review.getByRole('dialog', { name: 'Approve VCM' });
  await approving.getByRole('button', { name: 'Approve VCM' }).click();
  await expect(review.getByText('VCM approved').first()).toBeVisible();
  // Approved, the unit no longer shows the feedback of the earlier round.
  await review.goto(`/vcm/${vcm.id}?tab=courses`);
  await expect(review.getByRole('combobox', { name: 'Unit status' })).toHaveText('All');
  await expect(fixedRow.first()).toBeVisible();
  await expect(fixedRow.first()).not.toContainText('Feedback:');
  await expect(review.getByText(VCM_MESSAGES.updatedSinceFeedback)).toHaveCount(0);
  await staff.close();

  // The educator's VCM is approved, and its history shows the educator-visible lines.
  await page.reload();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('list', { name: 'VCM history' });
  for (const line of [
    'VCM approved',
    'VCM resubmitted for review by the educator',
    `Unit ${open} response updated by the educator`,
    'VCM returned to educator',
    `Unit ${open} marked needs attention: Please add the year you finished it.`,
    'VCM submitted for review',
  ]) {
    await expect(history.getByText(line, { exact: true })).toBeVisible();
  }
  await expectNoHorizontalOverflow(page, 'the approved VCM with its history');
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an educator starts the year’s VCM in the Start dialog, claims a unit by work experience with a document, and adds a professional qualification', async ({
  page,
  seed,
  runDatabase,
}, testInfo) => {
  test.setTimeout(120_000);
  // An institute with a catalogue of the test's own: the course, units and qualification it picks.
  const own = await seedOwnVcmInstitute(seed, await runDatabase(), {
    course: { code: 'CARE301', title: 'Certificate of Own Care', unitCodes: ['CARE01', 'CARE02'] },
    qualifications: [{ code: 'QUAL401', title: 'Certificate of Own Training' }],
  });
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] }, own.api);
  const educator = await seed.user(
    { givenName: 'Robin', roles: ['educator'], supervisorId: approver.id },
    own.api,
  );
  await seed.signIn(page.context(), educator);

  // A new educator has no VCM: Start {year} VCM opens the dialog of the year's courses and qualifications.
  await page.goto('/me/vcm');
  await expect(page.getByText('You have no VCM yet.')).toBeVisible();
  const startButton = page.getByRole('button', { name: /^Start \d{4} VCM$/ });
  const year = (await startButton.textContent())!.match(/\d{4}/)![0];
  await expectNoHorizontalOverflow(page, 'My VCM with no revision');
  await startButton.click();
  const dialog = page.getByRole('dialog', { name: `Start ${year} VCM` });
  const course = dialog.getByRole('checkbox', { name: /^CARE301 Certificate of Own Care/ });
  await course.check();
  await expect(course).toBeChecked();
  await expectNoHorizontalOverflow(page, 'the Start VCM dialog');
  await attachScreenshot(page, testInfo, 'my-vcm-start-390');
  await expectNoSeriousA11yViolations(page, { label: 'start VCM dialog' });
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('New VCM revision started')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `VCM ${year} · Revision 1` })).toBeVisible();
  await expect(page.getByText('CARE301 Certificate of Own Care')).toBeVisible();
  await expect(page.getByText('No professional qualifications yet.')).toBeVisible();

  // A unit claimed by work experience: the justification, one work experience, a supporting document.
  const unit = 'CARE01';
  await unitCard(page, unit).click();
  const form = page.getByRole('form', { name: `Claim for ${unit}` });
  await form.getByRole('checkbox', { name: 'Work experience' }).check();
  await form
    .getByRole('textbox', { name: 'Work experience justification' })
    .fill('Five years supporting clients in home care.');
  const experiences = form.getByRole('region', { name: 'Work experiences' });
  await experiences.getByRole('textbox', { name: 'Employer' }).fill('Sunrise Care');
  await experiences.getByRole('textbox', { name: 'Job role' }).fill('Support worker');
  await experiences.getByRole('spinbutton', { name: 'Year from' }).fill('2019');
  await experiences.getByRole('button', { name: 'Add work experience' }).click();
  await expect(experiences.getByText('Support worker, Sunrise Care (2019–now)')).toBeVisible();
  await form.getByLabel('Upload supporting documents files').setInputFiles({
    name: 'reference-letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByText(/reference-letter\.pdf .* — uploaded/)).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: `Save ${unit}` }).click();
  await expect(page.getByText(`Unit ${unit} saved`)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'a unit claimed by work experience');

  // A professional qualification of the year, with its document.
  await page.getByRole('combobox', { name: 'Add a professional qualification' }).click();
  await page.getByRole('option', { name: 'QUAL401 Certificate of Own Training' }).click();
  await page.getByLabel('Upload its documents files').setInputFiles({
    name: 'tae-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText(/tae-certificate\.pdf .* — uploaded/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add qualification' }).click();
  const qualification = page.getByRole('article', {
    name: 'QUAL401 Certificate of Own Training',
  });
  await expect(qualification).toBeVisible();
  await expect(page.getByText('No professional qualifications yet.')).toHaveCount(0);

  // After a reload (what the server holds): the unit's claim, work experience and document, and the qualification.
  await page.reload();
  await expect(unitCard(page, unit)).toContainText('Saved');
  await unitCard(page, unit).click();
  const saved = page.getByRole('form', { name: `Claim for ${unit}` });
  await expect(saved.getByRole('checkbox', { name: 'Work experience' })).toBeChecked();
  await expect(
    saved
      .getByRole('region', { name: 'Work experiences' })
      .getByText('Support worker, Sunrise Care (2019–now)'),
  ).toBeVisible();
  await expect(saved.getByRole('link', { name: 'reference-letter.pdf' })).toBeVisible();
  await expect(qualification).toBeVisible();
  await expect(qualification.getByRole('link', { name: 'tae-certificate.pdf' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the VCM editor after a reload');
  await attachScreenshot(page, testInfo, 'my-vcm-started-390');
  await expectNoSeriousA11yViolations(page, { label: 'my started VCM' });

  // The list shows the new draft.
  await page.goto('/me/vcm');
  await expect(page.getByRole('link', { name: new RegExp(`${year} · Revision 1`) })).toContainText(
    'Draft: answer every unit, then submit',
  );
  await expect(page.getByRole('button', { name: /^Start \d{4} VCM$/ })).toHaveCount(0);
});
