import { and, eq, inArray, like } from 'drizzle-orm';
import type { TVcmItemStatus, TVcmStatus } from '@pdp/contract';
import { createReport } from '../../lib/pdf/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { todayIn } from '../../lib/today.js';
import { randomToken } from '../../lib/tokens.js';
import type { Transaction } from '../client.js';
import {
  course_units,
  courses,
  employment_types,
  professional_qualifications,
  units,
  users,
  vcm_courses,
  vcm_history_logs,
  vcm_professional_qualifications,
  vcm_supporting_documents,
  vcm_unit_responses,
  vcm_work_experiences,
  vcms,
} from '../schema/index.js';

/*
 * The Demo Institute's VCMs (issue 18), on the catalogue of demo-vcm-catalogue.ts: one in every
 * status, reviewed by Sue Visor (supervisor@demo.test), the educators' supervisor. Items come in every
 * status and kind (current unit, equivalent unit, relevant study, work experience), some with work
 * experiences and supporting documents; one VCM in review lacks three of its course's units (the
 * Missing Units Check finds them); each carries the history lines its events would have written.
 * Runs after the catalogue and before demo-passports.ts.
 */

type Kind = 'current' | 'equivalent' | 'study' | 'work';
const KINDS: Kind[] = ['current', 'equivalent', 'study', 'work'];

interface VcmSeed {
  educator: number;
  status: TVcmStatus;
  revision?: number;
  course: number;
  /** The course's units answered (the rest missing), each answer's status in turn. */
  answered?: number;
  statuses: TVcmItemStatus[];
  qualifications: TVcmItemStatus[];
  history: string[];
  previouslyApproved?: boolean;
}

const SEEDS: VcmSeed[] = [
  {
    educator: 4,
    status: 'in_review',
    course: 0,
    statuses: ['approved', 'in_review', 'needs_attention', 'in_review', 'approved'],
    qualifications: ['in_review', 'approved'],
    history: [
      'Revision 1 created',
      'Unit BSBCMM511 approved',
      'Unit BSBLDR522 marked needs attention: Please add the dates of your placement',
    ],
  },
  {
    educator: 2,
    status: 'in_review',
    course: 1,
    statuses: ['approved'],
    qualifications: ['approved'],
    history: ['Revision 1 created', 'Every unit and qualification approved'],
  },
  {
    educator: 3,
    status: 'in_review',
    course: 2,
    answered: 7,
    statuses: ['in_review', 'approved'],
    qualifications: ['in_review'],
    history: ['Revision 1 created'],
  },
  {
    // The demo educator (educator1@demo.test): returned to them, units to fix in My VCM (issue 21).
    educator: 1,
    status: 'needs_attention',
    course: 0,
    statuses: ['approved', 'needs_attention'],
    qualifications: ['approved'],
    history: ['Revision 1 created', 'VCM returned to educator'],
  },
  {
    educator: 5,
    status: 'approved',
    course: 1,
    statuses: ['approved'],
    qualifications: ['approved'],
    history: ['Revision 1 created', 'VCM approved'],
  },
  {
    educator: 5,
    status: 'draft',
    revision: 2,
    course: 1,
    statuses: ['approved', 'saved', 'unsubmitted'],
    qualifications: ['approved'],
    previouslyApproved: true,
    history: ['Revision 2 created from the last approved VCM'],
  },
  {
    educator: 6,
    status: 'closed',
    course: 2,
    statuses: ['approved'],
    qualifications: ['approved'],
    history: ['Revision 1 created', 'VCM approved', 'VCM closed: revision 2 was approved'],
  },
  {
    educator: 6,
    status: 'approved',
    revision: 2,
    course: 2,
    statuses: ['approved'],
    qualifications: ['approved'],
    history: ['Revision 2 created from the last approved VCM', 'VCM approved'],
  },
  {
    educator: 7,
    status: 'draft',
    course: 0,
    statuses: ['saved', 'unsubmitted'],
    qualifications: ['saved'],
    history: ['Revision 1 created'],
  },
];

