import type { TRequirementFlag, TWorkshopAttendance } from '@pdp/contract';
import type { Actor } from '../users/policies.js';
import { canViewProgram } from '../programs/policies.js';
import { programPdfUrl } from '../programs/programs-service.js';
import type * as repo from './points-histories-repository.js';

/**
 * A points history row's detail beyond its own columns (part 2 §3 "Points history row"): a program
 * row's summary, flyer, learning journey and workshops; the institute's reporting requirements.
 */

export type WorkshopRow = Awaited<ReturnType<typeof repo.listRegistrationWorkshops>>[number];

/**
 * The institute's enabled Additional Reporting Requirements, by name. History rows do not record
 * whether they meet one, so `value` is null (docs/decisions.md, "Points history detail").
 */
export function requirementFlags(owner: repo.HistoryOwner): TRequirementFlag[] {
  const flags: TRequirementFlag[] = [];
  if (owner.requirement_1_enabled)
    flags.push({
      key: 'requirement_1',
      name: owner.requirement_1_name?.trim() || 'Requirement 1',
      value: null,
    });
  if (owner.requirement_2_enabled)
    flags.push({
      key: 'requirement_2',
      name: owner.requirement_2_name?.trim() || 'Requirement 2',
      value: null,
    });
  return flags;
}

/** A program row's workshops: a workshop counts when attended, or always when attendance is not required. */
function workshopAttendances(workshops: WorkshopRow[], owner: repo.HistoryOwner): TWorkshopAttendance[] {
  return workshops.map((w) => ({
    workshop_id: w.workshop_id,
    name: w.name,
    attended: w.present,
    eligible_points: w.present || !owner.program_points_require_workshop_attendance ? w.points : 0,
  }));
}

/** A program row's detail beyond the program's name, type and dates; nulls on other rows. */
export function programDetail(
  row: repo.HistoryListRow,
  workshops: WorkshopRow[],
  actor: Actor,
  owner: repo.HistoryOwner,
) {
  const h = row.history;
  if (h.program_id === null || h.type !== 'PointsProgram') {
    return {
      summary: null,
      program_flyer: null,
      learning_journey_achieved: null,
      workshop_attendances: null,
    };
  }
  const program = { id: h.program_id, pdf_key: row.program_pdf_key };
  const visible =
    row.program_published !== null &&
    canViewProgram(actor, { published: row.program_published, facilitator_id: row.program_facilitator_id });
  const url = visible ? programPdfUrl(program) : null;
  return {
    summary: row.program_summary,
    program_flyer: url ? { url, filename: row.program_pdf_filename ?? 'program.pdf' } : null,
    // A row without a registration (an award kept from before registrations) says it itself.
    learning_journey_achieved:
      h.registration_id === null
        ? h.learning_journey_equivalent
        : Boolean(row.registration_completed && row.registration_is_learning_journey),
    workshop_attendances: h.registration_id === null ? null : workshopAttendances(workshops, owner),
  };
}

/** Items by a numeric key, in their order. */
export function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
