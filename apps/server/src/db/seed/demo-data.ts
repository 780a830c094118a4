import type { Transaction, Database } from '../client.js';
import type { FileStorage } from '../../lib/storage.js';
import { DEMO_PEOPLE, NORTHSIDE_PEOPLE, seedDemoPeople } from './demo-people.js';
import { seedDemoMyNotifications } from './demo-my-notifications.js';
import { seedDemoMyPointRequests } from './demo-my-point-requests.js';
import { seedDemoAuditPacks } from './demo-audit-packs.js';
import { seedDemoDelegations } from './demo-delegations.js';
import { seedDemoForecast } from './demo-forecast.js';
import { seedDemoPassports } from './demo-passports.js';
import { seedDemoPointRequests } from './demo-point-requests.js';
import { seedDemoPlanning } from './demo-planning.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { seedDemoProgramExtras } from './demo-program-extras.js';
import { seedDemoPrograms } from './demo-programs.js';
import { seedDemoRegistrationApprovals } from './demo-registration-approvals.js';
import { seedDemoSettings } from './demo-settings.js';
import { seedDemoVcmCatalogue } from './demo-vcm-catalogue.js';
import { seedDemoApiToken, seedDemoUnitDeliverers } from './demo-unit-deliverers.js';
import { seedDemoVcms } from './demo-vcms.js';
import { departments, divisions, employment_types, institutes, locations, users } from '../schema/index.js';

type NewUser = Omit<typeof users.$inferInsert, 'institute_id' | 'password_hash'>;

interface InstituteSeed {
  institute: typeof institutes.$inferInsert;
  divisions: { name: string; departments: { code: string; name: string }[] }[];
  employmentTypes: Omit<typeof employment_types.$inferInsert, 'institute_id'>[];
  locations: string[];
}

const GIVEN = [
  'Olivia',
  'Liam',
  'Amelia',
  'Noah',
  'Isla',
  'Jack',
  'Mia',
  'William',
  'Charlotte',
  'Oliver',
  'Ava',
  'Henry',
  'Grace',
  'Lucas',
  'Chloe',
  'Leo',
  'Ruby',
  'Thomas',
  'Zoe',
  'Harper',
];
const FAMILY = [
  'Nguyen',
  'Smith',
  'Patel',
  'Brown',
  'Wilson',
  'Taylor',
  'Singh',
  'Martin',
  "O'Connor",
  'Walker',
  'Kelly',
  'Chen',
  'Harris',
  'Lee',
  'Clarke',
  'Ryan',
  'Murphy',
  'Ali',
  'Young',
  'King',
];

const demoInstitute: InstituteSeed = {
  institute: {
    name: 'Demo Institute',
    primary_color: '#1f4e79',
    primary_light_color: '#d6e4f0',
    secondary_color: '#f28c28',
    timezone: 'Australia/Melbourne',
    points_anniversary_month: 7,
    elective_registrations_require_approval: true,
    registrations_require_approval_enabled: true,
    custom_user_field_1: 'Campus code',
    custom_user_field_1_enabled: true,
    custom_user_field_2: 'Cost centre',
    custom_user_field_2_enabled: true,
    requirement_1_name: 'Teaching qualification',
    requirement_1_enabled: true,
    vcm_enabled: true,
    // Two years of industry currency per VCM unit (the "who may deliver" demo has one that ran out).
    vocational_currency_valid_month_count: 24,
    // The currency forecast's reminder: from 60 days before the period ends (30 June), every 14 days.
    at_risk_reminder_enabled: true,
    at_risk_reminder_days_before: 60,
    at_risk_reminder_days: 14,
    // The VCM guidance educators see in My VCM (issue 18; Institute Settings → VCM).
    vcm_study_example_description:
      'Example: a Diploma of Work Health and Safety completed in 2023 covers the hazard identification unit.',
    vcm_study_example_info_url: 'https://www.training.gov.au/',
    vcm_study_example_justification:
      'The diploma’s risk management units cover every element and performance criterion of this unit.',
    vcm_experience_example_description:
      'Example: five years as a site supervisor running daily toolbox talks and safety inspections.',
    vcm_experience_example_info_url: 'https://www.asqa.gov.au/',
    vcm_experience_example_justification:
      'I led hazard inspections each week and trained new staff in the procedures this unit assesses.',
    vcm_course_request_email: 'vcm-courses@demo.test',
    professional_qualification_help_link_label: 'Which qualifications count?',
    professional_qualification_help_link_url: 'https://www.asqa.gov.au/',
  },
  divisions: [
    {
      name: 'Business & Trades',
      departments: [
        { code: 'BUS', name: 'Business' },
        { code: 'TRD', name: 'Building Trades' },
      ],
    },
    {
      name: 'Health & Community',
      departments: [
        { code: 'HLT', name: 'Health' },
        { code: 'COM', name: 'Community Services' },
      ],
    },
    { name: 'Creative Industries', departments: [{ code: 'CRE', name: 'Creative Arts' }] },
  ],
  employmentTypes: [
    {
      name: 'Full-time Teacher',
      professional_points: 20,
      num_lj_required: 1,
      vocational_points: 20,
      num_vocational_lj_required: 1,
      profiling_tool_required: true,
    },
    {
      name: 'Part-time Teacher',
      professional_points: 10,
      vocational_points: 10,
      profiling_tool_required: true,
    },
    // Profiled without the supervisor step: a profile completes when the educator completes it.
    {
      name: 'Sessional Teacher',
      professional_points: 5,
      vocational_points: 5,
      profiling_tool_required: true,
      profiling_require_supervisor_step: false,
    },
  ],
  locations: ['City Campus', 'North Campus', 'Online'],
};

