import { todayIn } from '../../lib/today.js';
import type { Transaction } from '../client.js';
import { course_units, courses, professional_qualifications, units } from '../schema/index.js';

/**
 * The Demo Institute's VCM catalogue for the current year (issue 18): 3 courses of 10 units each
 * (30 units; one unit, BSBWHS411, also belongs to a second course, as the import allows) and the
 * professional qualifications educators claim. The VCMs of the demo (demo-vcms) point at these.
 */
export const DEMO_VCM_COURSES = [
  {
    code: 'BSB50420',
    title: 'Diploma of Leadership and Management',
    units: [
      ['BSBCMM511', 'Communicate with influence'],
      ['BSBCRT511', 'Develop critical thinking in others'],
      ['BSBLDR522', 'Manage people performance'],
      ['BSBLDR523', 'Lead and manage effective workplace relationships'],
      ['BSBOPS502', 'Manage business operational plans'],
      ['BSBPEF502', 'Develop and use emotional intelligence'],
      ['BSBTWK502', 'Manage team effectiveness'],
      ['BSBSTR502', 'Facilitate continuous improvement'],
      ['BSBXCM501', 'Lead communication in the workplace'],
      ['BSBWHS411', 'Implement and monitor WHS policies, procedures and programs'],
    ],
  },
  {
    code: 'CHC33021',
    title: 'Certificate III in Individual Support',
    units: [
      ['CHCCCS031', 'Provide individualised support'],
      ['CHCCCS038', 'Facilitate the empowerment of people receiving support'],
      ['CHCCCS040', 'Support independence and wellbeing'],
      ['CHCCCS041', 'Recognise healthy body systems'],
      ['CHCCOM005', 'Communicate and work in health or community services'],
      ['CHCDIV001', 'Work with diverse people'],
      ['CHCLEG001', 'Work legally and ethically'],
      ['HLTINF006', 'Apply basic principles and practices of infection prevention and control'],
      ['HLTWHS002', 'Follow safe work practices for direct client care'],
      ['CHCAGE011', 'Provide support to people living with dementia'],
    ],
  },
  {
    code: 'CPC30220',
    title: 'Certificate III in Carpentry',
    units: [
      ['CPCCCA2002', 'Use carpentry tools and equipment'],
      ['CPCCCA2011', 'Handle carpentry materials'],
      ['CPCCCA3001', 'Carry out general demolition of minor building structures'],
      ['CPCCCA3002', 'Carry out setting out'],
      ['CPCCCA3003', 'Install flooring systems'],
      ['CPCCCA3004', 'Construct and erect wall frames'],
      ['CPCCCM2012', 'Work safely at heights'],
      ['CPCCOM1012', 'Work effectively and sustainably in the construction industry'],
      ['CPCCOM1014', 'Conduct workplace communication'],
      ['CPCCWHS2001', 'Apply WHS requirements, policies and procedures in the construction industry'],
    ],
  },
] as const;

/** The second course of the shared unit (a unit may belong to several courses). */
const SHARED = { course: 'CPC30220', unit: 'BSBWHS411' } as const;

export const DEMO_PROFESSIONAL_QUALIFICATIONS = [
  ['TAE40122', 'Certificate IV in Training and Assessment'],
  ['TAE50122', 'Diploma of Vocational Education and Training'],
  ['TAE50222', 'Diploma of Training Design and Development'],
  ['TAESS00019', 'Assessor Skill Set'],
  ['BSB50420', 'Diploma of Leadership and Management'],
  ['HLT57715', 'Diploma of Practice Management'],
] as const;

export async function seedDemoVcmCatalogue(tx: Transaction, instituteId: number, timezone: string) {
  const year = Number(todayIn(timezone).slice(0, 4));
  const base = { institute_id: instituteId, year };
  const courseRows = await tx
    .insert(courses)
    .values(DEMO_VCM_COURSES.map((c) => ({ ...base, code: c.code, title: c.title })))
    .returning({ id: courses.id, code: courses.code });
  const unitRows = await tx
    .insert(units)
    .values(DEMO_VCM_COURSES.flatMap((c) => c.units.map(([code, title]) => ({ ...base, code, title }))))
    .returning({ id: units.id, code: units.code });
  const courseId = new Map(courseRows.map((r) => [r.code, r.id]));
  const unitId = new Map(unitRows.map((r) => [r.code, r.id]));
  const links = DEMO_VCM_COURSES.flatMap((c) => c.units.map(([unit]) => ({ course: c.code, unit })));
  await tx.insert(course_units).values(
    [...links, SHARED].map((link) => ({
      institute_id: instituteId,
      course_id: courseId.get(link.course)!,
      unit_id: unitId.get(link.unit)!,
    })),
  );
  await tx
    .insert(professional_qualifications)
    .values(DEMO_PROFESSIONAL_QUALIFICATIONS.map(([code, title]) => ({ ...base, code, title })));
}
