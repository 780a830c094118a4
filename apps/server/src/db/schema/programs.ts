import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { locations } from './organisation.js';
import { categories, domains } from './settings.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

const points = () => numeric({ precision: 8, scale: 2, mode: 'number' });

/**
 * A program (part 2 §3): a draft until published (live). Its dates are its workshops' first start
 * and last end in the institute's time zone, kept here when the workshops are saved so the lists can
 * sort and filter on them (docs/decisions.md, "Programs").
 */
export const programs = pgTable(
  'programs',
  {
    ...tenantColumns(),
    name: text(),
    code: text(),
    program_type: text({
      enum: ['vocational_learning_journey', 'vocational_elective', 'elective', 'learning_journey'],
    }),
    domain_id: integer(),
    category_id: integer(),
    facilitator_id: integer(),
    attendee_limit: integer(),
    registrations_open: flag(true),
    description: text(),
    summary_description: text(),
    published: flag(),
    published_at: timestamp({ withTimezone: true }),
    contact_name: text(),
    contact_title: text(),
    contact_email: text(),
    contact_phone: text(),
    pdf_key: text(),
    pdf_filename: text(),
    /** The first workshop's start and the last one's end; null without workshops. */
    starts_at: timestamp({ withTimezone: true }),
    ends_at: timestamp({ withTimezone: true }),
    start_date: date({ mode: 'string' }),
    end_date: date({ mode: 'string' }),
    /**
     * Its workshops' distinct presenters and location names (", "-joined, in order) and their points,
     * kept with the dates (refreshProgramDates; a location's rename by migration 0025's trigger), so
     * Manage Programs reads them with the page instead of summing every page's workshops.
     */
    presenter_names: text().notNull().default(''),
    location_names: text().notNull().default(''),
    workshop_points: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    created_by_id: integer(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.domain_id],
      foreignColumns: [domains.institute_id, domains.id],
    }),
    foreignKey({
      columns: [t.institute_id, t.category_id],
      foreignColumns: [categories.institute_id, categories.id],
    }),
    foreignKey({
      columns: [t.institute_id, t.facilitator_id],
      foreignColumns: [users.institute_id, users.id],
    }),
    check('programs_attendee_limit_positive', sql`${t.attendee_limit} is null or ${t.attendee_limit} > 0`),
    index().on(t.institute_id, t.published, t.starts_at),
    index().on(t.institute_id, t.published, t.ends_at),
    // Manage Programs filtered by type: that type's live, draft or past programs without reading the rest.
    index().on(t.institute_id, t.program_type, t.published, t.ends_at),
    index().on(t.institute_id, t.facilitator_id),
  ],
);

/** A session of a program; its date and times are entered in the institute's time zone. */
export const workshops = pgTable(
  'workshops',
  {
    ...tenantColumns(),
    program_id: integer().notNull(),
    name: text(),
    start_time: timestamp({ withTimezone: true }).notNull(),
    end_time: timestamp({ withTimezone: true }).notNull(),
    location_id: integer(),
    room: text(),
    presenter: text(),
    points: points().notNull().default(0),
    description: text(),
    approved_attendee_information: text(),
    pre_workshop_communication_enabled: flag(),
    pre_workshop_communication_send_days_before: integer().notNull().default(7),
    pre_workshop_communication_subject: text(),
    pre_workshop_communication_message: text(),
    post_workshop_communication_enabled: flag(),
    post_workshop_communication_send_days_after: integer().notNull().default(1),
    post_workshop_communication_subject: text(),
    post_workshop_communication_message: text(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.program_id],
      foreignColumns: [programs.institute_id, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.location_id],
      foreignColumns: [locations.institute_id, locations.id],
    }),
    check('workshops_times_ordered', sql`${t.end_time} >= ${t.start_time}`),
    check(
      'workshops_send_days_positive',
      sql`${t.pre_workshop_communication_send_days_before} >= 1 and ${t.post_workshop_communication_send_days_after} >= 1`,
    ),
    // With the list's sums (presenters, locations, points) in the key: Manage Programs sums a page's
    // workshops from the index alone.
    index().on(t.institute_id, t.program_id, t.start_time, t.presenter, t.location_id, t.points),
    index().on(t.institute_id, t.start_time),
    // Manage Programs' location filter: the programs with a workshop there, from the index alone.
    index().on(t.institute_id, t.location_id, t.program_id),
  ],
);