const northside: InstituteSeed = {
  institute: {
    name: 'Northside College',
    primary_color: '#2e7d32',
    primary_light_color: '#dcefdc',
    secondary_color: '#6a1b9a',
    timezone: 'Australia/Sydney',
  },
  divisions: [
    {
      name: 'Applied Sciences',
      departments: [
        { code: 'SCI', name: 'Laboratory Science' },
        { code: 'ENG', name: 'Engineering' },
      ],
    },
    {
      name: 'Trades & Technology',
      departments: [
        { code: 'AUT', name: 'Automotive' },
        { code: 'ELE', name: 'Electrotechnology' },
      ],
    },
  ],
  employmentTypes: [
    { name: 'Full-time', professional_points: 15, vocational_points: 15 },
    { name: 'Casual', professional_points: 5 },
  ],
  locations: ['Main Campus'],
};

async function seedInstitute(tx: Transaction, seed: InstituteSeed) {
  const [institute] = await tx.insert(institutes).values(seed.institute).returning();
  const instituteId = institute!.id;
  const departmentIds: number[] = [];
  for (const division of seed.divisions) {
    const [row] = await tx
      .insert(divisions)
      .values({ institute_id: instituteId, name: division.name })
      .returning();
    const inserted = await tx
      .insert(departments)
      .values(division.departments.map((d) => ({ ...d, institute_id: instituteId, division_id: row!.id })))
      .returning({ id: departments.id });
    departmentIds.push(...inserted.map((d) => d.id));
  }
  const types = await tx
    .insert(employment_types)
    .values(seed.employmentTypes.map((t) => ({ ...t, institute_id: instituteId })))
    .returning({ id: employment_types.id });
  await tx.insert(locations).values(seed.locations.map((name) => ({ institute_id: instituteId, name })));
  return { instituteId, departmentIds, employmentTypeIds: types.map((t) => t.id) };
}

