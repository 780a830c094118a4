import type { Page } from '@playwright/test';
import type { institutes } from '../../../server/src/db/schema/index.js';
import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import type { Seed } from '../../support/seed';
import { seedDraftVcm, seedOwnVcmInstitute } from '../../support/seed-my-vcms';
import type { Database } from '../../../server/src/db/client.js';

// My VCM's guidance (issue 18 audit, docs/decisions.md "VCM guidance"): the institute's VCM settings
// shown to the educator at phone width. Each test works in an institute of its own, with the
// guidance set (as Demo Institute has it) or left blank, and a catalogue of its own.

test.use({ viewport: { width: 390, height: 844 } });

const unitCard = (page: Page, code: string) => page.getByRole('button', { name: new RegExp(`^${code}\\b`) });

/** Every guidance setting, worded for this test (not Demo Institute's, so a match is this institute's). */
const GUIDANCE = {
  vcm_study_example_description: 'Example: a Certificate IV in Training and Assessment finished in 2024.',
  vcm_study_example_info_url: 'https://study.example.test/',
  vcm_study_example_justification: 'Its assessment units cover every element of this unit.',
  vcm_experience_example_description: 'Example: three years running a commercial kitchen.',
  vcm_experience_example_info_url: 'https://experience.example.test/',
  vcm_experience_example_justification: 'I trained each new cook in the procedures this unit assesses.',
  vcm_course_request_email: 'course-requests@example.test',
  professional_qualification_help_link_label: 'Which qualifications are counted?',
  professional_qualification_help_link_url: 'https://qualifications.example.test/',
};

/**
 * An institute of the test's own (a copy of Demo Institute's settings) with VCM on, the guidance
 * given, and a catalogue for the year: one course, GDN101, of two units, GDN01 and GDN02. Signs the
 * page in as an educator of it; returns them and their approver.
 */
async function signInToOwnVcmInstitute(
  page: Page,
  seed: Seed,
  db: Database,
  guidance: Partial<typeof institutes.$inferInsert>,
) {
  const own = await seedOwnVcmInstitute(
    seed,
    db,
    { course: { code: 'GDN101', title: 'Guidance Course', unitCodes: ['GDN01', 'GDN02'] } },
    guidance,
  );
  const approver = await seed.user({ givenName: 'Gale', roles: ['supervisor'] }, own.api);
  const educator = await seed.user(
    { givenName: 'Hollis', roles: ['educator'], supervisorId: approver.id },
    own.api,
  );
  await seed.signIn(page.context(), educator);
  return { educator, approver };
}

test('the VCM guidance shows beside the claims, in the Start dialog and the qualifications section at 390 px', async ({
  page,
  seed,
  runDatabase,
}, testInfo) => {
  test.setTimeout(120_000);
  const db = await runDatabase();
  const { educator, approver } = await signInToOwnVcmInstitute(page, seed, db, GUIDANCE);

  // No VCM yet: the Start dialog offers the course request address under the courses.
  await page.goto('/me/vcm');
  await page.getByRole('button', { name: /^Start \d{4} VCM$/ }).click();
  const start = page.getByRole('dialog', { name: /^Start \d{4} VCM$/ });
  await expect(start.getByText('Can’t find your course? Email')).toBeVisible();
  await expect(start.getByRole('link', { name: GUIDANCE.vcm_course_request_email })).toHaveAttribute(
    'href',
    `mailto:${GUIDANCE.vcm_course_request_email}`,
  );
  await expectNoHorizontalOverflow(page, 'the Start VCM dialog with the course request line');
  await start.getByRole('button', { name: 'Cancel' }).click();

  // A draft: the examples appear with the claims they explain, the help link heads the qualifications.
  const vcm = await seedDraftVcm(db, educator, approver);
  const open = vcm.unitCodes[1];
  await page.goto(`/me/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM ${vcm.year} · Revision 1` })).toBeVisible();
  const help = page
    .getByRole('region', { name: 'Professional qualifications' })
    .getByRole('link', { name: GUIDANCE.professional_qualification_help_link_label });
  await expect(help).toHaveAttribute('href', GUIDANCE.professional_qualification_help_link_url);

  await unitCard(page, open).click();
  const form = page.getByRole('form', { name: `Claim for ${open}` });
  await expect(form.getByRole('note')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Relevant study' }).check();
  const study = form.getByRole('note', { name: 'Relevant study example' });
  await expect(study).toContainText(GUIDANCE.vcm_study_example_description);
  await expect(study).toContainText('Example justification:');
  await expect(study).toContainText(GUIDANCE.vcm_study_example_justification);
  await expect(study.getByRole('link', { name: 'More information' })).toHaveAttribute(
    'href',
    GUIDANCE.vcm_study_example_info_url,
  );
  await form.getByRole('checkbox', { name: 'Work experience' }).check();
  const experience = form.getByRole('note', { name: 'Work experience example' });
  await expect(experience).toContainText(GUIDANCE.vcm_experience_example_description);
  await expect(experience).toContainText(GUIDANCE.vcm_experience_example_justification);
  await expect(experience.getByRole('link', { name: 'More information' })).toHaveAttribute(
    'href',
    GUIDANCE.vcm_experience_example_info_url,
  );
  await expectNoHorizontalOverflow(page, 'the claim form with both examples');
  await expectNoSeriousA11yViolations(page, { label: 'my VCM guidance' });
  await attachScreenshot(page, testInfo, 'my-vcm-guidance-390');
});

test('an institute with the guidance blank shows none of it', async ({ page, seed, runDatabase }) => {
  test.setTimeout(120_000);
  const db = await runDatabase();
  // The copy took Demo Institute's settings: this institute leaves the guidance blank.
  const { educator, approver } = await signInToOwnVcmInstitute(page, seed, db, {
    vcm_study_example_description: null,
    vcm_study_example_info_url: null,
    vcm_study_example_justification: '',
    vcm_experience_example_description: null,
    vcm_experience_example_info_url: null,
    vcm_experience_example_justification: null,
    vcm_course_request_email: null,
    professional_qualification_help_link_label: 'Which qualifications count?',
    professional_qualification_help_link_url: null,
  });

  await page.goto('/me/vcm');
  await page.getByRole('button', { name: /^Start \d{4} VCM$/ }).click();
  const start = page.getByRole('dialog', { name: /^Start \d{4} VCM$/ });
  await expect(start.getByText('GDN101 Guidance Course (2 units)')).toBeVisible();
  await expect(start.getByText(/Can’t find your course/)).toHaveCount(0);
  await start.getByRole('button', { name: 'Cancel' }).click();

  const vcm = await seedDraftVcm(db, educator, approver);
  await page.goto(`/me/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM ${vcm.year} · Revision 1` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Professional qualifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Which qualifications count?' })).toHaveCount(0);
  await unitCard(page, 'GDN02').click();
  const form = page.getByRole('form', { name: 'Claim for GDN02' });
  await form.getByRole('checkbox', { name: 'Relevant study' }).check();
  await form.getByRole('checkbox', { name: 'Work experience' }).check();
  await expect(form.getByRole('textbox', { name: 'Study detail' })).toBeVisible();
  await expect(form.getByRole('note')).toHaveCount(0);
  await expect(page.getByText('More information')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'the claim form without guidance');
});
