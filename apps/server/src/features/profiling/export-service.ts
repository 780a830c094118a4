import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { emailText } from '../../lib/email-text.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { organisationLists } from '../settings/service.js';
import { answerTable } from './answer-table.js';
import { canReceiveProfileEmail } from './policies.js';
import { renderProfilePdf, type ProfilePdfData } from './profiles-pdf.js';
import { accessibleProfile, PROFILE_MESSAGES, profileStatus } from './profiles-service.js';
import { recommendationsFor } from './recommendations-service.js';

type ProfileRow = Awaited<ReturnType<typeof accessibleProfile>>;

/** Everything the PDF shows: institute branding, the educator, and every active domain's three answers. */
async function pdfData(deps: AppDeps, auth: ResolvedSession, row: ProfileRow): Promise<ProfilePdfData> {
  const instituteId = auth.instituteId;
  const [institute, lists, { labels, domains }, recommendations] = await Promise.all([
    getCurrentInstitute(deps.db, auth),
    organisationLists(deps.db, instituteId),
    answerTable(deps.db, instituteId, row),
    recommendationsFor(deps, instituteId, row.profile.user_id),
  ]);
  const { profile } = row;
  return {
    institute: {
      name: institute.name,
      primaryColor: institute.primary_color,
      logo: institute.logo_key ? ((await deps.storage.get(institute.logo_key)) ?? null) : null,
    },
    educator: {
      fullName: row.educator_full_name,
      employeeNumber: row.educator_unique_identifier,
      department: lists.departments.find((d) => d.id === row.department_id)?.name ?? null,
      employmentType: lists.employmentTypes.find((t) => t.id === row.employment_type_id)?.name ?? null,
    },
    supervisor: row.supervisor_full_name ? { fullName: row.supervisor_full_name } : null,
    period: { start: profile.period_start, end: profile.period_end },
    status: profileStatus(profile),
    educatorCompletedAt: profile.educator_completed_at,
    supervisorCompletedAt: profile.supervisor_completed_at,
    completedAt: profile.completed_at,
    generatedAt: new Date(),
    timeZone: institute.timezone,
    labels,
    domains,
    recommendations,
  };
}

const filenameOf = (row: ProfileRow) =>
  `profile-${row.educator_full_name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}-${row.profile.period_start}.pdf`;

export async function profilePdf(deps: AppDeps, auth: ResolvedSession, id: number) {
  const row = await accessibleProfile(deps, auth, id);
  return { filename: filenameOf(row), pdf: await renderProfilePdf(await pdfData(deps, auth, row)) };
}

/** Emails the PDF to the educator's supervisor; answers the message the UI shows. */
export async function emailProfileToSupervisor(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
): Promise<string> {
  const row = await accessibleProfile(deps, auth, id);
  const supervisor = { active: row.supervisor_active, is_supervisor: row.supervisor_is_supervisor };
  if (!row.supervisor_email || !row.supervisor_full_name || !canReceiveProfileEmail(supervisor))
    throw AppError.badRequest(PROFILE_MESSAGES.noSupervisor);
  const pdf = await renderProfilePdf(await pdfData(deps, auth, row));
  await deps.mailer.send({
    instituteId: auth.instituteId,
    to: row.supervisor_email,
    subject: `Profile of ${row.educator_full_name}`,
    text:
      emailText`Hello ${row.supervisor_full_name},\n\nAttached is the profile of ${row.educator_full_name} ` +
      emailText`for ${row.profile.period_start} to ${row.profile.period_end}, as requested in PD Passport.\n`,
    attachments: [{ filename: filenameOf(row), contentType: 'application/pdf', content: pdf }],
  });
  return `The profile of ${row.educator_full_name} has been emailed to ${row.supervisor_email}.`;
}
