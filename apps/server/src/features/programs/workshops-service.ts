import type { TWorkshop, ZWorkshopInput } from '@pdp/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { localMinute } from '../../lib/today.js';
import { WORKSHOP_FIELDS, type ProgramRelation } from './policies.js';
import * as repo from './workshops-repository.js';

type WorkshopInput = z.output<typeof ZWorkshopInput>;

export const WORKSHOP_MESSAGES = {
  notValidTime: 'is not a real date and time',
  skippedByClock: 'does not exist on the institute’s clock that day (the clocks go forward)',
  endBeforeStart: 'must be after the start time',
  notThisProgram: 'is not a workshop of this program',
  unknownLocation: 'does not exist in this institute',
  removeCompleted: 'A workshop attended by a completed registration cannot be removed.',
} as const;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;
/** A UTC offset at the end (the contract allows only `Z` or `±hh:mm` there). */
const OFFSET = /[+-](\d{2}):(\d{2})$/;
/**
 * The years a workshop may fall in. Before 1900 many zones kept local mean time, whose offset is not
 * a whole minute: PostgreSQL answers such an instant, and JavaScript cannot read it back.
 */
const FIRST_YEAR = 1900;

/**
 * Whether PostgreSQL takes the time as written (JavaScript would roll 2026-02-30 into March) and
 * the instant is one the app can read back: a UTC offset of at most 14 hours, as real zones have, a year
 * from 1900.
 */
function isRealTime(value: string): boolean {
  const [, y, mo, d, h, mi, s] = (LOCAL.exec(value) ?? []).map(Number);
  if (!y || !mo || !d || y < FIRST_YEAR) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const [, offsetHours = 0, offsetMinutes = 0] = (OFFSET.exec(value) ?? []).map(Number);
  const isRealOffset = offsetHours <= 14 && offsetMinutes < 60;
  return mo <= 12 && d <= days && (h ?? 0) < 24 && (mi ?? 0) < 60 && (s || 0) < 60 && isRealOffset;
}

/**
 * Whether a local time (no offset) names a minute the zone's clocks skip (02:30 on the morning
 * daylight saving starts): PostgreSQL reads it as the hour after, and the saved workshop would not
 * start when the form said. The instant, read back on the zone's clock, is another minute.
 */
function isSkippedByClock(value: string, instant: Date | undefined, timeZone: string): boolean {
  if (!instant || OFFSET.test(value) || value.endsWith('Z')) return false;
  return localMinute(instant, timeZone) !== value.slice(0, 16);
}

/** What saving the program's `workshops` does, once every entry is checked. */
export interface WorkshopPlan {
  inserts: repo.WorkshopValues[];
  updates: { id: number; values: repo.WorkshopValues }[];
  destroys: number[];
  /** How many workshops the program has after the save. */
  remaining: number;
}

/**
 * Checks the form's workshops (part 2 §3, §4) and plans their save: entries with an id update that
 * workshop, entries without create one, `_destroy` removes one. Times are combined in the
 * institute's time zone; the end must come after the start. Problems are added to `errors` under
 * `workshops.N.field`, the paths zod uses for the same body.
 */
