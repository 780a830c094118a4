import { counted, passportPeriod } from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { plusDays } from '../../lib/today.js';
import type { ReminderKind, ReminderRecipient } from '../notifications/reminder-service.js';
import { approversFor, type Approver } from '../team/delegations-service.js';
import * as repo from './forecast-repository.js';
import { daysLeftUntil, forecastContextOf, shortfallOfRow } from './forecast-service.js';

/**
 * `at_risk_reminder` (docs/using-compliance.md "At risk of lapsing reminder"): from
 * `at_risk_reminder_days_before` days before the passport period ends, every `at_risk_reminder_days`
 * days (once without; a run missed is caught up by the next), each active educator whose currency
 * forecast is at risk or will lapse is told what they still need, and each supervisor of such
 * educators (and each delegate acting for them that day, team/delegations) gets one email listing
 * them. Who is at risk is the forecast report's own decision (forecast-repository.ts), never worked
 * out again here.
 */

/** A recipient's email, written when they are selected: an educator's, a supervisor's, or both in one. */
export interface AtRiskRecipient extends ReminderRecipient {
  subject: string;
  lines: string[];
}

const longDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' });
const dayOf = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const round = (value: number) => Math.round(value * 100) / 100;

const periodOn = (institute: InstituteRow, day: string) =>
  passportPeriod(institute.points_anniversary_month, day);

/**
 * The schedule's occasion on `day` (its sends' period), null outside the window: from `_days_before`
 * days before the passport period ends, one occasion for the period without a repeat
 * (`at-risk:<end>`), else one every `_days` days (`at-risk:<end>:<its first day>`). Each occasion
 * leaves once, at the first run on or after its first day (notifications/reminder-jobs.ts), so a day
 * missed is caught up and the repeats keep their days.
 */
export function atRiskOccasionOn(institute: InstituteRow, day: string): string | null {
  const before = institute.at_risk_reminder_days_before;
  if (before === null) return null;
  const { end } = periodOn(institute, day);
  const left = daysLeftUntil(day, end);
  if (left > before) return null;
  const every = institute.at_risk_reminder_days;
  if (!every) return `at-risk:${end}`;
  return `at-risk:${end}:${plusDays(day, -((before - left) % every))}`;
}

/** "12 more professional points, 1 more learning journey and your completed profile". */
function neededOf(row: repo.ForecastRow): string[] {
  const gap = shortfallOfRow(row);
  return [
    gap.professional_points > 0 && counted(gap.professional_points, 'more professional point'),
    gap.vocational_points > 0 && counted(gap.vocational_points, 'more vocational point'),
    gap.learning_journeys > 0 && counted(gap.learning_journeys, 'more learning journey'),
    gap.vocational_learning_journeys > 0 &&
      counted(gap.vocational_learning_journeys, 'more vocational learning journey'),
    gap.profile && 'your completed profile',
  ].filter((part): part is string => typeof part === 'string');
}

const listed = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** What is on the way for the educator: their pending requests and registered programs, with points. */
function pendingOf(row: repo.ForecastRow): string {
  const items = [
    row.pending_requests > 0 && counted(row.pending_requests, 'pending point request'),
    row.registered_programs > 0 && counted(row.registered_programs, 'registered program'),
  ].filter((part): part is string => typeof part === 'string');
  if (!items.length) return 'Nothing is on the way yet: no pending point requests or registered programs.';
  const points = [
    row.pending_professional_points > 0 && `${round(row.pending_professional_points)} professional`,
    row.pending_vocational_points > 0 && `${round(row.pending_vocational_points)} vocational`,
  ].filter((part): part is string => typeof part === 'string');
  return `On the way: ${listed(items)}${points.length ? ` (${listed(points)} points)` : ''}.`;
}

/** The educator's own part: what they need by the period's end, what is pending, what expires. */
function educatorLines(row: repo.ForecastRow, end: string, institute: InstituteRow): string[] {
  const needed = neededOf(row);
  const what =
    row.forecast === 'will_lapse'
      ? 'If nothing else happens, your PD Passport will lapse at the end of the passport year.'
      : 'Your PD Passport depends on what is still pending.';
  return [
    needed.length
      ? `You need ${listed(needed)} by ${dayOf(end)} to complete your PD Passport at ${institute.name}.`
      : `Your PD Passport at ${institute.name} is at risk before ${dayOf(end)}.`,
    what,
    pendingOf(row),
    ...(row.expiring_units > 0
      ? [`The currency of ${counted(row.expiring_units, 'VCM unit')} you claim runs out before then.`]
      : []),
  ];
}

