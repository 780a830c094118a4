import { can, type TProgramCan } from '@pdp/contract';
import type { Actor } from '../users/policies.js';

/**
 * The programs domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"): pure functions
 * of who acts and the program they act on. Services call them; a program read carries their answers as
 * `can`, so the console offers only what the server would accept.
 */

/** What the rules read of a program. */
export interface ProgramRecord {
  facilitator_id: number | null;
  published: boolean;
}

/** Which programs a list or a read shows: staff see drafts too; educators and guests only published ones. */
export type ProgramScope = { kind: 'all' } | { kind: 'published' };

export function visiblePrograms(actor: Actor): ProgramScope {
  return can(actor, 'registrations.view') || actor.is_facilitator ? { kind: 'all' } : { kind: 'published' };
}

export function canViewProgram(actor: Actor, program: ProgramRecord): boolean {
  return visiblePrograms(actor).kind === 'all' || program.published;
}

/** Part 2 §6: creating a program is for institute admins and super admins. */
export function canCreateProgram(actor: Actor): boolean {
  return can(actor, 'programs.create');
}

/** The facilitator of this program: the user named as its facilitator. */
export function isFacilitatorOf(actor: Actor, program: ProgramRecord): boolean {
  return actor.is_facilitator && program.facilitator_id === actor.id;
}

/** Part 2 §6: admins, or the program's own facilitator, edit a program and see its attendance. */
export function canEditProgram(actor: Actor, program: ProgramRecord): boolean {
  return can(actor, 'programs.edit_any') || isFacilitatorOf(actor, program);
}

/** Whoever edits a program runs its attendance: registrations, attendance, completion, notifications. */
export const canManageAttendance = canEditProgram;

/** Part 2 §4: Delete is available only while unpublished (the service answers 400 otherwise). */
export function canDeleteProgram(actor: Actor, program: ProgramRecord): boolean {
  return canEditProgram(actor, program) && !program.published;
}

/** The `can` of a program read. */
export function programAbilities(actor: Actor, program: ProgramRecord): TProgramCan {
  const edit = canEditProgram(actor, program);
  return {
    update: edit,
    delete: canDeleteProgram(actor, program),
    view_attendance: edit,
    register_users: edit,
  };
}