export async function planWorkshops(
  db: Executor,
  context: { instituteId: number; programId: number | null; timeZone: string; locationIds: Set<number> },
  inputs: WorkshopInput[] | undefined,
  errors: FieldErrors,
): Promise<WorkshopPlan> {
  const existing =
    context.programId === null
      ? new Set<number>()
      : await repo.findWorkshopIds(db, context.instituteId, context.programId);
  if (inputs === undefined) return { inserts: [], updates: [], destroys: [], remaining: existing.size };
  const kept = inputs.filter((w) => !w._destroy);
  const times: string[] = [];
  // The contract requires both times of a workshop that stays.
  kept.forEach((w) => times.push(w.start_time ?? '', w.end_time ?? ''));
  const valid = times.every(isRealTime);
  const instants = valid ? await repo.toInstants(db, context.timeZone, times) : [];
  const plan: WorkshopPlan = { inserts: [], updates: [], destroys: [], remaining: 0 };
  let k = 0;
  inputs.forEach((input, index) => {
    const at = (field: string) => `workshops.${index}.${field}`;
    if (input.id !== undefined && !existing.has(input.id))
      errors.add(at('id'), WORKSHOP_MESSAGES.notThisProgram);
    if (input._destroy) {
      if (input.id !== undefined && existing.has(input.id)) plan.destroys.push(input.id);
      return;
    }
    const start = instants[2 * k];
    const end = instants[2 * k + 1];
    k += 1;
    if (!isRealTime(input.start_time ?? '')) errors.add(at('start_time'), WORKSHOP_MESSAGES.notValidTime);
    if (!isRealTime(input.end_time ?? '')) errors.add(at('end_time'), WORKSHOP_MESSAGES.notValidTime);
    if (isSkippedByClock(input.start_time ?? '', start, context.timeZone))
      errors.add(at('start_time'), WORKSHOP_MESSAGES.skippedByClock);
    if (isSkippedByClock(input.end_time ?? '', end, context.timeZone))
      errors.add(at('end_time'), WORKSHOP_MESSAGES.skippedByClock);
    if (start && end && end <= start) errors.add(at('end_time'), WORKSHOP_MESSAGES.endBeforeStart);
    if (input.location_id !== null && !context.locationIds.has(input.location_id))
      errors.add(at('location_id'), WORKSHOP_MESSAGES.unknownLocation);
    const { id, _destroy, start_time: _s, end_time: _e, ...fields } = input;
    const values: repo.WorkshopValues = {
      ...fields,
      start_time: start ?? new Date(0),
      end_time: end ?? new Date(0),
    };
    if (id === undefined) plan.inserts.push(values);
    else if (existing.has(id)) plan.updates.push({ id, values });
  });
  const destroyed = new Set(plan.destroys);
  plan.remaining = [...existing].filter((id) => !destroyed.has(id)).length + plan.inserts.length;
  return plan;
}

/** Writes a checked plan, then refreshes the program's dates (inside the caller's transaction). */
export async function applyWorkshopPlan(
  db: Executor,
  instituteId: number,
  programId: number,
  plan: WorkshopPlan,
) {
  if (plan.destroys.length && (await repo.hasCompletedAttendance(db, instituteId, plan.destroys))) {
    throw AppError.badRequest(WORKSHOP_MESSAGES.removeCompleted);
  }
  await repo.deleteWorkshops(db, instituteId, programId, plan.destroys);
  for (const { id, values } of plan.updates)
    await repo.updateWorkshop(db, instituteId, programId, id, values);
  await repo.insertWorkshops(db, instituteId, programId, plan.inserts);
  await repo.refreshProgramDates(db, instituteId, programId);
}

export const copyWorkshops = repo.copyWorkshops;
export const refreshProgramDates = repo.refreshProgramDates;

/**
 * A program's workshops as the program page reads them, by a viewer with these relations to the
 * program: the fields WORKSHOP_FIELDS keeps from them read null.
 */
export async function listWorkshops(
  db: Executor,
  instituteId: number,
  programId: number,
  timeZone: string,
  relations: ReadonlySet<ProgramRelation>,
): Promise<TWorkshop[]> {
  const rows = await repo.findWorkshops(db, instituteId, programId, timeZone);
  const visible = WORKSHOP_FIELDS.visibleTo(relations);
  return rows.map(({ workshop: w, location_name, start_local, end_local }) =>
    visible({
      id: w.id,
      name: w.name,
      start_time: w.start_time.toISOString(),
      end_time: w.end_time.toISOString(),
      start_local,
      end_local,
      location_id: w.location_id,
      location_name,
      room: w.room,
      presenter: w.presenter,
      points: Number(w.points),
      description: w.description,
      approved_attendee_information: w.approved_attendee_information,
      pre_workshop_communication_enabled: w.pre_workshop_communication_enabled,
      pre_workshop_communication_send_days_before: w.pre_workshop_communication_send_days_before,
      pre_workshop_communication_subject: w.pre_workshop_communication_subject,
      pre_workshop_communication_message: w.pre_workshop_communication_message,
      post_workshop_communication_enabled: w.post_workshop_communication_enabled,
      post_workshop_communication_send_days_after: w.post_workshop_communication_send_days_after,
      post_workshop_communication_subject: w.post_workshop_communication_subject,
      post_workshop_communication_message: w.post_workshop_communication_message,
    }),
  );
}
