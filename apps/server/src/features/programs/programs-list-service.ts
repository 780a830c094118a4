import { PROGRAM_TYPE_LABELS, type TProgramListQuery, type TProgramListRow } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { csvDateTimeColumn, type CsvColumns } from '../../lib/csv.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import { todayIn } from '../../lib/today.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { visiblePrograms } from './policies.js';
import * as listRepo from './programs-list-repository.js';
import * as repo from './programs-repository.js';
import { isPastCutOff } from './registrations-window.js';

export const EXPORT_BATCH_SIZE = 500;

/** Part 2 §2 "registration_info": registrations (over the limit, if any), then open or closed. */
export function registrationInfo(count: number, limit: number | null, isOpen: boolean) {
  return `${limit ? `${count}/${limit}` : count}, ${isOpen ? 'open' : 'closed'}`;
}

/** Whether a program takes registrations today: open, not past the cut-off, not over. */
export function isRegistrationOpen(
  program: { registrations_open: boolean; start_date: string | null; ends_at: Date | null },
  settings: { registration_cutoff_days: number | null; today: string; now: Date },
) {
  return (
    program.registrations_open &&
    !isPastCutOff(settings.today, program.start_date, settings.registration_cutoff_days) &&
    !(program.ends_at && program.ends_at < settings.now)
  );
}

export async function summarizePrograms(deps: AppDeps, auth: ResolvedSession) {
  return {
    data: await listRepo.summarizePrograms(deps.db, auth.instituteId, visiblePrograms(auth.user), new Date()),
  };
}

/** The list's page: the tab, the generic filters and sorts of `programListResource`, the user's scope. */
function compile(auth: ResolvedSession, query: TProgramListQuery, now: Date) {
  const resource = { ...listRepo.programListResource, defaultSort: listRepo.DEFAULT_SORTS[query.tab] };
  const compiled = compileListQuery(resource, query);
  const page: listRepo.ProgramListPage = {
    tab: query.tab,
    now,
    where: compiled.where,
    scope: visiblePrograms(auth.user),
    orderBy: compiled.orderBy,
    limit: compiled.limit,
    offset: compiled.offset,
  };
  return { compiled, page };
}

function presentRows(
  rows: listRepo.ProgramListRow[],
  registrationCounts: Map<number, number>,
  settings: repo.ProgramSettings,
  now: Date,
) {
  const window = {
    registration_cutoff_days: settings.registration_cutoff_days,
    today: todayIn(settings.timezone, now),
    now,
  };
  return rows.map((row): TProgramListRow => {
    const numRegistrations = registrationCounts.get(row.id) ?? 0;
    return {
      id: row.id,
      start_date: row.start_date,
      workshop_start_time: row.starts_at?.toISOString() ?? null,
      name: row.name,
      presenter_names: row.presenter_names,
      program_type: row.program_type,
      program_type_label: row.program_type ? PROGRAM_TYPE_LABELS[row.program_type] : null,
      domain_name: row.domain_name,
      points: row.points,
      location_names: row.location_names,
      registration_info: registrationInfo(
        numRegistrations,
        row.attendee_limit,
        isRegistrationOpen(row, window),
      ),
      num_registrations: numRegistrations,
      attendee_limit: row.attendee_limit,
      published: row.published,
    };
  });
}

/** Manage Programs: one page of a tab, with its total. */
export async function listPrograms(deps: AppDeps, auth: ResolvedSession, query: TProgramListQuery) {
  const now = new Date();
  const { compiled, page } = compile(auth, query, now);
  const [{ rows, total }, settings] = await Promise.all([
    listRepo.listProgramsPage(deps.db, auth.instituteId, page),
    repo.findProgramSettings(deps.db, auth.instituteId),
  ]);
  const registrationCounts = await listRepo.countRegistrations(
    deps.db,
    auth.instituteId,
    rows.map((row) => row.id),
  );
  return { data: presentRows(rows, registrationCounts, settings, now), meta: listMeta(compiled, total) };
}

export const programExportColumns = (timeZone: string): CsvColumns<TProgramListRow> => [
  ['Start Date', (p) => p.start_date],
  csvDateTimeColumn('Workshop Start Time', timeZone, (p) => p.workshop_start_time),
  ['Name', (p) => p.name],
  ['Presenters', (p) => p.presenter_names],
  ['Program Type', (p) => p.program_type_label],
  ['Domain', (p) => p.domain_name],
  ['Points', (p) => p.points],
  ['Locations', (p) => p.location_names],
  ['Registrations', (p) => p.registration_info],
];

/** programs.csv: the tab's filters and sort, read in batches; a bad filter answers 400 before streaming. */
export function exportPrograms(deps: AppDeps, auth: ResolvedSession, query: TProgramListQuery) {
  const now = new Date();
  const { page } = compile(auth, query, now);
  return async function* rows(): AsyncGenerator<TProgramListRow> {
    const settings = await repo.findProgramSettings(deps.db, auth.instituteId);
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const batch = await listRepo.listPrograms(deps.db, auth.instituteId, {
        ...page,
        limit: EXPORT_BATCH_SIZE,
        offset,
      });
      const ids = batch.map((row) => row.id);
      yield* presentRows(
        batch,
        await listRepo.countRegistrations(deps.db, auth.instituteId, ids),
        settings,
        now,
      );
      if (batch.length < EXPORT_BATCH_SIZE) return;
    }
  };
}