/** The history line's event, as the review would have written it (history.ts). */
function eventOf(description: string) {
  if (description.startsWith('Revision')) return 'created';
  if (description.startsWith('VCM approved')) return 'approved';
  if (description.startsWith('VCM closed')) return 'closed';
  if (description.startsWith('VCM returned')) return 'returned';
  if (description.includes('needs attention')) return 'unitNeedsAttention';
  return 'unitApproved';
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function answerOf(kind: Kind, unitCode: string) {
  switch (kind) {
    case 'current':
      return { has_current_unit: true };
    case 'equivalent':
      return {
        has_equivalent_unit: true,
        equivalent_unit_code: `${unitCode}X`,
        equivalent_unit_title: 'Superseded equivalent unit',
      };
    case 'study':
      return {
        has_relevant_study: true,
        study_detail: 'Graduate Certificate in Workplace Leadership (2022)',
        study_justification:
          'The program covered every element of this unit, with assessed workplace projects.',
      };
    case 'work':
      return {
        has_work_experience: true,
        experience_justification: 'Led this work daily for several years in industry.',
      };
  }
}

async function transcript(person: string) {
  const report = await createReport({
    brand: { name: 'Demo Institute', primaryColor: '#1f4e79', logo: null },
    title: 'Academic transcript',
    timeZone: 'Australia/Melbourne',
    generatedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  report.titleBlock('Academic transcript', 'Graduate Certificate in Workplace Leadership');
  report.details([['Student', person]], [['Issued by', 'Demo University']]);
  return report.end();
}

export async function seedDemoVcms(
  tx: Transaction,
  storage: FileStorage,
  instituteId: number,
  timezone: string,
) {
  const year = Number(todayIn(timezone).slice(0, 4));
  await tx
    .update(employment_types)
    .set({ vcm_enabled: true })
    .where(
      and(
        eq(employment_types.institute_id, instituteId),
        inArray(employment_types.name, ['Full-time Teacher', 'Part-time Teacher']),
      ),
    );
  const [approver] = await tx.select().from(users).where(eq(users.email, 'supervisor@demo.test'));
  const educators = await tx
    .select()
    .from(users)
    .where(and(eq(users.institute_id, instituteId), like(users.email, 'educator%@demo.test')));
  const educatorOf = (n: number) => educators.find((e) => e.email === `educator${n}@demo.test`)!;
  const courseRows = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.institute_id, instituteId), eq(courses.year, year)))
    .orderBy(courses.code);
  // The catalogue was imported before the VCMs were created; one unit of the third course joined it
  // yesterday, after the VCM that lacks it (the detail's "units added after creation").
  await tx
    .update(course_units)
    .set({ created_at: daysAgo(400) })
    .where(eq(course_units.institute_id, instituteId));
  const links = await tx
    .select({ course_id: course_units.course_id, unit_id: units.id, code: units.code })
    .from(course_units)
    .innerJoin(
      units,
      and(eq(units.institute_id, course_units.institute_id), eq(units.id, course_units.unit_id)),
    )
    .where(eq(course_units.institute_id, instituteId))
    .orderBy(units.code);
  const qualificationRows = await tx
    .select()
    .from(professional_qualifications)
    .where(
      and(
        eq(professional_qualifications.institute_id, instituteId),
        eq(professional_qualifications.year, year),
      ),
    )
    .orderBy(professional_qualifications.code);

  const lastOfThird = links.filter((l) => l.course_id === courseRows[2]!.id).at(-1);
  if (lastOfThird) {
    await tx
      .update(course_units)
      .set({ created_at: daysAgo(1) })
      .where(
        and(
          eq(course_units.institute_id, instituteId),
          eq(course_units.course_id, lastOfThird.course_id),
          eq(course_units.unit_id, lastOfThird.unit_id),
        ),
      );
  }

  for (const [index, seed] of SEEDS.entries()) {
    const owner = educatorOf(seed.educator);
    const course = courseRows[seed.course]!;
    const approvedAt = seed.status === 'approved' || seed.status === 'closed' ? daysAgo(60 - index) : null;
    const [vcm] = await tx
      .insert(vcms)
      .values({
        institute_id: instituteId,
        owner_user_id: owner.id,
        year,
        revision: seed.revision ?? 1,
        status: seed.status,
        approver_user_id: approver!.id,
        approved_at: approvedAt,
        submitted_at: seed.status === 'draft' ? null : daysAgo(20 - index),
        created_at: daysAgo(40 - index),
      })
      .returning();
    await tx.insert(vcm_courses).values({ institute_id: instituteId, vcm_id: vcm!.id, course_id: course.id });
    const courseUnits = links.filter((l) => l.course_id === course.id).slice(0, seed.answered ?? 10);
    for (const [i, unit] of courseUnits.entries()) {
      const status = seed.statuses[i % seed.statuses.length]!;
      const kind = KINDS[i % KINDS.length]!;
      const [response] = await tx
        .insert(vcm_unit_responses)
        .values({
          institute_id: instituteId,
          vcm_id: vcm!.id,
          unit_id: unit.unit_id,
          status: status,
          ...(status === 'unsubmitted' ? {} : answerOf(kind, unit.code)),
          previously_approved: seed.previouslyApproved === true && status === 'approved',
          approved_at: status === 'approved' ? daysAgo(i % 3 === 0 ? 500 : 30) : null,
          last_approver_user_id: status === 'approved' ? approver!.id : null,
          approver_feedback: status === 'needs_attention' ? 'Please add the dates of your placement' : null,
          feedback_at: status === 'needs_attention' ? daysAgo(5) : null,
          answered_at: status === 'unsubmitted' ? null : daysAgo(i === 3 ? 1 : 25),
        })
        .returning();
      if (kind === 'work' && status !== 'unsubmitted') {
        await tx.insert(vcm_work_experiences).values([
          {
            institute_id: instituteId,
            unit_response_id: response!.id,
            employer_name: 'Coastal Builders',
            job_role: 'Site supervisor',
            year_from: 2012,
            year_to: 2018,
          },
          {
            institute_id: instituteId,
            unit_response_id: response!.id,
            employer_name: 'Metro Health',
            job_role: 'Team leader',
            year_from: 2018,
            year_to: null,
          },
        ]);
      }
      if (kind === 'study' && status !== 'unsubmitted') {
        const data = await transcript(`${owner.given_name} ${owner.family_name}`);
        const storage_key = `${instituteId}/${randomToken()}.pdf`;
        await storage.put(storage_key, data);
        await tx.insert(vcm_supporting_documents).values({
          institute_id: instituteId,
          vcm_id: vcm!.id,
          unit_response_id: response!.id,
          response_method: 'relevant_study',
          title: 'Academic transcript',
          upload_id: randomToken(),
          storage_key,
          filename: 'transcript.pdf',
          size: data.length,
          mime_type: 'application/pdf',
        });
      }
    }
    for (const [i, status] of seed.qualifications.entries()) {
      await tx.insert(vcm_professional_qualifications).values({
        institute_id: instituteId,
        vcm_id: vcm!.id,
        professional_qualification_id: qualificationRows[i]!.id,
        status,
        previously_approved: seed.previouslyApproved === true && status === 'approved',
        approved_at: status === 'approved' ? daysAgo(45) : null,
        last_approver_user_id: status === 'approved' ? approver!.id : null,
        answered_at: daysAgo(30),
      });
    }
    await tx.insert(vcm_history_logs).values(
      seed.history.map((description, i) => ({
        institute_id: instituteId,
        vcm_id: vcm!.id,
        event: eventOf(description),
        description,
        user_id: i === 0 ? owner.id : approver!.id,
        educator_visible: true,
        created_at: daysAgo(40 - index - i),
      })),
    );
  }
}
