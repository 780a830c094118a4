import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import { createReport } from '../../lib/pdf/index.js';
import { serverDir } from '../../lib/paths.js';
import type { FileStorage } from '../../lib/storage.js';
import { todayIn } from '../../lib/today.js';
import { randomToken } from '../../lib/tokens.js';
import type { Transaction } from '../client.js';
import {
  domains,
  institutes,
  point_request_evidences,
  point_requests,
  points_histories,
  points_history_evidences,
  users,
  vocational_activities,
} from '../schema/index.js';

/*
 * Activities Submitted for Approval (issue 16). The demo institute turns on evidence files, lets
 * supervisors action vocational requests (external professional ones they may only convert), and
 * emails new requests to the educator's supervisor (vocational) and the admins (professional). The
 * demo supervisor (supervisor@demo.test) finds pending requests of both kinds, with real evidence
 * files, on her educators' profiles; some were approved (with their history rows) or marked
 * incomplete. Runs before demo-passports.ts, which computes passports from the whole history.
 */

type Kind = 'VocationalPointRequest' | 'ReaPointRequest';
type State = 'pending' | 'approved' | 'incomplete';

interface RequestSeed {
  educator: number;
  kind: Kind;
  state: State;
  /** A vocational activity of the demo settings by name; otherwise `name` is typed in ("other"). */
  activity?: string;
  name: string;
  points: number;
  daysAgo: number;
  duration: [number, 'hours' | 'days' | 'weeks'];
  evidence?: 'certificate' | 'photo';
}

const SEEDS: RequestSeed[] = [
  {
    educator: 1,
    kind: 'VocationalPointRequest',
    state: 'pending',
    activity: 'Industry placement (per day)',
    name: 'Industry placement (per day)',
    points: 5,
    daysAgo: 3,
    duration: [1, 'days'],
    evidence: 'photo',
  },
  {
    educator: 1,
    kind: 'ReaPointRequest',
    state: 'pending',
    name: 'Assessment design webinar series',
    points: 2,
    daysAgo: 6,
    duration: [4, 'hours'],
    evidence: 'certificate',
  },
  {
    educator: 2,
    kind: 'VocationalPointRequest',
    state: 'pending',
    name: 'Site visit: commercial kitchen fit-out',
    points: 1.5,
    daysAgo: 2,
    duration: [3, 'hours'],
  },
  {
    educator: 4,
    kind: 'ReaPointRequest',
    state: 'pending',
    name: 'TAFE teaching conference',
    points: 3,
    daysAgo: 9,
    duration: [2, 'days'],
    evidence: 'certificate',
  },
  {
    educator: 4,
    kind: 'VocationalPointRequest',
    state: 'pending',
    activity: 'Industry short course',
    name: 'Industry short course',
    points: 4,
    daysAgo: 12,
    duration: [1, 'weeks'],
    evidence: 'certificate',
  },
  {
    educator: 7,
    kind: 'VocationalPointRequest',
    state: 'pending',
    activity: 'Professional association meeting',
    name: 'Professional association meeting',
    points: 1,
    daysAgo: 1,
    duration: [2, 'hours'],
  },
  {
    educator: 10,
    kind: 'VocationalPointRequest',
    state: 'approved',
    activity: 'Industry conference',
    name: 'Industry conference',
    points: 3,
    daysAgo: 30,
    duration: [1, 'days'],
    evidence: 'certificate',
  },
  {
    educator: 11,
    kind: 'ReaPointRequest',
    state: 'approved',
    name: 'Mentoring new teachers workshop',
    points: 2,
    daysAgo: 45,
    duration: [6, 'hours'],
  },
  {
    educator: 9,
    kind: 'ReaPointRequest',
    state: 'incomplete',
    name: 'Online course',
    points: 2,
    daysAgo: 20,
    duration: [5, 'hours'],
  },
];
const INCOMPLETE_REASON = 'Please name the course and attach its completion certificate.';

