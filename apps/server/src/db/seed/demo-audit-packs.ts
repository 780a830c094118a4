import { passportPeriod } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { makeReadyDepartmentPack } from '../../features/audit-packs/make-run-service.js';
import type { FileStorage } from '../../lib/storage.js';
import { todayIn } from '../../lib/today.js';
import { departments, institutes, users } from '../schema/index.js';
import { DEMO_FORECAST_DEPARTMENT } from './demo-forecast.js';

/**
 * One finished audit pack to download on the Demo Institute's Audit Packs screen
 * (docs/using-compliance.md "Audit packs"): the Building Trades educators' packs for the previous
 * passport period and this one so far, asked for by the demo admin. Runs after everything it packs.
 */
export async function seedDemoAuditPacks(tx: Transaction, storage: FileStorage, instituteId: number) {
  const [institute] = await tx
    .select({ timezone: institutes.timezone, month: institutes.points_anniversary_month })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.institute_id, instituteId), eq(departments.name, DEMO_FORECAST_DEPARTMENT)));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.email, 'admin@demo.test')));
  const today = todayIn(institute!.timezone);
  const current = passportPeriod(institute!.month, today);
  const from = `${Number(current.start.slice(0, 4)) - 1}${current.start.slice(4)}`;
  await makeReadyDepartmentPack(
    { db: tx, storage },
    { instituteId, requestedBy: admin!.id, departmentId: department!.id, from, to: today },
  );
}
