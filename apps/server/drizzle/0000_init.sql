CREATE TABLE "institutes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo_url" text,
	"logo_filename" text,
	"primary_color" text DEFAULT '#1f4e79' NOT NULL,
	"primary_light_color" text DEFAULT '#d6e4f0' NOT NULL,
	"secondary_color" text DEFAULT '#f28c28' NOT NULL,
	"timezone" text DEFAULT 'Australia/Melbourne' NOT NULL,
	"points_anniversary_month" integer DEFAULT 1 NOT NULL,
	"from_email_name" text,
	"from_email_address" text,
	"registration_cutoff_days" integer,
	"elective_registrations_require_approval" boolean DEFAULT false NOT NULL,
	"learning_journey_registrations_require_approval" boolean DEFAULT false NOT NULL,
	"vocational_elective_registrations_require_approval" boolean DEFAULT false NOT NULL,
	"vocational_learning_journey_registrations_require_approval" boolean DEFAULT false NOT NULL,
	"registrations_require_approval_enabled" boolean DEFAULT false NOT NULL,
	"program_points_require_workshop_attendance" boolean DEFAULT false NOT NULL,
	"program_default_contact_name" text,
	"program_default_contact_title" text,
	"program_default_contact_email" text,
	"program_default_contact_phone" text,
	"vcm_enabled" boolean DEFAULT false NOT NULL,
	"educator_points_entry_enabled" boolean DEFAULT false NOT NULL,
	"points_file_attachment_enabled" boolean DEFAULT false NOT NULL,
	"file_attachment_required" boolean DEFAULT false NOT NULL,
	"vocational_point_approval_email_to" text[] DEFAULT '{}' NOT NULL,
	"professional_point_approval_email_to" text[] DEFAULT '{}' NOT NULL,
	"allow_supervisor_to_action" text[] DEFAULT '{}' NOT NULL,
	"ical_type" text DEFAULT 'regular' NOT NULL,
	"add_all_to_calendar_enabled" boolean DEFAULT false NOT NULL,
	"requirement_1_name" text,
	"requirement_1_enabled" boolean DEFAULT false NOT NULL,
	"requirement_2_name" text,
	"requirement_2_enabled" boolean DEFAULT false NOT NULL,
	"custom_user_field_1" text,
	"custom_user_field_1_enabled" boolean DEFAULT false NOT NULL,
	"custom_user_field_2" text,
	"custom_user_field_2_enabled" boolean DEFAULT false NOT NULL,
	"sso_enabled" boolean DEFAULT false NOT NULL,
	"sso_domain_name" text,
	"sso_user_pool" text,
	"vocational_currency_valid_month_count" integer,
	"vocational_currency_uses_units" boolean DEFAULT false NOT NULL,
	"vcm_study_example_description" text,
	"vcm_study_example_info_url" text,
	"vcm_study_example_justification" text,
	"vcm_experience_example_description" text,
	"vcm_experience_example_info_url" text,
	"vcm_experience_example_justification" text,
	"vcm_course_request_email" text,
	"professional_qualification_help_link_label" text,
	"professional_qualification_help_link_url" text,
	"zero_points_reminder_enabled" boolean DEFAULT false NOT NULL,
	"zero_points_reminder_days" integer,
	"partial_points_reminder_enabled" boolean DEFAULT false NOT NULL,
	"partial_points_reminder_days" integer,
	"workshop_reminder_enabled" boolean DEFAULT false NOT NULL,
	"workshop_reminder_days" integer,
	"profiling_reminder_enabled" boolean DEFAULT false NOT NULL,
	"profiling_reminder_days" integer,
	"supervisor_profile_waiting_enabled" boolean DEFAULT false NOT NULL,
	"supervisor_profile_waiting_frequency" integer,
	"supervisor_program_registration_enabled" boolean DEFAULT false NOT NULL,
	"supervisor_program_registration_period" integer,
	"unactioned_points_reminder_enabled" boolean DEFAULT false NOT NULL,
	"unactioned_points_reminder_days" integer,
	"pending_registrations_reminder_enabled" boolean DEFAULT false NOT NULL,
	"pending_registrations_reminder_days" integer,
	"vcm_missing_reminder_enabled" boolean DEFAULT false NOT NULL,
	"vcm_missing_reminder_period" integer,
	"vcm_missing_reminder_intro_paragraph" text,
	"vcm_not_submitted_reminder_enabled" boolean DEFAULT false NOT NULL,
	"vcm_not_submitted_reminder_period" integer,
	"vcm_not_submitted_reminder_intro_paragraph" text,
	"vcm_expired_reminder_enabled" boolean DEFAULT false NOT NULL,
	"vcm_expired_reminder_period" integer,
	"vcm_expired_reminder_intro_paragraph" text,
	"vcm_approver_reminder_enabled" boolean DEFAULT false NOT NULL,
	"vcm_approver_reminder_period" integer,
	"vcm_approver_reminder_intro_paragraph" text,
	"vcm_educator_submitted_notification_enabled" boolean DEFAULT false NOT NULL,
	"vcm_educator_submitted_notification_paragraph" text,
	"vcm_approver_returns_notification_enabled" boolean DEFAULT false NOT NULL,
	"vcm_approver_returns_notification_paragraph" text,
	"vcm_approval_notification_enabled" boolean DEFAULT false NOT NULL,
	"vcm_approval_notification_paragraph" text,
	"vcm_approval_delegated_notification_enabled" boolean DEFAULT false NOT NULL,
	"vcm_approval_delegated_notification_paragraph" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutes_points_anniversary_month" CHECK ("institutes"."points_anniversary_month" between 1 and 12),
	CONSTRAINT "institutes_profiling_reminder_days" CHECK ("institutes"."profiling_reminder_days" in (30, 60, 90))
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"division_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "departments_institute_id_code_unique" UNIQUE("institute_id","code")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "divisions_institute_id_name_unique" UNIQUE("institute_id","name")
);
--> statement-breakpoint
CREATE TABLE "employment_types" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"professional_points" integer DEFAULT 0 NOT NULL,
	"num_lj_required" integer DEFAULT 0 NOT NULL,
	"vocational_points" integer DEFAULT 0 NOT NULL,
	"num_vocational_lj_required" integer DEFAULT 0 NOT NULL,
	"profiling_tool_required" boolean DEFAULT false NOT NULL,
	"profiling_require_supervisor_step" boolean DEFAULT true NOT NULL,
	"vcm_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_types_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "employment_types_institute_id_name_unique" UNIQUE("institute_id","name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "locations_institute_id_name_unique" UNIQUE("institute_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"unique_identifier" text,
	"password_hash" text,
	"supervisor_id" integer,
	"department_id" integer,
	"employment_type_id" integer,
	"custom_1" text,
	"custom_2" text,
	"active" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"vcm_enabled" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"is_institute_admin" boolean DEFAULT false NOT NULL,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	"is_facilitator" boolean DEFAULT false NOT NULL,
	"is_educator" boolean DEFAULT false NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_institute_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_institute_id" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institute_id" integer,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"headers" jsonb,
	"is_sensitive" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_institute_id_division_id_divisions_institute_id_id_fk" FOREIGN KEY ("institute_id","division_id") REFERENCES "public"."divisions"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_types" ADD CONSTRAINT "employment_types_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institute_id_supervisor_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","supervisor_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institute_id_department_id_departments_institute_id_id_fk" FOREIGN KEY ("institute_id","department_id") REFERENCES "public"."departments"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institute_id_employment_type_id_employment_types_institute_id_id_fk" FOREIGN KEY ("institute_id","employment_type_id") REFERENCES "public"."employment_types"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("user_institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("user_institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_name_unique" ON "institutes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "departments_institute_id_division_id_index" ON "departments" USING btree ("institute_id","division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_institute_id_unique_identifier_index" ON "users" USING btree ("institute_id","unique_identifier");--> statement-breakpoint
CREATE INDEX "users_institute_id_supervisor_id_index" ON "users" USING btree ("institute_id","supervisor_id");--> statement-breakpoint
CREATE INDEX "users_institute_id_family_name_given_name_index" ON "users" USING btree ("institute_id","family_name","given_name");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_institute_id_user_id_index" ON "password_reset_tokens" USING btree ("user_institute_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_institute_id_user_id_index" ON "sessions" USING btree ("user_institute_id","user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_index" ON "email_outbox" USING btree ("status","created_at");