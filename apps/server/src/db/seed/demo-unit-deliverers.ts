import { passportPeriod } from '@pdp/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { todayIn } from '../../lib/today.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import {
  api_tokens,
  institutes,
  passports,
  units,
  users,
  vcm_history_logs,
  vcm_unit_responses,
  vcms,
} from '../schema/index.js';
import { DEMO_VCM_COURSES } from './demo-vcm-catalogue.js';

/**
 * "Who may deliver" (docs/using-compliance.md): a unit of the Demo Institute with a claimant who
 * qualifies today and one for each reason another does not; and its qualification, whose search
 * shows an educator who may deliver all its units (the qualified claimant claims every one), one
 * who may deliver some (the lapsed claimant's second unit is current) and some who may deliver none.
 * The claims sit in VCMs of earlier years (the units in those years' catalogues), so they meet none
 * of demo-vcms.ts's. Runs after demo-passports.ts: the claimants are picked by their passports of
 * the current period.
 */
export const DEMO_DELIVERED_QUALIFICATION = DEMO_VCM_COURSES[0];
export const DEMO_DELIVERED_UNIT = DEMO_DELIVERED_QUALIFICATION.units[0];

const DAY_MS = 86_400_000;

export async function seedDemoUnitDeliverers(tx: Transaction, instituteId: number): Promise<void> {
  const [institute] = await tx
    .select({
      timezone: institutes.timezone,
      month: institutes.points_anniversary_month,
      months: institutes.vocational_currency_valid_month_count,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  const today = todayIn(institute!.timezone);
  const period = passportPeriod(institute!.month, today);
  const months = institute!.months ?? 0;
  if (months <= 0) throw new Error('demo unit deliverers: the Demo Institute keeps no VCM currency');
  const educators = await tx
    .select({ id: users.id, status: passports.status })
    .from(users)
    .leftJoin(
      passports,
      and(
        eq(passports.institute_id, users.institute_id),
        eq(passports.user_id, users.id),
        eq(passports.period_start, period.start),
      ),
    )
    .where(
      and(
        eq(users.institute_id, instituteId),
        eq(users.active, true),
        like(users.email, 'educator%@demo.test'),
      ),
    )
    .orderBy(asc(users.id));
  const complete = educators.filter((e) => e.status === 'COMPLETE');
  const incomplete = educators.filter((e) => e.status !== 'COMPLETE');
  const [qualified, pending, lapsed] = complete;
  if (!qualified || !pending || !lapsed || !incomplete[0])
    throw new Error('demo unit deliverers: too few complete and incomplete demo passports');

  const [unit, second] = DEMO_DELIVERED_QUALIFICATION.units;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  // Approved a little over the currency's months ago: it ran out about two months ago.
  const lapsedAt = new Date(now);
  lapsedAt.setUTCMonth(lapsedAt.getUTCMonth() - months - 2);
  const claims = [
    {
      owner: qualified.id,
      status: 'approved',
      approvedAt: ago(60),
      units: DEMO_DELIVERED_QUALIFICATION.units,
    },
    { owner: pending.id, status: 'in_review', approvedAt: null, units: [unit] },
    { owner: lapsed.id, status: 'approved', approvedAt: lapsedAt, units: [unit] },
    { owner: lapsed.id, status: 'approved', approvedAt: ago(90), units: [second] },
    { owner: incomplete[0].id, status: 'approved', approvedAt: ago(90), units: [unit] },
  ];
  const unitIds = new Map<string, number>();
  const unitIdOf = async (year: number, code: string, title: string) => {
    const key = `${year} ${code}`;
    if (!unitIds.has(key)) {
      const [row] = await tx
        .insert(units)
        .values({ institute_id: instituteId, year, code, title })
        .returning({ id: units.id });
      unitIds.set(key, row!.id);
    }
    return unitIds.get(key)!;
  };
  for (const claim of claims) {
    const year = Number(todayIn(institute!.timezone, claim.approvedAt ?? ago(30)).slice(0, 4)) - 1;
    const [vcm] = await tx
      .insert(vcms)
      .values({
        institute_id: instituteId,
        owner_user_id: claim.owner,
        year,
        revision: 1,
        status: claim.approvedAt ? 'approved' : 'in_review',
        approved_at: claim.approvedAt,
        submitted_at: ago(120),
      })
      .returning({ id: vcms.id });
    for (const [code, title] of claim.units) {
      await tx.insert(vcm_unit_responses).values({
        institute_id: instituteId,
        vcm_id: vcm!.id,
        unit_id: await unitIdOf(year, code, title),
        status: claim.status,
        approved_at: claim.approvedAt,
        has_current_unit: true,
        answered_at: ago(120),
      });
      if (claim.approvedAt)
        await tx.insert(vcm_history_logs).values({
          institute_id: instituteId,
          vcm_id: vcm!.id,
          event: 'unitApproved',
          description: `Unit ${code} approved`,
          educator_visible: true,
          created_at: claim.approvedAt,
        });
    }
  }
}

/**
 * The Demo Institute's API token ("Timetabling system", made by admin@demo.test): its secret is
 * random, so it is written beside the demo password (demo.ts), never stored in the clear.
 */
export async function seedDemoApiToken(tx: Transaction, instituteId: number): Promise<string> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const token = `pdp_${instituteId}_${randomToken()}`;
  await tx.insert(api_tokens).values({
    institute_id: instituteId,
    name: 'Timetabling system',
    token_hash: hashToken(token),
    created_by_user_id: admin!.id,
  });
  return token;
}