const assets = path.join(serverDir, 'src/db/seed/assets');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function certificate(instituteName: string, color: string, activity: string, person: string) {
  const report = await createReport({
    brand: { name: instituteName, primaryColor: color, logo: null },
    title: 'Certificate of attendance',
    timeZone: 'Australia/Melbourne',
    generatedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  report.titleBlock(activity, 'Certificate of attendance');
  report.details([['Awarded to', person]], [['Issued by', 'Industry Skills Council']]);
  return report.end();
}

/** A stored evidence file: a generated certificate PDF or a photo. */
async function storeEvidence(
  storage: FileStorage,
  instituteId: number,
  kind: 'certificate' | 'photo',
  make: () => Promise<Buffer>,
) {
  const extension = kind === 'certificate' ? 'pdf' : 'jpg';
  const data = kind === 'certificate' ? await make() : readFileSync(path.join(assets, 'video-industry.jpg'));
  const storage_key = `${instituteId}/${randomToken()}.${extension}`;
  await storage.put(storage_key, data);
  return {
    upload_id: randomToken(),
    storage_key,
    filename: kind === 'certificate' ? 'certificate.pdf' : 'site-photo.jpg',
    size: data.length,
    mime_type: kind === 'certificate' ? 'application/pdf' : 'image/jpeg',
  };
}

/** One pending request in the second institute (Northside College), from its first educator. */
async function seedOtherInstitute(tx: Transaction, instituteId: number) {
  const [educator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.is_educator, true), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!educator) return;
  const [institute] = await tx.select().from(institutes).where(eq(institutes.id, instituteId));
  await tx.insert(point_requests).values({
    institute_id: instituteId,
    user_id: educator.id,
    type: 'ReaPointRequest',
    points: 2,
    activity_name: 'Laboratory safety refresher',
    activity_date: todayIn(institute!.timezone, daysAgo(4)),
    activity_duration: 3,
    activity_interval: 'hours',
    created_by_id: educator.id,
  });
}

export async function seedDemoPointRequests(
  tx: Transaction,
  storage: FileStorage,
  instituteId: number,
  otherInstituteId: number,
) {
  await seedOtherInstitute(tx, otherInstituteId);
  const [institute] = await tx
    .update(institutes)
    .set({
      points_file_attachment_enabled: true,
      allow_supervisor_to_action: ['vocational_point_requests'],
      vocational_point_approval_email_to: ['supervisor'],
      professional_point_approval_email_to: ['institute_admins'],
    })
    .where(eq(institutes.id, instituteId))
    .returning();
  const period = passportPeriod(institute!.points_anniversary_month, todayIn(institute!.timezone));
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`${users.given_name} || ' ' || ${users.family_name}`,
    })
    .from(users)
    .where(eq(users.institute_id, instituteId));
  const person = (email: string) => people.find((p) => p.email === email)!;
  const supervisor = person('supervisor@demo.test');
  const activities = await tx
    .select({ id: vocational_activities.id, name: vocational_activities.name })
    .from(vocational_activities)
    .where(eq(vocational_activities.institute_id, instituteId));
  const [domain] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.institute_id, instituteId))
    .orderBy(asc(domains.display_order))
    .limit(1);

  for (const seed of SEEDS) {
    const educator = person(`educator${seed.educator}@demo.test`);
    const vocational = seed.kind === 'VocationalPointRequest';
    const submitted = daysAgo(seed.daysAgo);
    // Within the current passport year, so an approval counts towards this year's passport.
    const date = [todayIn(institute!.timezone, submitted), period.start].sort().at(-1)!;
    const fields = {
      institute_id: instituteId,
      user_id: educator.id,
      points: seed.points,
      domain_id: vocational ? null : (domain?.id ?? null),
      vocational_activity_id: vocational
        ? (activities.find((a) => a.name === seed.activity)?.id ?? null)
        : null,
      activity_name: seed.name,
      activity_date: date,
      activity_duration: seed.duration[0],
      activity_interval: seed.duration[1],
      inform_teaching_practice: 'Brings current industry practice and examples into my classes.',
      related_to_units: vocational ? 'Units I teach this semester' : null,
      student_benefit: 'Students work with up-to-date techniques and expectations.',
      created_by_id: educator.id,
    };
    let historyId: number | null = null;
    if (seed.state === 'approved') {
      const [history] = await tx
        .insert(points_histories)
        .values({
          ...fields,
          type: vocational ? 'PointsVocational' : 'PointsRea',
          date,
          approval_reason: 'Evidence checked',
          created_by_id: supervisor.id,
        })
        .returning({ id: points_histories.id });
      historyId = history!.id;
    }
    const decided = seed.state !== 'pending';
    const [request] = await tx
      .insert(point_requests)
      .values({
        ...fields,
        type: seed.kind,
        status: ['pending', 'approved', 'incomplete'].indexOf(seed.state),
        reason: seed.state === 'incomplete' ? INCOMPLETE_REASON : null,
        approval_reason: seed.state === 'approved' ? 'Evidence checked' : null,
        points_history_id: historyId,
        actioned_by_id: decided ? supervisor.id : null,
        actioned_at: decided ? daysAgo(seed.daysAgo - 2) : null,
        created_at: submitted,
        updated_at: decided ? daysAgo(seed.daysAgo - 2) : submitted,
      })
      .returning({ id: point_requests.id });
    if (!seed.evidence) continue;
    const file = await storeEvidence(storage, instituteId, seed.evidence, () =>
      certificate(institute!.name, institute!.primary_color, seed.name, educator.name),
    );
    await tx
      .insert(point_request_evidences)
      .values({ ...file, institute_id: instituteId, point_request_id: request!.id });
    if (historyId !== null) {
      await tx
        .insert(points_history_evidences)
        .values({ ...file, institute_id: instituteId, points_history_id: historyId });
    }
  }
}

/** The demo's pending requests (the web tests and the demo test read them). */
export const DEMO_PENDING_POINT_REQUESTS = SEEDS.filter((s) => s.state === 'pending').length;
