import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/db/schema/index.js';
import { createProgram, createRegistration } from '../../src/features/programs/test-support.js';
import type { TestApp } from '../app.js';
import { createUser, loginAs } from '../factories.js';
import { rowsOf, type World } from './world.js';

/**
 * Field-level visibility (docs/security.md): a field only some viewers may read is written with a
 * marker on the program the generated routes are called with (or on its institute), and each route's answer to a viewer of
 * every relation to that program is searched for the marker. A field is covered by one declaration
 * in SENSITIVE_FIELDS; a route added later is searched as it is.
 */

/** Who reads, by how they stand to the program (and "another institute" for the tenant boundary). */
export const FIELD_VIEWERS = [
  'anonymous',
  'educator_unregistered',
  'educator_pending',
  'educator_declined',
  'educator_approved',
  'guest',
  'facilitator_of_another_program',
  'facilitator_of_the_program',
  'supervisor',
  'institute_admin',
  'super_admin',
  'another_institute_admin',
] as const;
export type FieldViewer = (typeof FIELD_VIEWERS)[number];

/** Those who attend or run the program: its approved registrants, its facilitator, the admins. */
const ATTENDING_OR_RUNNING: readonly FieldViewer[] = [
  'educator_approved',
  'facilitator_of_the_program',
  'institute_admin',
  'super_admin',
];

/** Those who manage the institute. */
const ADMINS: readonly FieldViewer[] = ['institute_admin', 'super_admin'];

export interface SensitiveField {
  /** `programs`, a table of the program's own rows (with a `program_id`), or `institutes` (its own). */
  table: string;
  column: string;
  /** Who may read it; every other viewer must never see its value. */
  readers: readonly FieldViewer[];
}

export const SENSITIVE_FIELDS: readonly SensitiveField[] = [
  // A meeting link or a room code: for those who will attend, and those who run the program.
  { table: 'workshops', column: 'approved_attendee_information', readers: ATTENDING_OR_RUNNING },
  // The workshop's own emails, which go to its approved registrants only.
  ...['pre', 'post'].flatMap((phase) =>
    ['subject', 'message'].map((part) => ({
      table: 'workshops',
      column: `${phase}_workshop_communication_${part}`,
      readers: ATTENDING_OR_RUNNING,
    })),
  ),
  // The institute's single sign-on configuration: its admins' (features/institutes/policies.ts).
  ...['sso_domain_name', 'sso_user_pool', 'sso_issuer_url', 'sso_client_id', 'sso_groups_claim'].map(
    (column) => ({ table: 'institutes', column, readers: ADMINS }),
  ),
];

const markerOf = (field: SensitiveField) => `field-secret:${field.table}.${field.column}`;

export interface FieldScene {
  /** The program every generated route is called with (the first of the world's institute). */
  programId: number;
  cookieFor(viewer: FieldViewer): Promise<string | undefined>;
}

/**
 * Gives the world's program one viewer of each relation, and writes every sensitive field's marker on
 * its rows (and the institute's on the world's institute). The program is published (so educators
 * reach it) and has a workshop.
 */
export async function createFieldScene(t: TestApp, world: World): Promise<FieldScene> {
  const instituteId = world.instituteId;
  const programId = (await world.pickId(world.targetOf('programs')!, 'own', new Map()))!;
  const user = (flags: Record<string, boolean>, institute = instituteId) =>
    createUser(t.db, institute, flags);
  const registrant = async (status: 'pending' | 'incomplete' | 'approved') => {
    const row = await user({ is_educator: true });
    await createRegistration(t.db, instituteId, programId, row.id, { status });
    return row;
  };
  const facilitator = await user({ is_facilitator: true });
  const elsewhere = await user({ is_facilitator: true });
  await createProgram(t.db, instituteId, { facilitator_id: elsewhere.id });
  await t.db.execute(
    sql`update programs set published = true, facilitator_id = ${facilitator.id} where id = ${programId}`,
  );
  const workshops = await rowsOf(t.db, sql`select id from workshops where program_id = ${programId}`);
  if (workshops.length === 0) {
    await t.db.execute(
      sql`insert into workshops (institute_id, program_id, start_time, end_time)
          values (${instituteId}, ${programId}, now() + interval '30 days', now() + interval '30 days 2 hours')`,
    );
  }
  for (const field of SENSITIVE_FIELDS) {
    const owner = field.table === 'programs' ? sql`id` : sql`program_id`;
    const rows =
      field.table === 'institutes'
        ? sql`id = ${instituteId}`
        : sql`institute_id = ${instituteId} and ${owner} = ${programId}`;
    await t.db.execute(
      sql`update ${sql.identifier(field.table)} set ${sql.identifier(field.column)} = ${markerOf(field)}
          where ${rows}`,
    );
  }
  const [other] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from institutes where id <> ${instituteId} order by id limit 1`,
  );
  const users: Record<Exclude<FieldViewer, 'anonymous'>, UserRow> = {
    educator_unregistered: await user({ is_educator: true }),
    educator_pending: await registrant('pending'),
    educator_declined: await registrant('incomplete'),
    educator_approved: await registrant('approved'),
    guest: await user({ is_guest: true }),
    facilitator_of_another_program: elsewhere,
    facilitator_of_the_program: facilitator,
    supervisor: await user({ is_supervisor: true }),
    institute_admin: await user({ is_institute_admin: true }),
    super_admin: await user({ is_super_admin: true }),
    another_institute_admin: await user({ is_institute_admin: true }, other!.id),
  };
  return {
    programId,
    // A fresh session per call: a route may end the one it is given.
    cookieFor: async (viewer) => (viewer === 'anonymous' ? undefined : loginAs(t.app, users[viewer])),
  };
}

/**
 * What is wrong with one answer: a field's value shown to a viewer who may not read it (anywhere in
 * the body: JSON, CSV, a calendar), or withheld (the field present without its value) from one who
 * may, on a route about the scene's program. `seen` collects the readers each field reached.
 */
export function fieldProblems(
  label: string,
  viewer: FieldViewer,
  response: LightMyRequestResponse,
  isAboutTheProgram: boolean,
  seen: Set<string>,
): string[] {
  const problems: string[] = [];
  for (const field of SENSITIVE_FIELDS) {
    const shows = response.body.includes(markerOf(field));
    const mayRead = field.readers.includes(viewer);
    if (shows) seen.add(`${field.column} ${viewer}`);
    if (shows && !mayRead) problems.push(`${label} as ${viewer}: shows ${field.column}`);
    const isWithheld = mayRead && !shows && isAboutTheProgram && response.body.includes(`"${field.column}":`);
    if (isWithheld && response.statusCode === 200)
      problems.push(`${label} as ${viewer}: withholds ${field.column}`);
  }
  return problems;
}

/** The readers that no route showed a field to (the check would prove nothing for them). */
export function unreachedReaders(seen: Set<string>): string[] {
  return SENSITIVE_FIELDS.flatMap((field) =>
    field.readers
      .filter((viewer) => !seen.has(`${field.column} ${viewer}`))
      .map((v) => `${field.column} ${v}`),
  );
}
