import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { departments, divisions, employment_types, locations } from '../../db/schema/index.js';

/** Drops the keys a copied row gets anew: its tenant key, its id and its timestamps. */
function settingsOf<T extends { institute_id: number; id: number; created_at: Date; updated_at: Date }>(
  row: T,
) {
  const { institute_id: _institute, id: _id, created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}

/**
 * Copies an institute's organisation settings (divisions with their departments, employment types,
 * locations) into another institute, inside the caller's transaction. Settings lists are small, so this
 * reads each list once and inserts it in one statement.
 */
export async function copyOrganisationRows(tx: Transaction, fromId: number, toId: number): Promise<void> {
  const sourceDivisions = await tx.select().from(divisions).where(eq(divisions.institute_id, fromId));
  const newDivisionIds = new Map<number, number>();
  if (sourceDivisions.length) {
    const inserted = await tx
      .insert(divisions)
      .values(sourceDivisions.map((d) => ({ ...settingsOf(d), institute_id: toId })))
      .returning({ id: divisions.id });
    sourceDivisions.forEach((d, i) => newDivisionIds.set(d.id, inserted[i]!.id));
  }

  const sourceDepartments = await tx.select().from(departments).where(eq(departments.institute_id, fromId));
  if (sourceDepartments.length) {
    await tx.insert(departments).values(
      sourceDepartments.map((d) => ({
        ...settingsOf(d),
        institute_id: toId,
        division_id: newDivisionIds.get(d.division_id)!,
      })),
    );
  }

  const sourceTypes = await tx
    .select()
    .from(employment_types)
    .where(eq(employment_types.institute_id, fromId));
  if (sourceTypes.length) {
    await tx
      .insert(employment_types)
      .values(sourceTypes.map((e) => ({ ...settingsOf(e), institute_id: toId })));
  }

  const sourceLocations = await tx.select().from(locations).where(eq(locations.institute_id, fromId));
  if (sourceLocations.length) {
    await tx.insert(locations).values(sourceLocations.map((l) => ({ ...settingsOf(l), institute_id: toId })));
  }
}