/**
 * A user's place in a program (part 2 §3, §4): pending until approved when the institute requires
 * approval for the program's type; `incomplete` is a rejected request, with its reason.
 */
export const registrations = pgTable(
  'registrations',
  {
    ...tenantColumns(),
    program_id: integer().notNull(),
    user_id: integer().notNull(),
    status: text({ enum: ['pending', 'approved', 'incomplete'] })
      .notNull()
      .default('approved'),
    rejection_reason: text(),
    completed: flag(),
    completed_at: timestamp({ withTimezone: true }),
    hurdle: flag(),
    is_learning_journey: flag(),
    created_by_id: integer(),
    actioned_by_id: integer(),
    actioned_at: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t, { instituteThrough: 'programs' }),
    foreignKey({
      columns: [t.institute_id, t.program_id],
      foreignColumns: [programs.institute_id, programs.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.institute_id, t.user_id], foreignColumns: [users.institute_id, users.id] }),
    unique().on(t.institute_id, t.program_id, t.user_id),
    index().on(t.institute_id, t.user_id),
    index().on(t.institute_id, t.status, t.created_at),
    // The registrations a program counts (Manage Programs' column): counted from the index alone.
    index('registrations_counted_index')
      .on(t.institute_id, t.program_id)
      .where(sql`${t.status} <> 'incomplete'`),
  ],
);

/** Whether a registrant was present at a workshop; no row means not marked (absent). */
export const attendances = pgTable(
  'attendances',
  {
    ...tenantColumns(),
    registration_id: integer().notNull(),
    workshop_id: integer().notNull(),
    present: flag(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t, { instituteThrough: 'registrations' }),
    foreignKey({
      columns: [t.institute_id, t.registration_id],
      foreignColumns: [registrations.institute_id, registrations.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.workshop_id],
      foreignColumns: [workshops.institute_id, workshops.id],
    }).onDelete('cascade'),
    unique().on(t.institute_id, t.registration_id, t.workshop_id),
    index().on(t.institute_id, t.workshop_id),
  ],
);

/**
 * Every message sent to a program's registrants (part 2 §3 "Notification log row"), which the
 * Notification report reads: who sent what, to how many, when.
 */
export const notification_logs = pgTable(
  'notification_logs',
  {
    ...tenantColumns(),
    /** Kept without a foreign key, with the name it had, so the log outlives a deleted draft. */
    program_id: integer(),
    program_name: text(),
    /** `educator_notification` (registrants), `notification` (registrants and facilitator), or a job's kind. */
    notification_type: text().notNull(),
    message: text().notNull(),
    number_of_recipients: integer().notNull(),
    user_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantKeys(t), index().on(t.institute_id, t.created_at)],
);

/**
 * The points ledger (part 2 §3 "Points history row"): one row per award. PointsProgram rows come from
 * completed registrations (one per registration); the points issue adds PointsVocational and
 * PointsRea rows and their detail columns.
 */
export const points_histories = pgTable(
  'points_histories',
  {
    ...tenantColumns(),
    user_id: integer().notNull(),
    type: text({ enum: ['PointsProgram', 'PointsVocational', 'PointsRea'] }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    points: points().notNull(),
    program_id: integer(),
    registration_id: integer(),
    domain_id: integer(),
    activity_name: text(),
    approval_reason: text(),
    learning_journey_equivalent: flag(),
    created_by_id: integer(),
    // PointsVocational / PointsRea detail (issue 16). vocational_activity_id has no foreign key: the
    // activity may later be deleted from the settings; activity_name keeps what was chosen.
    vocational_activity_id: integer(),
    activity_date: date({ mode: 'string' }),
    activity_duration: numeric({ precision: 10, scale: 2, mode: 'number' }),
    activity_interval: text({ enum: ['hours', 'days', 'weeks', 'months', 'years'] }),
    inform_teaching_practice: text(),
    related_to_units: text(),
    student_benefit: text(),
    notes: text(),
    unit_codes: text(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({ columns: [t.institute_id, t.user_id], foreignColumns: [users.institute_id, users.id] }),
    foreignKey({
      columns: [t.institute_id, t.registration_id],
      foreignColumns: [registrations.institute_id, registrations.id],
    }).onDelete('cascade'),
    unique('points_histories_registration_unique').on(t.institute_id, t.registration_id),
    index().on(t.institute_id, t.user_id, t.date),
    index().on(t.institute_id, t.date),
  ],
);
