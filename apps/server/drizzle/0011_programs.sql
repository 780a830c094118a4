CREATE TABLE "attendances" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendances_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "attendances_institute_id_registration_id_workshop_id_unique" UNIQUE("institute_id","registration_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "notification_logs" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notification_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer,
	"program_name" text,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"number_of_recipients" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_logs_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE TABLE "points_histories" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "points_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"points" numeric(8, 2) NOT NULL,
	"program_id" integer,
	"registration_id" integer,
	"domain_id" integer,
	"activity_name" text,
	"approval_reason" text,
	"learning_journey_equivalent" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_histories_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "points_histories_registration_unique" UNIQUE("institute_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text,
	"code" text,
	"program_type" text,
	"domain_id" integer,
	"category_id" integer,
	"facilitator_id" integer,
	"attendee_limit" integer,
	"registrations_open" boolean DEFAULT true NOT NULL,
	"description" text,
	"summary_description" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"contact_name" text,
	"contact_title" text,
	"contact_email" text,
	"contact_phone" text,
	"pdf_key" text,
	"pdf_filename" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"start_date" date,
	"end_date" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "programs_attendee_limit_positive" CHECK ("programs"."attendee_limit" is null or "programs"."attendee_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"rejection_reason" text,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"hurdle" boolean DEFAULT false NOT NULL,
	"is_learning_journey" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"actioned_by_id" integer,
	"actioned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "registrations_institute_id_program_id_user_id_unique" UNIQUE("institute_id","program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "workshops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location_id" integer,
	"room" text,
	"presenter" text,
	"points" numeric(8, 2) DEFAULT 0 NOT NULL,
	"description" text,
	"approved_attendee_information" text,
	"pre_workshop_communication_enabled" boolean DEFAULT false NOT NULL,
	"pre_workshop_communication_send_days_before" integer DEFAULT 7 NOT NULL,
	"pre_workshop_communication_subject" text,
	"pre_workshop_communication_message" text,
	"post_workshop_communication_enabled" boolean DEFAULT false NOT NULL,
	"post_workshop_communication_send_days_after" integer DEFAULT 1 NOT NULL,
	"post_workshop_communication_subject" text,
	"post_workshop_communication_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "workshops_times_ordered" CHECK ("workshops"."end_time" >= "workshops"."start_time"),
	CONSTRAINT "workshops_send_days_positive" CHECK ("workshops"."pre_workshop_communication_send_days_before" >= 1 and "workshops"."post_workshop_communication_send_days_after" >= 1)
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_institute_id_registration_id_registrations_institute_id_id_fk" FOREIGN KEY ("institute_id","registration_id") REFERENCES "public"."registrations"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_institute_id_workshop_id_workshops_institute_id_id_fk" FOREIGN KEY ("institute_id","workshop_id") REFERENCES "public"."workshops"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_histories" ADD CONSTRAINT "points_histories_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_histories" ADD CONSTRAINT "points_histories_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_histories" ADD CONSTRAINT "points_histories_institute_id_registration_id_registrations_institute_id_id_fk" FOREIGN KEY ("institute_id","registration_id") REFERENCES "public"."registrations"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institute_id_domain_id_domains_institute_id_id_fk" FOREIGN KEY ("institute_id","domain_id") REFERENCES "public"."domains"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institute_id_category_id_categories_institute_id_id_fk" FOREIGN KEY ("institute_id","category_id") REFERENCES "public"."categories"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institute_id_facilitator_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","facilitator_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_institute_id_program_id_programs_institute_id_id_fk" FOREIGN KEY ("institute_id","program_id") REFERENCES "public"."programs"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_institute_id_program_id_programs_institute_id_id_fk" FOREIGN KEY ("institute_id","program_id") REFERENCES "public"."programs"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_institute_id_location_id_locations_institute_id_id_fk" FOREIGN KEY ("institute_id","location_id") REFERENCES "public"."locations"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_institute_id_workshop_id_index" ON "attendances" USING btree ("institute_id","workshop_id");--> statement-breakpoint
CREATE INDEX "notification_logs_institute_id_created_at_index" ON "notification_logs" USING btree ("institute_id","created_at");--> statement-breakpoint
CREATE INDEX "points_histories_institute_id_user_id_date_index" ON "points_histories" USING btree ("institute_id","user_id","date");--> statement-breakpoint
CREATE INDEX "points_histories_institute_id_date_index" ON "points_histories" USING btree ("institute_id","date");--> statement-breakpoint
CREATE INDEX "programs_institute_id_published_starts_at_index" ON "programs" USING btree ("institute_id","published","starts_at");--> statement-breakpoint
CREATE INDEX "programs_institute_id_published_ends_at_index" ON "programs" USING btree ("institute_id","published","ends_at");--> statement-breakpoint
CREATE INDEX "programs_institute_id_facilitator_id_index" ON "programs" USING btree ("institute_id","facilitator_id");--> statement-breakpoint
CREATE INDEX "registrations_institute_id_user_id_index" ON "registrations" USING btree ("institute_id","user_id");--> statement-breakpoint
CREATE INDEX "registrations_institute_id_status_created_at_index" ON "registrations" USING btree ("institute_id","status","created_at");--> statement-breakpoint
CREATE INDEX "workshops_institute_id_program_id_start_time_index" ON "workshops" USING btree ("institute_id","program_id","start_time");--> statement-breakpoint
CREATE INDEX "workshops_institute_id_start_time_index" ON "workshops" USING btree ("institute_id","start_time");