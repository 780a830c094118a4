import { PROGRAM_TYPE_LABELS, type TProgramType } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { todayIn } from '../../lib/today.js';
import { isRegistrationOpen } from './programs-list-service.js';
import * as repo from './open-places-repository.js';
import { findProgramSettings } from './programs-repository.js';

/**
 * Open places by domain, for the planning views (docs/using-planning.md): the programs an educator
 * could register for today in some domains, and the places the institute has scheduled ahead.
 */

export interface OpenProgram {
  id: number;
  name: string | null;
  program_type_label: string | null;
  domain_id: number;
  domain_name: string;
  start_date: string | null;
  points: number;
  places_left: number | null;
}

/**
 * Live programs of these domains that `userId` could register for now: taking registrations, before
 * the cut-off, not over, not full, and not already registered for (with any status). Soonest first.
 */
export async function openProgramsFor(
  deps: AppDeps,
  instituteId: number,
  userId: number,
  domainIds: number[],
): Promise<OpenProgram[]> {
  const now = new Date();
  const [rows, settings] = await Promise.all([
    repo.openProgramsInDomains(deps.db, instituteId, userId, domainIds, now),
    findProgramSettings(deps.db, instituteId),
  ]);
  const window = { ...settings, today: todayIn(settings.timezone, now), now };
  return rows
    .filter((row) => isRegistrationOpen(row, window))
    .map((row) => ({
      id: row.id,
      name: row.name,
      program_type_label: row.program_type ? PROGRAM_TYPE_LABELS[row.program_type as TProgramType] : null,
      domain_id: row.domain_id,
      domain_name: row.domain_name,
      start_date: row.start_date,
      points: row.points,
      places_left: row.attendee_limit === null ? null : row.attendee_limit - row.taken,
    }));
}

/** Per domain, the free places starting within each of `months` (ascending) from now. */
export function scheduledPlaces(
  deps: AppDeps,
  instituteId: number,
  months: readonly number[],
  now = new Date(),
) {
  const horizons = months.map((count) => {
    const horizon = new Date(now);
    horizon.setUTCMonth(horizon.getUTCMonth() + count);
    return horizon;
  });
  return repo.scheduledPlacesByDomain(deps.db, instituteId, now, horizons);
}
