import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';
import { courses, professional_qualifications, units } from './vcm-catalogue.js';

/**
 * VCMs (part 2 §3, §4; issue 18): an educator's vocational capability matrix for a year, one
 * revision after another. Statuses and item statuses are the spec's names, checked here and moved
 * only by the state machine (contract vcm/vcm-state-machine.ts). A new revision copies the last
 * approved one's answers forward (docs/decisions.md).
 */
const VCM_STATUS_SQL = sql.raw(`('draft', 'in_review', 'needs_attention', 'approved', 'closed')`);
const ITEM_STATUS_SQL = sql.raw(`('unsubmitted', 'saved', 'in_review', 'needs_attention', 'approved')`);

export const vcms = pgTable(
  'vcms',
  {
    ...tenantColumns(),
    owner_user_id: integer().notNull(),
    year: smallint().notNull(),
    revision: integer().notNull(),
    status: text().notNull().default('draft'),
    /** Who reviews it; set to whoever approves it (part 2 §4). No foreign key: see history logs. */
    approver_user_id: integer(),
    approved_at: timestamp({ withTimezone: true }),
    submitted_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.owner_user_id],
      foreignColumns: [users.institute_id, users.id],
    }),
    unique().on(t.institute_id, t.owner_user_id, t.year, t.revision),
    check('vcms_status_check', sql`${t.status} in ${VCM_STATUS_SQL}`),
    check('vcms_year_check', sql`${t.year} between 2000 and 2200`),
    // Manage VCMs (default filter in_review) and the approver's badge count.
    index().on(t.institute_id, t.status, t.approver_user_id),
  ],
);
export type VcmRow = typeof vcms.$inferSelect;

/** A catalogue course the VCM covers. */
export const vcm_courses = pgTable(
  'vcm_courses',
  {
    ...tenantColumns(),
    vcm_id: integer().notNull(),
    course_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.vcm_id],
      foreignColumns: [vcms.institute_id, vcms.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.course_id],
      foreignColumns: [courses.institute_id, courses.id],
    }),
    unique().on(t.institute_id, t.vcm_id, t.course_id),
  ],
);

/** Review columns shared by unit responses and professional qualifications. */
const reviewColumns = () => ({
  status: text().notNull().default('unsubmitted'),
  /** Approved unchanged in an earlier revision and copied forward. */
  previously_approved: flag(),
  approver_feedback: text(),
  feedback_at: timestamp({ withTimezone: true }),
  approved_at: timestamp({ withTimezone: true }),
  last_approver_user_id: integer(),
  /** When the answer itself last changed (not a review decision). */
  answered_at: timestamp({ withTimezone: true }),
});

/** A unit response (part 2 §3 "VCM unit response"): one per catalogue unit of the VCM. */
export const vcm_unit_responses = pgTable(
  'vcm_unit_responses',
  {
    ...tenantColumns(),
    vcm_id: integer().notNull(),
    unit_id: integer().notNull(),
    ...reviewColumns(),
    has_current_unit: flag(),
    has_equivalent_unit: flag(),
    has_relevant_study: flag(),
    has_work_experience: flag(),
    equivalent_unit_code: text(),
    equivalent_unit_title: text(),
    study_detail: text(),
    study_justification: text(),
    experience_justification: text(),
    /** Removed by the reviewer (bulk remove of a missing unit): kept, filtered out by default. */
    removed: flag(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.vcm_id],
      foreignColumns: [vcms.institute_id, vcms.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.institute_id, t.unit_id], foreignColumns: [units.institute_id, units.id] }),
    unique().on(t.institute_id, t.vcm_id, t.unit_id),
    check('vcm_unit_responses_status_check', sql`${t.status} in ${ITEM_STATUS_SQL}`),
    // Currency: a unit's last approval across the owner's revisions.
    index().on(t.institute_id, t.unit_id, t.approved_at),
  ],
);
export type VcmUnitResponseRow = typeof vcm_unit_responses.$inferSelect;

export const vcm_work_experiences = pgTable(
  'vcm_work_experiences',
  {
    ...tenantColumns(),
    unit_response_id: integer().notNull(),
    employer_name: text().notNull(),
    job_role: text().notNull(),
    year_from: smallint().notNull(),
    year_to: smallint(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.unit_response_id],
      foreignColumns: [vcm_unit_responses.institute_id, vcm_unit_responses.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.unit_response_id),
  ],
);
export type VcmWorkExperienceRow = typeof vcm_work_experiences.$inferSelect;

/** A professional qualification the educator holds (part 2 §3). */
export const vcm_professional_qualifications = pgTable(
  'vcm_professional_qualifications',
  {
    ...tenantColumns(),
    vcm_id: integer().notNull(),
    professional_qualification_id: integer().notNull(),
    ...reviewColumns(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.vcm_id],
      foreignColumns: [vcms.institute_id, vcms.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.professional_qualification_id],
      foreignColumns: [professional_qualifications.institute_id, professional_qualifications.id],
    }),
    unique().on(t.institute_id, t.vcm_id, t.professional_qualification_id),
    check('vcm_professional_qualifications_status_check', sql`${t.status} in ${ITEM_STATUS_SQL}`),
  ],
);
export type VcmProfessionalQualificationRow = typeof vcm_professional_qualifications.$inferSelect;

/**
 * A supporting document of a unit response (with the response method it supports) or of a
 * qualification: a promoted upload of the evidence storage (issue 16), as point_request_evidences.
 */
export const vcm_supporting_documents = pgTable(
  'vcm_supporting_documents',
  {
    ...tenantColumns(),
    vcm_id: integer().notNull(),
    unit_response_id: integer(),
    vcm_professional_qualification_id: integer(),
    response_method: text({ enum: ['current_unit', 'equivalent_unit', 'relevant_study', 'work_experience'] }),
    title: text().notNull(),
    upload_id: text().notNull(),
    storage_key: text().notNull(),
    filename: text().notNull(),
    size: integer().notNull(),
    mime_type: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.vcm_id],
      foreignColumns: [vcms.institute_id, vcms.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.unit_response_id],
      foreignColumns: [vcm_unit_responses.institute_id, vcm_unit_responses.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.vcm_professional_qualification_id],
      foreignColumns: [vcm_professional_qualifications.institute_id, vcm_professional_qualifications.id],
    }).onDelete('cascade'),
    check(
      'vcm_supporting_documents_one_owner_check',
      sql`num_nonnulls(${t.unit_response_id}, ${t.vcm_professional_qualification_id}) = 1`,
    ),
    index().on(t.institute_id, t.vcm_id),
    index().on(t.upload_id),
  ],
);
export type VcmSupportingDocumentRow = typeof vcm_supporting_documents.$inferSelect;

/**
 * VCM History (part 2 §3 "VCM history log"): one row per event, written in the event's transaction.
 * `user_id` has no foreign key: a super admin acts in institutes that are not their own.
 */
export const vcm_history_logs = pgTable(
  'vcm_history_logs',
  {
    ...tenantColumns(),
    vcm_id: integer().notNull(),
    event: text().notNull(),
    description: text().notNull(),
    user_id: integer(),
    educator_visible: flag(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.vcm_id],
      foreignColumns: [vcms.institute_id, vcms.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.vcm_id, t.created_at),
  ],
);
export type VcmHistoryLogRow = typeof vcm_history_logs.$inferSelect;
