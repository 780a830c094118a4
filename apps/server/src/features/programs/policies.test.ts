import { describe, expect, it } from 'vitest';
import { actorOf as actor } from '../users/policies-test-support.js';
import {
  canCreateProgram,
  canDeleteProgram,
  canEditProgram,
  canViewProgram,
  isFacilitatorOf,
  programAbilities,
  programRelations,
  visiblePrograms,
  WORKSHOP_FIELDS,
  type ProgramRecord,
} from './policies.js';

const superAdmin = actor(1, 'super_admin');
const admin = actor(2, 'institute_admin');
const supervisor = actor(3, 'supervisor');
const facilitator = actor(5, 'facilitator');
const educator = actor(6, 'educator');
const guest = actor(7, 'guest');
const program = (fields: Partial<ProgramRecord> = {}): ProgramRecord => ({
  institute_id: 1,
  facilitator_id: 5,
  published: false,
  ...fields,
});
const draft = program();
const published = program({ published: true });

describe('visiblePrograms and canViewProgram', () => {
  it('shows staff and facilitators drafts too, educators and guests only published programs', () => {
    for (const staff of [superAdmin, admin, supervisor, facilitator]) {
      expect(visiblePrograms(staff)).toEqual({ kind: 'all' });
      expect(canViewProgram(staff, draft)).toBe(true);
    }
    for (const reader of [educator, guest]) {
      expect(visiblePrograms(reader)).toEqual({ kind: 'published' });
      expect(canViewProgram(reader, draft)).toBe(false);
      expect(canViewProgram(reader, published)).toBe(true);
    }
  });
});

describe('canCreateProgram', () => {
  it('is for admins only', () => {
    expect(canCreateProgram(superAdmin)).toBe(true);
    expect(canCreateProgram(admin)).toBe(true);
    for (const other of [supervisor, facilitator, educator, guest])
      expect(canCreateProgram(other)).toBe(false);
  });
});

describe('isFacilitatorOf and canEditProgram', () => {
  it('lets admins edit any program, and a facilitator the programs they facilitate', () => {
    expect(canEditProgram(admin, program({ facilitator_id: null }))).toBe(true);
    expect(canEditProgram(superAdmin, published)).toBe(true);
    expect(isFacilitatorOf(facilitator, draft)).toBe(true);
    expect(canEditProgram(facilitator, published)).toBe(true);
  });

  it('refuses a facilitator someone else’s program, and a user named facilitator without the role', () => {
    expect(canEditProgram(facilitator, program({ facilitator_id: 99 }))).toBe(false);
    expect(canEditProgram(facilitator, program({ facilitator_id: null }))).toBe(false);
    // Named as the facilitator, but no longer holding the role.
    const former = actor(5, 'educator');
    expect(isFacilitatorOf(former, draft)).toBe(false);
    expect(canEditProgram(former, draft)).toBe(false);
    expect(canEditProgram(supervisor, draft)).toBe(false);
  });

  it('refuses the facilitator of the same id in another institute', () => {
    const elsewhere = program({ institute_id: 2 });
    expect(isFacilitatorOf(facilitator, elsewhere)).toBe(false);
    expect(canEditProgram(facilitator, elsewhere)).toBe(false);
  });
});

describe('canDeleteProgram', () => {
  it('lets whoever edits a program delete it only while it is unpublished', () => {
    expect(canDeleteProgram(admin, draft)).toBe(true);
    expect(canDeleteProgram(facilitator, draft)).toBe(true);
    expect(canDeleteProgram(admin, published)).toBe(false);
    expect(canDeleteProgram(facilitator, program({ facilitator_id: 99 }))).toBe(false);
    expect(canDeleteProgram(educator, draft)).toBe(false);
  });
});

describe('programAbilities', () => {
  it('answers the program read’s `can` from the rules', () => {
    expect(programAbilities(facilitator, draft)).toEqual({
      update: true,
      delete: true,
      view_attendance: true,
      register_users: true,
    });
    expect(programAbilities(admin, published)).toEqual({
      update: true,
      delete: false,
      view_attendance: true,
      register_users: true,
    });
    expect(programAbilities(educator, published)).toEqual({
      update: false,
      delete: false,
      view_attendance: false,
      register_users: false,
    });
  });
});

describe('programRelations and WORKSHOP_FIELDS', () => {
  const workshop = {
    id: 1,
    approved_attendee_information: 'Room 4',
    pre_workshop_communication_subject: 'Hi',
  };
  const seenBy = (viewer: Parameters<typeof programRelations>[0]) =>
    WORKSHOP_FIELDS.visibleTo(programRelations(viewer, draft))(workshop);

  it('names how the viewer stands to the program', () => {
    expect([...programRelations({ actor: admin }, draft)]).toEqual(['admin']);
    expect([...programRelations({ actor: facilitator }, draft)]).toEqual(['facilitator']);
    expect([...programRelations({ actor: educator, registrationStatus: 'approved' }, draft)]).toEqual([
      'approved_registrant',
    ]);
    expect([...programRelations({ registrationStatus: 'pending' }, draft)]).toEqual([]);
  });

  it('gives the joining information to those who run or attend the program, null to the rest', () => {
    expect(seenBy({ actor: admin })).toEqual(workshop);
    expect(seenBy({ actor: facilitator })).toEqual(workshop);
    expect(seenBy({ registrationStatus: 'approved' })).toEqual(workshop);
    const hidden = { id: 1, approved_attendee_information: null, pre_workshop_communication_subject: null };
    expect(seenBy({ actor: educator, registrationStatus: 'pending' })).toEqual(hidden);
    expect(seenBy({ actor: supervisor })).toEqual(hidden);
  });
});
