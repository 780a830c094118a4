import { and, asc, eq } from 'drizzle-orm';
import { findIdealPair } from './database';
import type { Database } from '../../server/src/db/client.js';
import { business_ideal_responses, domains } from '../../server/src/db/schema/index.js';
import type { ApiClient } from './api';
import { uniqueSuffix } from './seed';
import { allActiveCapabilities } from '../../server/src/features/profiling/responses-repository.js';

/**
 * The planning views' data (docs/using-planning.md): a business ideal at the top of the scale for the
 * first domain's statements only, so an educator's gaps (as insertProfile rates them: the labels in
 * turn, lowest first) all fall in that domain. Answers the domain.
 */
export async function insertTopIdealForFirstDomain(
  db: Database,
  instituteId: number,
  pair: { department: string; employmentType: string },
): Promise<{ id: number; name: string }> {
  const [first] = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(and(eq(domains.institute_id, instituteId), eq(domains.active, true)))
    .orderBy(asc(domains.display_order), asc(domains.id))
    .limit(1);
  const key = await findIdealPair(db, instituteId, pair);
  if (!first) throw new Error(`Seeding: no active domain in ${instituteId}`);
  const capabilities = (await allActiveCapabilities(db, instituteId)).filter((c) => c.domain_id === first.id);
  await db.insert(business_ideal_responses).values(
    capabilities.map((capability) => ({
      institute_id: instituteId,
      ...key,
      capability_id: capability.id,
      value: 4,
    })),
  );
  return first;
}

/** A live elective of the domain, open for registration, one workshop 40 days ahead (no limit by default). */
export async function seedProgramInDomain(api: ApiClient, domainId: number, attendeeLimit?: number) {
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const name = `Recommended ${uniqueSuffix()}`;
  const created = await api.post<{ data: { id: number; name: string } }>('/api/v1/programs', {
    program: {
      name,
      program_type: 'elective',
      domain_id: domainId,
      registrations_open: true,
      published: true,
      attendee_limit: attendeeLimit ?? null,
      workshops: [{ name: 'Session', start_time: `${day}T09:00`, end_time: `${day}T12:00`, points: 4 }],
    },
  });
  return created.data;
}