/** One line per educator of the supervisor: "Ann Lee: will lapse, needs 12 more professional points". */
function supervisedLine(row: repo.ForecastRow): string {
  const state = row.forecast === 'will_lapse' ? 'will lapse' : 'at risk';
  const needed = neededOf(row);
  return `${row.user_full_name}: ${state}${needed.length ? `, needs ${listed(needed)}` : ''}`;
}

/** The delegates acting for each supervisor on `day` (team/delegations), one statement each. */
async function delegatesOn(
  db: Executor,
  instituteId: number,
  day: string,
  educators: repo.LapsingEducator[],
) {
  const delegates = new Map<number, Approver[]>();
  for (const id of new Set(educators.flatMap((row) => row.supervisor_id ?? []))) {
    const acting = (await approversFor(db, instituteId, id, day)).filter((a) => a.on_behalf_of);
    if (acting.length) delegates.set(id, acting);
  }
  return delegates;
}

type Person = AtRiskRecipient & { own: string[]; team: string[]; away: Map<string, string[]> };

/**
 * Each educator's and each supervisor's email; one recipient who is both gets one email with both
 * parts. A delegate acting for a supervisor (`delegates`) gets the supervisor's list too, under the
 * supervisor's name.
 */
export function atRiskRecipients(
  institute: InstituteRow,
  end: string,
  educators: repo.LapsingEducator[],
  delegates: ReadonlyMap<number, Approver[]> = new Map(),
): AtRiskRecipient[] {
  const byId = new Map<number, Person>();
  const personOf = (id: number, email: string, given_name: string, family_name: string) => {
    let person = byId.get(id);
    if (!person) {
      person = {
        id,
        email,
        given_name,
        family_name,
        subject: '',
        lines: [],
        own: [],
        team: [],
        away: new Map(),
      };
      byId.set(id, person);
    }
    return person;
  };
  for (const row of educators) {
    personOf(row.user_id, row.email, row.given_name, row.family_name).own = educatorLines(
      row,
      end,
      institute,
    );
    if (row.supervisor_id !== null) {
      const supervisor = personOf(
        row.supervisor_id,
        row.supervisor_email!,
        row.supervisor_given_name!,
        row.supervisor_family_name!,
      );
      supervisor.team.push(supervisedLine(row));
      for (const delegate of delegates.get(row.supervisor_id) ?? []) {
        const { away } = personOf(delegate.id, delegate.email, delegate.given_name, delegate.family_name);
        const name = delegate.on_behalf_of!.full_name;
        away.set(name, [...(away.get(name) ?? []), supervisedLine(row)]);
      }
    }
  }
  return [...byId.values()]
    .sort((a, b) => a.id - b.id)
    .map(({ own, team, away, ...person }) => ({
      ...person,
      count: team.length + [...away.values()].reduce((sum, lines) => sum + lines.length, 0),
      subject: own.length ? 'Your PD Passport is at risk of lapsing' : 'Educators at risk of lapsing',
      on_behalf_of: away.size ? [...away.keys()].join(', ') : null,
      lines: [
        ...own,
        ...(team.length
          ? [
              `${counted(team.length, 'educator')} you supervise may not complete their PD Passport by ${dayOf(end)}:`,
              ...team,
            ]
          : []),
        ...[...away].flatMap(([name, lines]) => [
          `${counted(lines.length, 'educator')} ${name} supervises may not complete their PD Passport by ${dayOf(end)}:`,
          ...lines,
        ]),
        'Please sign in to PD Passport to see what is pending and the programs that would close the gap.',
      ],
    }));
}

export const atRiskReminder: ReminderKind<AtRiskRecipient> = {
  kind: 'at_risk_reminder',
  label: 'At risk of lapsing reminder',
  audience: 'recipients',
  // On once it has a start; its days are atRiskOccasionOn's (the repeat counts from the start).
  cadenceOf: (institute) =>
    institute.at_risk_reminder_enabled && institute.at_risk_reminder_days_before !== null
      ? (institute.at_risk_reminder_days ?? 0)
      : null,
  occasionOf: atRiskOccasionOn,
  recipients: async (db, institute, day) => {
    const period = periodOn(institute, day);
    const ctx = forecastContextOf(institute, period, day);
    const educators = await repo.listLapsingEducators(db, ctx);
    return atRiskRecipients(
      institute,
      period.end,
      educators,
      await delegatesOn(db, institute.id, day, educators),
    );
  },
  content: (institute, recipient) => {
    const intro = institute.at_risk_reminder_intro_paragraph?.trim();
    return { subject: recipient.subject, paragraphs: [...(intro ? [intro] : []), ...recipient.lines] };
  },
};
