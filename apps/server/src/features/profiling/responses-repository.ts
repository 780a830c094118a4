import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  business_ideal_responses,
  capabilities,
  domains,
  educator_responses,
  response_labels,
  supervisor_responses,
} from '../../db/schema/index.js';
import { activeCapability } from './answer-counts-repository.js';

/** The active domains with their active capability counts and how many each side answered. */
export function profileDomains(db: Executor, instituteId: number, profileId: number) {
  // At most one answer per profile and capability (unique keys), so the joins never multiply rows.
  const answer = (table: typeof educator_responses | typeof supervisor_responses) =>
    and(
      eq(table.institute_id, capabilities.institute_id),
      eq(table.profile_id, profileId),
      eq(table.capability_id, capabilities.id),
    );
  return db
    .select({
      id: domains.id,
      name: domains.name,
      color: domains.color,
      summary: domains.summary,
      svg_icon_key: domains.svg_icon_key,
      display_order: domains.display_order,
      capabilities_count: sql<number>`count(${capabilities.id})::int`,
      educator_answered_count: sql<number>`count(${educator_responses.id})::int`,
      supervisor_answered_count: sql<number>`count(${supervisor_responses.id})::int`,
    })
    .from(domains)
    .leftJoin(
      capabilities,
      and(
        eq(capabilities.institute_id, domains.institute_id),
        eq(capabilities.domain_id, domains.id),
        eq(capabilities.active, true),
      ),
    )
    .leftJoin(educator_responses, answer(educator_responses))
    .leftJoin(supervisor_responses, answer(supervisor_responses))
    .where(and(eq(domains.institute_id, instituteId), eq(domains.active, true)))
    .groupBy(domains.institute_id, domains.id)
    .orderBy(asc(domains.display_order), asc(domains.id));
}

export function findDomain(db: Executor, instituteId: number, domainId: number) {
  return db
    .select()
    .from(domains)
    .where(and(eq(domains.institute_id, instituteId), eq(domains.id, domainId)))
    .then((rows) => rows[0]);
}

export function activeCapabilitiesOf(db: Executor, instituteId: number, domainId: number) {
  return db
    .select({
      id: capabilities.id,
      statement: capabilities.statement,
      display_order: capabilities.display_order,
    })
    .from(capabilities)
    .where(
      and(
        eq(capabilities.institute_id, instituteId),
        eq(capabilities.domain_id, domainId),
        eq(capabilities.active, true),
      ),
    )
    .orderBy(asc(capabilities.display_order), asc(capabilities.id));
}

/** Every capability that counts (active, in an active domain), in form order: by domain, then within it. */
export function allActiveCapabilities(db: Executor, instituteId: number) {
  return db
    .select({
      id: capabilities.id,
      domain_id: capabilities.domain_id,
      statement: capabilities.statement,
    })
    .from(capabilities)
    .innerJoin(domains, activeCapability)
    .where(eq(capabilities.institute_id, instituteId))
    .orderBy(
      asc(domains.display_order),
      asc(domains.id),
      asc(capabilities.display_order),
      asc(capabilities.id),
    );
}

/** A capability that counts (active, in an active domain) of the institute, or undefined. */
export function findActiveCapability(db: Executor, instituteId: number, capabilityId: number) {
  return db
    .select({ id: capabilities.id, domain_id: capabilities.domain_id })
    .from(capabilities)
    .innerJoin(domains, activeCapability)
    .where(and(eq(capabilities.institute_id, instituteId), eq(capabilities.id, capabilityId)))
    .then((rows) => rows[0]);
}

export async function responseLabelValues(db: Executor, instituteId: number): Promise<Set<number>> {
  const rows = await db
    .select({ value: response_labels.value })
    .from(response_labels)
    .where(eq(response_labels.institute_id, instituteId));
  return new Set(rows.map((row) => row.value));
}

const ANSWER_TABLES = { educator: educator_responses, supervisor: supervisor_responses };

/** One side's answers to these capabilities in a profile: the educator's or the supervisor's. */
export function profileAnswers(
  db: Executor,
  side: keyof typeof ANSWER_TABLES,
  instituteId: number,
  profileId: number,
  capabilityIds: number[],
) {
  const table = ANSWER_TABLES[side];
  if (!capabilityIds.length) return Promise.resolve([]);
  return db
    .select({ capability_id: table.capability_id, value: table.value })
    .from(table)
    .where(
      and(
        eq(table.institute_id, instituteId),
        eq(table.profile_id, profileId),
        inArray(table.capability_id, capabilityIds),
      ),
    );
}

export interface IdealKey {
  department_id: number;
  employment_type_id: number;
}

export function businessIdealAnswers(
  db: Executor,
  instituteId: number,
  key: IdealKey,
  capabilityIds: number[],
) {
  if (!capabilityIds.length) return Promise.resolve([]);
  return db
    .select({ capability_id: business_ideal_responses.capability_id, value: business_ideal_responses.value })
    .from(business_ideal_responses)
    .where(
      and(
        eq(business_ideal_responses.institute_id, instituteId),
        eq(business_ideal_responses.department_id, key.department_id),
        eq(business_ideal_responses.employment_type_id, key.employment_type_id),
        inArray(business_ideal_responses.capability_id, capabilityIds),
      ),
    );
}

/** How many capabilities that count have a business ideal answer for the pair. */
export async function countBusinessIdealAnswered(db: Executor, instituteId: number, key: IdealKey) {
  const [row] = await db
    .select({ n: count() })
    .from(business_ideal_responses)
    .innerJoin(
      capabilities,
      and(
        eq(capabilities.institute_id, business_ideal_responses.institute_id),
        eq(capabilities.id, business_ideal_responses.capability_id),
      ),
    )
    .innerJoin(domains, activeCapability)
    .where(
      and(
        eq(business_ideal_responses.institute_id, instituteId),
        eq(business_ideal_responses.department_id, key.department_id),
        eq(business_ideal_responses.employment_type_id, key.employment_type_id),
      ),
    );
  return Number(row?.n ?? 0);
}

export function upsertSupervisorResponse(
  db: Executor,
  row: {
    institute_id: number;
    profile_id: number;
    capability_id: number;
    value: number;
    responded_by_id: number;
  },
) {
  return db
    .insert(supervisor_responses)
    .values(row)
    .onConflictDoUpdate({
      target: [
        supervisor_responses.institute_id,
        supervisor_responses.profile_id,
        supervisor_responses.capability_id,
      ],
      set: { value: row.value, responded_by_id: row.responded_by_id, updated_at: new Date() },
    });
}

export function upsertBusinessIdealResponse(
  db: Executor,
  row: IdealKey & { institute_id: number; capability_id: number; value: number },
) {
  return db
    .insert(business_ideal_responses)
    .values(row)
    .onConflictDoUpdate({
      target: [
        business_ideal_responses.institute_id,
        business_ideal_responses.department_id,
        business_ideal_responses.employment_type_id,
        business_ideal_responses.capability_id,
      ],
      set: { value: row.value, updated_at: new Date() },
    });
}

export function responseLabelList(db: Executor, instituteId: number) {
  return db
    .select({ value: response_labels.value, text: response_labels.text })
    .from(response_labels)
    .where(eq(response_labels.institute_id, instituteId))
    .orderBy(asc(response_labels.value));
}
