import {
  can,
  type TProgramCan,
  type TRegistration,
  type TRegistrationStatus,
  type TWorkshop,
} from '@pdp/contract';
import { defineFieldVisibility } from '../../lib/field-visibility.js';
import type { Actor } from '../users/policies.js';

/**
 * The programs domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"): pure functions
 * of who acts and the program they act on. Services call them; a program read carries their answers as
 * `can`, so the console offers only what the server would accept. WORKSHOP_FIELDS, at the end, says
 * who reads which fields of a workshop.
 */

/** What the rules read of a program. */
export interface ProgramRecord {
  institute_id: number;
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

/** The facilitator of this program: the user of the program's institute named as its facilitator. */
export function isFacilitatorOf(actor: Actor, program: ProgramRecord): boolean {
  return (
    actor.is_facilitator && program.facilitator_id === actor.id && program.institute_id === actor.institute_id
  );
}

/** Part 2 §6: admins, or the program's own facilitator, edit a program and see its attendance. */
export function canEditProgram(actor: Actor, program: ProgramRecord): boolean {
  return can(actor, 'programs.edit_any') || isFacilitatorOf(actor, program);
}

/**
 * Whoever edits a program runs its attendance: registrations, attendance, completion, notifications.
 * @alias a rule of its own that answers as canEditProgram does
 */
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

/** A completed registration is locked until uncompleted. */
export const isRegistrationLocked = (registration: { completed: boolean }) => registration.completed;

/**
 * A registration in its program's attendance, for whoever runs it (part 2 §4): a completed one is
 * locked (attendance, hurdle, learning journey, removal) until uncompleted; only an approved one is
 * completed.
 */
export function registrationAbilities(registration: {
  status: TRegistrationStatus;
  completed: boolean;
}): TRegistration['can'] {
  const isOpen = !isRegistrationLocked(registration);
  return {
    edit: isOpen,
    complete: registration.completed || registration.status === 'approved',
    remove: isOpen,
  };
}

/**
 * How a viewer stands to a program, for the fields only some may read: an admin of the institute they
 * act in (the program's, or it would not be found), its facilitator, a registrant whose place is
 * approved. `registrationStatus` is the viewer's registration's (none, pending and declined are not
 * approved); an email's recipient has no `actor`, only their registration.
 */
export type ProgramRelation = 'admin' | 'facilitator' | 'approved_registrant';

export function programRelations(
  viewer: { actor?: Actor; registrationStatus?: string | null },
  program: ProgramRecord,
): ReadonlySet<ProgramRelation> {
  const relations = new Set<ProgramRelation>();
  const { actor } = viewer;
  if (actor && can(actor, 'programs.edit_any')) relations.add('admin');
  if (actor && isFacilitatorOf(actor, program)) relations.add('facilitator');
  if (viewer.registrationStatus === 'approved') relations.add('approved_registrant');
  return relations;
}

const ATTENDING_OR_RUNNING = ['admin', 'facilitator', 'approved_registrant'] as const;

/**
 * Who reads which fields of a workshop. The joining information (a meeting link, a room code) is for
 * those who will attend and those who run the program; so are the workshop's own emails, which only
 * approved registrants receive. Everyone else reads these as null.
 */
export const WORKSHOP_FIELDS = defineFieldVisibility<TWorkshop, ProgramRelation>({
  approved_attendee_information: ATTENDING_OR_RUNNING,
  pre_workshop_communication_subject: ATTENDING_OR_RUNNING,
  pre_workshop_communication_message: ATTENDING_OR_RUNNING,
  post_workshop_communication_subject: ATTENDING_OR_RUNNING,
  post_workshop_communication_message: ATTENDING_OR_RUNNING,
});
