import {
  MY_PROGRAM_MESSAGES,
  PROGRAM_TYPE_LABELS,
  REGISTRATION_MESSAGES,
  type TListQuery,
  type TMyProgram,
  type TMyProgramCard,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import type { Actor } from '../users/policies.js';
import { renderCalendar } from './registrations-ical.js';
import { programRelations } from './policies.js';
import * as myRepo from './my-programs-repository.js';
import { presentMyRegistration, stateOf } from './my-registrations-service.js';
import * as listRepo from './programs-list-repository.js';
import { isRegistrationOpen } from './programs-list-service.js';
import * as programsRepo from './programs-repository.js';
import { programPdfUrl } from './programs-service.js';
import { isPastCutOff, registrationClosesOn } from './registrations-window.js';
import * as repo from './registrations-repository.js';
import { requiresApproval } from './registrations-service.js';
import { listWorkshops } from './workshops-service.js';

/**
 * The educator's catalogue (issue 21): the live programs (published, not over) of the caller's
 * institute, the details of a published one with the caller's registration and whether (or why not)
 * they can register, and its workshops as a calendar file. Drafts are invisible here even to staff.
 */

const placesLeft = (limit: number | null, taken: number) =>
  limit === null ? null : Math.max(0, limit - taken);

/** `GET my/programs`: a page of the live programs, soonest first, with the generic filters. */
export async function listMyPrograms(deps: AppDeps, auth: ResolvedSession, query: TListQuery) {
  const now = new Date();
  const compiled = compileListQuery(
    { ...listRepo.programListResource, defaultSort: listRepo.DEFAULT_SORTS.live },
    query,
  );
  const page: listRepo.ProgramListPage = {
    tab: 'live',
    now,
    where: compiled.where,
    scope: { kind: 'published' },
    orderBy: compiled.orderBy,
    limit: compiled.limit,
    offset: compiled.offset,
  };
  const [{ rows, total }, settings] = await Promise.all([
    listRepo.listProgramsPage(deps.db, auth.instituteId, page),
    programsRepo.findProgramSettings(deps.db, auth.instituteId),
  ]);
  const ids = rows.map((row) => row.id);
  const [registrationCounts, states] = await Promise.all([
    listRepo.countRegistrations(deps.db, auth.instituteId, ids),
    myRepo.statesForPrograms(deps.db, auth.instituteId, auth.user.id, ids),
  ]);
  const window = {
    registration_cutoff_days: settings.registration_cutoff_days,
    today: todayIn(settings.timezone, now),
    now,
  };
  const data = rows.map((row): TMyProgramCard => {
    const taken = registrationCounts.get(row.id) ?? 0;
    const state = states.get(row.id);
    return {
      id: row.id,
      name: row.name,
      program_type: row.program_type,
      program_type_label: row.program_type ? PROGRAM_TYPE_LABELS[row.program_type] : null,
      domain_name: row.domain_name,
      start_date: row.start_date,
      workshop_start_time: row.starts_at?.toISOString() ?? null,
      location_names: row.location_names,
      points: row.points,
      attendee_limit: row.attendee_limit,
      places_left: placesLeft(row.attendee_limit, taken),
      is_open: isRegistrationOpen(row, window),
      my_state: state ? stateOf(state) : null,
    };
  });
  return { data, meta: listMeta(compiled, total) };
}

/** Why `actor` cannot register for the program now, in the order the registration checks it. */
export function registerBlockedReason(
  actor: Pick<Actor, 'is_educator' | 'is_guest'>,
  program: repo.RegistrationProgram & { ends_at: Date | null },
  taken: number,
  now: Date,
): string | null {
  if (!(actor.is_educator || actor.is_guest)) return MY_PROGRAM_MESSAGES.notRegistrant;
  if (program.ends_at && program.ends_at < now) return MY_PROGRAM_MESSAGES.ended;
  if (!program.registrations_open) return REGISTRATION_MESSAGES.closed;
  const { today, registration_cutoff_days: cutoffDays } = program.institute;
  if (isPastCutOff(today, program.start_date, cutoffDays)) return REGISTRATION_MESSAGES.cutOff;
  if (program.attendee_limit !== null && taken >= program.attendee_limit) return REGISTRATION_MESSAGES.full;
  return null;
}

/** A published program of the caller's institute, or 404 (another institute's, unknown, or a draft). */
async function publishedProgram(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const [detail, program] = await Promise.all([
    programsRepo.findProgram(deps.db, auth.instituteId, programId),
    repo.programForRegistration(deps.db, auth.instituteId, programId),
  ]);
  if (!detail || !program || !detail.program.published) throw AppError.notFound('Program');
  return { detail, program };
}

/** `GET my/programs/{id}`: the details and workshops, the caller's registration, and whether they can register. */
export async function showMyProgram(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
): Promise<TMyProgram> {
  const instituteId = auth.instituteId;
  // The caller's registration is read beside the program: it also says which workshop fields they read.
  const [{ detail, program }, mine] = await Promise.all([
    publishedProgram(deps, auth, programId),
    myRepo.myRegistration(deps.db, instituteId, auth.user.id, { programId }),
  ]);
  const relations = programRelations({ actor: auth.user, registrationStatus: mine?.status }, detail.program);
  const [workshops, taken] = await Promise.all([
    listWorkshops(deps.db, instituteId, programId, program.institute.timezone, relations),
    repo.countTakenPlaces(deps.db, instituteId, programId),
  ]);
  const now = new Date();
  const row = detail.program;
  const registration = mine ? presentMyRegistration(mine) : null;
  const isActive = auth.user.active;
  const blocked = registerBlockedReason(auth.user, { ...program, ends_at: row.ends_at }, taken, now);
  return {
    id: row.id,
    name: row.name,
    program_type: row.program_type,
    program_type_label: row.program_type ? PROGRAM_TYPE_LABELS[row.program_type] : null,
    domain_name: detail.domain_name,
    domain_color: detail.domain_color,
    start_date: row.start_date,
    end_date: row.end_date,
    workshop_start_time: row.starts_at?.toISOString() ?? null,
    location_names: [...new Set(workshops.flatMap((w) => (w.location_name ? [w.location_name] : [])))]
      .sort()
      .join(', '),
    points: workshops.reduce((sum, w) => sum + w.points, 0),
    attendee_limit: row.attendee_limit,
    places_left: placesLeft(row.attendee_limit, taken),
    is_open: isRegistrationOpen(row, { ...program.institute, now }),
    my_state: mine ? stateOf(mine) : null,
    description: row.description,
    summary_description: row.summary_description,
    contact_name: row.contact_name,
    contact_title: row.contact_title,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    pdf_url: programPdfUrl(row),
    registration_closes_on: registrationClosesOn(row.start_date, program.institute.registration_cutoff_days),
    requires_approval: requiresApproval(program),
    time_zone: program.institute.timezone,
    workshops: workshops.map((w) => ({
      id: w.id,
      name: w.name,
      start_time: w.start_time,
      end_time: w.end_time,
      start_local: w.start_local,
      end_local: w.end_local,
      location_name: w.location_name,
      room: w.room,
      presenter: w.presenter,
      points: w.points,
      description: w.description,
      approved_attendee_information: w.approved_attendee_information,
    })),
    registration,
    can_register: !mine && isActive && blocked === null,
    register_blocked_reason: mine ? null : blocked,
  };
}

/**
 * `GET my/programs/{id}/calendar.ics`: one event per workshop, in the institute's time zone (named
 * as the calendar's), the same file a registration email attaches as a plain calendar.
 */
export async function myProgramCalendar(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { program } = await publishedProgram(deps, auth, programId);
  const workshops = await repo.calendarWorkshops(deps.db, auth.instituteId, programId);
  const text = renderCalendar({
    type: 'regular',
    instituteId: auth.instituteId,
    timeZone: program.institute.timezone,
    programName: program.name ?? 'Program',
    workshops,
    organizer: { name: program.institute.name, email: program.institute.from_email_address ?? '' },
    attendee: { name: '', email: '' },
  });
  if (text === null) throw AppError.notFound('Calendar');
  return { text, filename: `program-${program.id}.ics` };
}
