import {
  LIMITS,
  PROGRAM_MESSAGES,
  PROGRAM_TYPE_LABELS,
  type TProgram,
  type TProgramTab,
  type ZProgramInput,
} from '@pdp/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { uploadUrl } from '../../lib/uploads.js';
import type { ResolvedSession } from '../auth/session-service.js';
import {
  canCreateProgram,
  canDeleteProgram,
  canEditProgram,
  canViewProgram,
  programAbilities,
  programRelations,
} from './policies.js';
import { statesForPrograms } from './my-programs-repository.js';
import * as repo from './programs-repository.js';
import { registrationClosesOn } from './registrations-window.js';
import {
  applyWorkshopPlan,
  copyWorkshops,
  listWorkshops,
  planWorkshops,
  refreshProgramDates,
} from './workshops-service.js';

type ProgramInput = Partial<z.output<typeof ZProgramInput>>;

const BLANK = "can't be blank";
const NOT_HERE = 'does not exist in this institute';
const NOT_FACILITATOR = 'must be a user with the facilitator role in this institute';

/** The tab a program is on (part 2 §2). */
export function programStatus(
  program: Pick<repo.ProgramRow, 'published' | 'ends_at'>,
  now = new Date(),
): TProgramTab {
  if (!program.published) return 'draft';
  return program.ends_at && program.ends_at < now ? 'past' : 'live';
}

/** The program's own file route: the PDF is served only to those who may see the program. */
export const programPdfUrl = (program: Pick<repo.ProgramRow, 'id' | 'pdf_key'>) =>
  program.pdf_key ? `/api/v1/programs/${program.id}/pdf` : null;

/** A program the signed-in user may see, or 404 (another institute's, unknown, or a hidden draft). */
export async function findVisibleProgram(db: Executor, auth: ResolvedSession, programId: number) {
  const row = await repo.findProgram(db, auth.instituteId, programId);
  if (!row || !canViewProgram(auth.user, row.program)) throw AppError.notFound('Program');
  return row;
}

/** `GET programs/{id}`: the program page (part 2 §3 "Program") with its workshops. */
export async function showProgram(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
): Promise<TProgram> {
  // The caller's registration is read beside the program: it says which workshop fields they read.
  const [row, settings, myStates] = await Promise.all([
    findVisibleProgram(deps.db, auth, programId),
    repo.findProgramSettings(deps.db, auth.instituteId),
    statesForPrograms(deps.db, auth.instituteId, auth.user.id, [programId]),
  ]);
  const { program } = row;
  const viewer = { actor: auth.user, registrationStatus: myStates.get(program.id)?.status };
  const relations = programRelations(viewer, program);
  const [workshops, counts] = await Promise.all([
    listWorkshops(deps.db, auth.instituteId, program.id, settings.timezone, relations),
    repo.countRegistrations(deps.db, auth.instituteId, program.id),
  ]);
  const now = new Date();
  const locationNames = [
    ...new Set(workshops.flatMap((w) => (w.location_name ? [w.location_name] : []))),
  ].sort();
  const facilitator = [row.facilitator_given_name, row.facilitator_family_name].filter(Boolean).join(' ');
  return {
    id: program.id,
    name: program.name,
    code: program.code,
    program_type: program.program_type,
    program_type_label: program.program_type ? PROGRAM_TYPE_LABELS[program.program_type] : null,
    domain_id: program.domain_id,
    domain_name: row.domain_name,
    domain_icon_url: uploadUrl(row.domain_svg_icon_key ?? row.domain_icon_key),
    domain_color: row.domain_color,
    category_id: program.category_id,
    start_date: program.start_date,
    end_date: program.end_date,
    facilitator_id: program.facilitator_id,
    facilitator_full_name: facilitator || null,
    attendee_limit: program.attendee_limit,
    registrations_open: program.registrations_open,
    registration_closes_on: registrationClosesOn(program.start_date, settings.registration_cutoff_days),
    description: program.description,
    summary_description: program.summary_description,
    published: program.published,
    status: programStatus(program, now),
    contact_name: program.contact_name,
    contact_title: program.contact_title,
    contact_email: program.contact_email,
    contact_phone: program.contact_phone,
    pdf_filename: program.pdf_filename,
    pdf_url: programPdfUrl(program),
    num_registrations: counts.active,
    location_names: locationNames.join(', '),
    workshops,
    can: programAbilities(auth.user, program),
    updated_at: program.updated_at.toISOString(),
  };
}

