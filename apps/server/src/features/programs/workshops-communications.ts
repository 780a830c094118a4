import { counted } from '@pdp/contract';
import { businessDaysAfter, businessDaysBefore } from '../../lib/business-days.js';
import { emailText } from '../../lib/email-text.js';
import type { ReminderBatch, ReminderKind } from '../notifications/reminder-service.js';
import * as repo from './workshops-communications-repository.js';

/**
 * The workshops' pre- and post-communications (part 2 §3 Workshop; issue 19; docs/emails.md): each
 * workshop's own subject and message, to the approved registrants of its program,
 * `send_days_before` business days before it starts or `send_days_after` business days after it
 * ends, on the institute's calendar. Exactly once per workshop and person: the sends' key is the
 * workshop's (`workshop:<id>`), whatever the day, so editing the days after it left sends nothing
 * again. One notification log row per workshop, with its program.
 */

const dueOn = (phase: repo.Phase, workshop: repo.CommunicationWorkshop, day: string) =>
  phase === 'pre'
    ? businessDaysBefore(workshop.local_date, workshop.days) === day
    : businessDaysAfter(workshop.local_date, workshop.days) === day;

async function batches(
  phase: repo.Phase,
  ...[db, institute, day]: Parameters<NonNullable<ReminderKind['batches']>>
): Promise<ReminderBatch[]> {
  const due = (
    await repo.workshopsWithCommunication(db, institute.id, institute.timezone, day, phase)
  ).filter((w) => dueOn(phase, w, day));
  const registrants = await repo.registrantsOfWorkshops(
    db,
    institute.id,
    due.map((w) => w.id),
  );
  const label = phase === 'pre' ? 'Pre-workshop communication' : 'Post-workshop communication';
  return due.map((workshop) => ({
    periodKey: `workshop:${workshop.id}`,
    program: { id: workshop.program_id, name: workshop.program_name },
    recipients: registrants.filter((r) => r.workshop_id === workshop.id),
    content: {
      subject: workshop.subject,
      paragraphs: [
        workshop.message,
        emailText`${workshop.program_name} – ${workshop.name ?? 'Workshop'}: ${workshop.local_date} ${workshop.local_time}`,
      ],
    },
    message: (sent) => `${label} for ${workshop.name ?? 'Workshop'} sent to ${counted(sent, 'registrant')}`,
  }));
}

const communication = (phase: repo.Phase): ReminderKind => ({
  kind: `${phase}_workshop_communication`,
  label: phase === 'pre' ? 'Pre-workshop communication' : 'Post-workshop communication',
  audience: 'registrants',
  // Every day: each workshop says whether it has one and when.
  cadenceOf: () => 1,
  recipients: async () => [],
  content: () => ({ subject: '', paragraphs: [] }),
  batches: (...args) => batches(phase, ...args),
});

export const preWorkshopCommunication = communication('pre');
export const postWorkshopCommunication = communication('post');
