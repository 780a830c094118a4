import { counted } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText, multiline } from '../../lib/email-text.js';
import { calendarAttachment } from './registrations-ical.js';
import { programRelations, WORKSHOP_FIELDS } from './policies.js';
import * as repo from './registrations-repository.js';

/**
 * The emails of the registrations area: the confirmation of a place (with the institute's calendar
 * attachment), the completion notice, and a message to a program's registrants. Each is written to
 * the outbox in the caller's transaction, so it leaves only if the change it reports commits.
 */

type Program = repo.RegistrationProgram;
interface Person {
  email: string;
  given_name: string;
  family_name: string;
}

const programNameOf = (program: Pick<Program, 'name'>) => program.name ?? 'Unnamed Program';

// One formatter per time zone (building one costs more than the rest of an email's date work).
const formats = new Map<string, Intl.DateTimeFormat>();
function formatWhen(start: Date, end: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, dateStyle: 'full', timeStyle: 'short' });
    formats.set(timeZone, format);
  }
  return format.formatRange(start, end);
}

/** Who an invitation comes from: the program's contact, else the institute's default contact or sender. */
function organizerOf(deps: Pick<AppDeps, 'config'>, program: Program) {
  const { institute } = program;
  const email =
    program.contact_email ??
    institute.program_default_contact_email ??
    institute.from_email_address ??
    /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ??
    deps.config.mailFrom;
  const name = program.contact_name ?? institute.from_email_name ?? institute.name;
  return { name, email };
}

/**
 * "Your registration for …": the workshops' dates in the institute's time zone, their joining
 * information, and the calendar file. It confirms an approved place (it is queued when a registration
 * is approved, or made approved), so the workshops read as an approved registrant reads them.
 */
export async function queueRegistrationConfirmation(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  program: Program,
  registrant: Person,
) {
  const visible = WORKSHOP_FIELDS.visibleTo(programRelations({ registrationStatus: 'approved' }, program));
  const workshops = (await repo.calendarWorkshops(tx, program.institute_id, program.id)).map(visible);
  const name = programNameOf(program);
  const { timezone } = program.institute;
  const lines = workshops.map((w) => {
    const where = [w.location_name, w.room].filter(Boolean).join(', ');
    const joining = w.approved_attendee_information
      ? emailText`\n  Joining information: ${multiline(w.approved_attendee_information)}`
      : '';
    const when = formatWhen(w.start_time, w.end_time, timezone);
    return emailText`- ${w.name ?? 'Workshop'}: ${when}${where ? ` (${where})` : ''}` + joining;
  });
  const fullName = `${registrant.given_name} ${registrant.family_name}`;
  await deps.mailer.queue(tx, {
    instituteId: program.institute_id,
    to: registrant.email,
    subject: `Registration confirmed: ${name}`,
    text:
      emailText`Hello ${registrant.given_name},\n\nYou are registered for ${name} at ${program.institute.name}.\n` +
      (lines.length ? `\nWorkshops:\n${lines.join('\n')}\n` : '') +
      (program.institute.ical_type === 'none' || !lines.length
        ? ''
        : '\nThe attached calendar file adds the workshops to your calendar.\n'),
    attachments: calendarAttachment({
      type: program.institute.ical_type,
      instituteId: program.institute_id,
      timeZone: timezone,
      programName: name,
      workshops,
      organizer: organizerOf(deps, program),
      attendee: { name: fullName, email: registrant.email },
    }),
  });
}

/** "You have completed …", with the points awarded: the email, for one `queue` or an import's `queueMany`. */
export function completionEmail(
  to: Pick<Person, 'email' | 'given_name'>,
  program: { instituteId: number; name: string; instituteName: string },
  points: number,
) {
  return {
    instituteId: program.instituteId,
    to: to.email,
    subject: `Program completed: ${program.name}`,
    text:
      emailText`Hello ${to.given_name},\n\nCongratulations: you have completed ${program.name} at ${program.instituteName}.\n` +
      `${counted(points, 'point has', 'points have')} been added to your PD Passport.\n`,
  };
}

export async function queueCompletionNotice(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer'>,
  program: Program,
  registrant: Person,
  points: number,
) {
  const names = {
    instituteId: program.institute_id,
    name: programNameOf(program),
    instituteName: program.institute.name,
  };
  await deps.mailer.queue(tx, completionEmail(registrant, names, points));
}

/** A staff member's message to a program's registrants, one email per recipient. */
export async function queueProgramMessage(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer'>,
  program: Program,
  recipients: Person[],
  message: string,
  sender: Pick<Person, 'given_name' | 'family_name'>,
) {
  const name = programNameOf(program);
  await deps.mailer.queueMany(
    tx,
    recipients.map((recipient) => ({
      instituteId: program.institute_id,
      to: recipient.email,
      subject: `Message about ${name}`,
      text:
        emailText`Hello ${recipient.given_name},\n\n${multiline(message)}\n\n` +
        emailText`${sender.given_name} ${sender.family_name}, about ${name} (${program.institute.name})\n`,
    })),
  );
}