/** The program's own columns of the form (without workshops and the PDF). */
function programValues(input: ProgramInput): repo.ProgramValues {
  const { workshops: _w, pdf: _p, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/**
 * Checks a save (part 2 §5): references into the institute, the workshops, and publishing, which
 * needs a name, a type, a domain and at least one workshop. Returns the workshops' plan.
 */
async function checkSave(
  db: Executor,
  auth: ResolvedSession,
  existing: repo.ProgramRow | undefined,
  input: ProgramInput,
  timeZone: string,
) {
  const errors = new FieldErrors();
  const locations = [
    ...new Set(
      (input.workshops ?? []).flatMap((w) => (w._destroy || w.location_id === null ? [] : [w.location_id])),
    ),
  ];
  const refs = await repo.findReferences(db, auth.instituteId, {
    domain: input.domain_id ?? undefined,
    category: input.category_id ?? undefined,
    facilitator: input.facilitator_id ?? undefined,
    locations,
  });
  if (!refs.domain) errors.add('domain_id', NOT_HERE);
  if (!refs.category) errors.add('category_id', NOT_HERE);
  if (!refs.facilitator) errors.add('facilitator_id', NOT_FACILITATOR);
  const plan = await planWorkshops(
    db,
    { instituteId: auth.instituteId, programId: existing?.id ?? null, timeZone, locationIds: refs.locations },
    input.workshops,
    errors,
  );
  const merged = { ...existing, ...programValues(input) };
  if (merged.published) {
    if (!merged.name) errors.add('name', BLANK);
    if (!merged.program_type) errors.add('program_type', BLANK);
    if (!merged.domain_id) errors.add('domain_id', BLANK);
    if (plan.remaining === 0) errors.add('workshops', PROGRAM_MESSAGES.publishNeedsWorkshop);
  }
  errors.throwIfAny();
  return plan;
}

/** `POST programs`: a new program with its workshops, in one transaction (admins only). */
export async function createProgram(deps: AppDeps, auth: ResolvedSession, input: ProgramInput) {
  if (!canCreateProgram(auth.user)) throw AppError.forbidden();
  const settings = await repo.findProgramSettings(deps.db, auth.instituteId);
  const id = await deps.db.transaction(async (tx) => {
    const plan = await checkSave(tx, auth, undefined, input, settings.timezone);
    // A blank contact field (absent or null) takes the institute's default (part 1 §3).
    const values = programValues(input);
    const program = await repo.insertProgram(tx, auth.instituteId, {
      ...values,
      contact_name: values.contact_name ?? settings.contact_name,
      contact_title: values.contact_title ?? settings.contact_title,
      contact_email: values.contact_email ?? settings.contact_email,
      contact_phone: values.contact_phone ?? settings.contact_phone,
      published_at: input.published ? new Date() : null,
      created_by_id: auth.user.id,
    });
    await applyWorkshopPlan(tx, auth.instituteId, program.id, plan);
    return program.id;
  });
  return showProgram(deps, auth, id);
}

/**
 * `PUT programs/{id}`: the program and its workshops in one transaction (its editors only). Publish
 * and Unpublish are `published` true and false; `pdf: null` removes the PDF, whose file goes after
 * the commit.
 */
export async function updateProgram(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  input: ProgramInput,
) {
  const settings = await repo.findProgramSettings(deps.db, auth.instituteId);
  const removedKey = await deps.db.transaction(async (tx) => {
    const existing = await repo.lockProgram(tx, auth.instituteId, programId);
    if (!existing || !canViewProgram(auth.user, existing)) throw AppError.notFound('Program');
    if (!canEditProgram(auth.user, existing)) throw AppError.forbidden();
    const plan = await checkSave(tx, auth, existing, input, settings.timezone);
    const values = programValues(input);
    if (input.published && !existing.published) values.published_at = new Date();
    if (input.pdf === null) Object.assign(values, { pdf_key: null, pdf_filename: null });
    await repo.updateProgram(tx, auth.instituteId, programId, values);
    await applyWorkshopPlan(tx, auth.instituteId, programId, plan);
    return input.pdf === null ? existing.pdf_key : null;
  });
  if (removedKey) await deps.storage.delete(removedKey).catch(() => undefined);
  return showProgram(deps, auth, programId);
}

/**
 * `DELETE programs/{id}` (part 2 §4): only while unpublished, and never once a registration is
 * completed (its points stand). Workshops, registrations and attendance go with it.
 */
export async function deleteProgram(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const pdfKey = await deps.db.transaction(async (tx) => {
    const existing = await repo.lockProgram(tx, auth.instituteId, programId);
    if (!existing || !canViewProgram(auth.user, existing)) throw AppError.notFound('Program');
    if (!canEditProgram(auth.user, existing)) throw AppError.forbidden();
    if (!canDeleteProgram(auth.user, existing)) throw AppError.badRequest(PROGRAM_MESSAGES.deletePublished);
    const counts = await repo.countRegistrations(tx, auth.instituteId, programId);
    if (counts.completed > 0) throw AppError.badRequest(PROGRAM_MESSAGES.deleteCompleted);
    await repo.deleteProgram(tx, auth.instituteId, programId);
    return existing.pdf_key;
  });
  if (pdfKey) await deps.storage.delete(pdfKey).catch(() => undefined);
}

/** The duplicate's name: "Copy of …" within the name limit. */
export const copyName = (name: string | null) =>
  name ? `Copy of ${name}`.slice(0, LIMITS.programNameMax) : null;

/**
 * `POST programs/duplicate` (part 2 §4): a new draft with the program's fields and workshops, without
 * its registrations or its PDF. Creating a program is for admins, so duplicating is too.
 */
export async function duplicateProgram(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { program } = await findVisibleProgram(deps.db, auth, programId);
  if (!canCreateProgram(auth.user)) throw AppError.forbidden();
  const id = await deps.db.transaction(async (tx) => {
    const {
      id: _id,
      institute_id: _i,
      created_at: _c,
      updated_at: _u,
      pdf_key: _k,
      pdf_filename: _f,
      published_at: _pa,
      ...fields
    } = program;
    const copy = await repo.insertProgram(tx, auth.instituteId, {
      ...fields,
      name: copyName(program.name),
      published: false,
      created_by_id: auth.user.id,
    });
    await copyWorkshops(tx, auth.instituteId, program.id, copy.id);
    await refreshProgramDates(tx, auth.instituteId, copy.id);
    return copy.id;
  });
  return showProgram(deps, auth, id);
}