/** The demo institutes and accounts of the foundation issue. Later issues add their domain's demo data here. */
/** Seeds the demo; answers the demo API token's secret (written beside the demo password). */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  passwordHash: string,
): Promise<{ apiToken: string }> {
  return db.transaction(async (tx) => {
    const demo = await seedInstitute(tx, demoInstitute);
    const north = await seedInstitute(tx, northside);
    await seedDemoSettings(tx, storage, demo.instituteId, 'full');
    await seedDemoSettings(tx, storage, north.instituteId, 'small');
    const insert = async (instituteId: number, user: NewUser) => {
      const [row] = await tx
        .insert(users)
        .values({ ...user, institute_id: instituteId, password_hash: passwordHash })
        .returning();
      return row!;
    };
    const at = <T>(list: T[], i: number) => list[i % list.length]!;

    await insert(demo.instituteId, {
      email: 'super@demo.test',
      given_name: 'Sam',
      family_name: 'Super',
      unique_identifier: 'S0001',
      is_super_admin: true,
    });
    await insert(demo.instituteId, {
      email: 'admin@demo.test',
      given_name: 'Ada',
      family_name: 'Admin',
      unique_identifier: 'A0001',
      is_institute_admin: true,
      department_id: at(demo.departmentIds, 0),
    });
    const supervisor = await insert(demo.instituteId, {
      email: 'supervisor@demo.test',
      given_name: 'Sue',
      family_name: 'Visor',
      unique_identifier: 'V0001',
      is_supervisor: true,
      is_educator: true,
      department_id: at(demo.departmentIds, 0),
      employment_type_id: at(demo.employmentTypeIds, 0),
    });
    await insert(demo.instituteId, {
      email: 'facilitator@demo.test',
      given_name: 'Fran',
      family_name: 'Facilitator',
      unique_identifier: 'F0001',
      is_facilitator: true,
    });
    for (let i = 0; i < 20; i++) {
      const isGuest = i === 19;
      await insert(demo.instituteId, {
        email: `educator${i + 1}@demo.test`,
        given_name: GIVEN[i]!,
        family_name: FAMILY[i]!,
        unique_identifier: `E${String(i + 1).padStart(4, '0')}`,
        is_educator: !isGuest,
        is_guest: isGuest,
        supervisor_id: supervisor.id,
        department_id: at(demo.departmentIds, i),
        employment_type_id: at(demo.employmentTypeIds, i),
        custom_1: at(['CC1', 'NC2', 'ON3'], i),
      });
    }
    await insert(north.instituteId, {
      email: 'admin@northside.test',
      given_name: 'Nora',
      family_name: 'North',
      unique_identifier: 'N0001',
      is_institute_admin: true,
    });
    // About 60 people per institute over every role, division and employment type (demo-people.ts).
    await seedDemoPeople(tx, demo.instituteId, DEMO_PEOPLE, passwordHash);
    await seedDemoPeople(tx, north.instituteId, NORTHSIDE_PEOPLE, passwordHash);
    // Profiles in every state for the current passport period, and business ideals (demo-profiles.ts).
    await seedDemoProfiles(tx, [demo.instituteId, north.instituteId]);
    // Live, draft and past programs with workshops and registrations in every state (demo-programs.ts).
    await seedDemoPrograms(tx, demo.instituteId, north.instituteId);
    await seedDemoProgramExtras(tx, storage, demo.instituteId);
    // The approval queue: the demo supervisor's educators' pending and decided registrations.
    await seedDemoRegistrationApprovals(tx, demo.instituteId);
    // Point requests (issue 16): approved ones write history, so before the passports.
    await seedDemoPointRequests(tx, storage, demo.instituteId, north.instituteId);
    // The VCM catalogue of the current year: 3 courses, 30 units, qualifications (demo-vcm-catalogue.ts).
    await seedDemoVcmCatalogue(tx, demo.instituteId, demoInstitute.institute.timezone!);
    // VCMs in every status on that catalogue (demo-vcms.ts).
    await seedDemoVcms(tx, storage, demo.instituteId, demoInstitute.institute.timezone!);
    // Building Trades educators on track, at risk and lapsing (demo-forecast.ts).
    await seedDemoForecast(tx, demo.instituteId);
    // A lenient and a severe supervisor's Community Services teams, rated, with gaps (demo-planning.ts).
    await seedDemoPlanning(tx, demo.instituteId, passwordHash);
    // Sue Visor away: Grace acts for her now, Tom next month, one ended (demo-delegations.ts).
    await seedDemoDelegations(tx, demo.instituteId);
    // Keep last: passports are computed from every points history row seeded above (demo-passports.ts).
    await seedDemoPassports(tx, [demo.instituteId, north.instituteId]);
    // A unit with a claimant who may deliver it and one for each reason not (after the passports).
    await seedDemoUnitDeliverers(tx, demo.instituteId);
    // The demo educator's Inbox in the educator app: read and new emails (demo-my-notifications.ts).
    await seedDemoMyNotifications(tx, demo.instituteId);
    // The demo educator's own requests, incomplete and approved (after her passport's history rows).
    await seedDemoMyPointRequests(tx, demo.instituteId);
    // One finished audit pack of Building Trades to download (demo-audit-packs.ts); last, as it packs all above.
    await seedDemoAuditPacks(tx, storage, demo.instituteId);
    return { apiToken: await seedDemoApiToken(tx, demo.instituteId) };
  });
}
