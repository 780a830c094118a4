CREATE TABLE "vcm_courses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vcm_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_courses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "vcm_courses_institute_id_vcm_id_course_id_unique" UNIQUE("institute_id","vcm_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "vcm_history_logs" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_history_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vcm_id" integer NOT NULL,
	"event" text NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"educator_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_history_logs_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE TABLE "vcm_professional_qualifications" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_professional_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vcm_id" integer NOT NULL,
	"professional_qualification_id" integer NOT NULL,
	"status" text DEFAULT 'unsubmitted' NOT NULL,
	"previously_approved" boolean DEFAULT false NOT NULL,
	"approver_feedback" text,
	"feedback_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"last_approver_user_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_professional_qualifications_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "vcm_professional_qualifications_institute_id_vcm_id_professional_qualification_id_unique" UNIQUE("institute_id","vcm_id","professional_qualification_id"),
	CONSTRAINT "vcm_professional_qualifications_status_check" CHECK ("vcm_professional_qualifications"."status" in ('unsubmitted', 'saved', 'in_review', 'needs_attention', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "vcm_supporting_documents" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_supporting_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vcm_id" integer NOT NULL,
	"unit_response_id" integer,
	"vcm_professional_qualification_id" integer,
	"response_method" text,
	"title" text NOT NULL,
	"upload_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_supporting_documents_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "vcm_supporting_documents_one_owner_check" CHECK (num_nonnulls("vcm_supporting_documents"."unit_response_id", "vcm_supporting_documents"."vcm_professional_qualification_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "vcm_unit_responses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_unit_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vcm_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"status" text DEFAULT 'unsubmitted' NOT NULL,
	"previously_approved" boolean DEFAULT false NOT NULL,
	"approver_feedback" text,
	"feedback_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"last_approver_user_id" integer,
	"answered_at" timestamp with time zone,
	"has_current_unit" boolean DEFAULT false NOT NULL,
	"has_equivalent_unit" boolean DEFAULT false NOT NULL,
	"has_relevant_study" boolean DEFAULT false NOT NULL,
	"has_work_experience" boolean DEFAULT false NOT NULL,
	"equivalent_unit_code" text,
	"equivalent_unit_title" text,
	"study_detail" text,
	"study_justification" text,
	"experience_justification" text,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_unit_responses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "vcm_unit_responses_institute_id_vcm_id_unit_id_unique" UNIQUE("institute_id","vcm_id","unit_id"),
	CONSTRAINT "vcm_unit_responses_status_check" CHECK ("vcm_unit_responses"."status" in ('unsubmitted', 'saved', 'in_review', 'needs_attention', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "vcm_work_experiences" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcm_work_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_response_id" integer NOT NULL,
	"employer_name" text NOT NULL,
	"job_role" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcm_work_experiences_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE TABLE "vcms" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vcms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approver_user_id" integer,
	"approved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcms_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "vcms_institute_id_owner_user_id_year_revision_unique" UNIQUE("institute_id","owner_user_id","year","revision"),
	CONSTRAINT "vcms_status_check" CHECK ("vcms"."status" in ('draft', 'in_review', 'needs_attention', 'approved', 'closed')),
	CONSTRAINT "vcms_year_check" CHECK ("vcms"."year" between 2000 and 2200)
);
--> statement-breakpoint
ALTER TABLE "vcm_courses" ADD CONSTRAINT "vcm_courses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_courses" ADD CONSTRAINT "vcm_courses_institute_id_vcm_id_vcms_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_id") REFERENCES "public"."vcms"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_courses" ADD CONSTRAINT "vcm_courses_institute_id_course_id_courses_institute_id_id_fk" FOREIGN KEY ("institute_id","course_id") REFERENCES "public"."courses"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_history_logs" ADD CONSTRAINT "vcm_history_logs_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_history_logs" ADD CONSTRAINT "vcm_history_logs_institute_id_vcm_id_vcms_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_id") REFERENCES "public"."vcms"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_professional_qualifications" ADD CONSTRAINT "vcm_professional_qualifications_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_professional_qualifications" ADD CONSTRAINT "vcm_professional_qualifications_institute_id_vcm_id_vcms_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_id") REFERENCES "public"."vcms"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_professional_qualifications" ADD CONSTRAINT "vcm_professional_qualifications_institute_id_professional_qualification_id_professional_qualifications_institute_id_id_fk" FOREIGN KEY ("institute_id","professional_qualification_id") REFERENCES "public"."professional_qualifications"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_supporting_documents" ADD CONSTRAINT "vcm_supporting_documents_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_supporting_documents" ADD CONSTRAINT "vcm_supporting_documents_institute_id_vcm_id_vcms_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_id") REFERENCES "public"."vcms"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_supporting_documents" ADD CONSTRAINT "vcm_supporting_documents_institute_id_unit_response_id_vcm_unit_responses_institute_id_id_fk" FOREIGN KEY ("institute_id","unit_response_id") REFERENCES "public"."vcm_unit_responses"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_supporting_documents" ADD CONSTRAINT "vcm_supporting_documents_institute_id_vcm_professional_qualification_id_vcm_professional_qualifications_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_professional_qualification_id") REFERENCES "public"."vcm_professional_qualifications"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_unit_responses" ADD CONSTRAINT "vcm_unit_responses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_unit_responses" ADD CONSTRAINT "vcm_unit_responses_institute_id_vcm_id_vcms_institute_id_id_fk" FOREIGN KEY ("institute_id","vcm_id") REFERENCES "public"."vcms"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_unit_responses" ADD CONSTRAINT "vcm_unit_responses_institute_id_unit_id_units_institute_id_id_fk" FOREIGN KEY ("institute_id","unit_id") REFERENCES "public"."units"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_work_experiences" ADD CONSTRAINT "vcm_work_experiences_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcm_work_experiences" ADD CONSTRAINT "vcm_work_experiences_institute_id_unit_response_id_vcm_unit_responses_institute_id_id_fk" FOREIGN KEY ("institute_id","unit_response_id") REFERENCES "public"."vcm_unit_responses"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcms" ADD CONSTRAINT "vcms_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcms" ADD CONSTRAINT "vcms_institute_id_owner_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","owner_user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vcm_history_logs_institute_id_vcm_id_created_at_index" ON "vcm_history_logs" USING btree ("institute_id","vcm_id","created_at");--> statement-breakpoint
CREATE INDEX "vcm_supporting_documents_institute_id_vcm_id_index" ON "vcm_supporting_documents" USING btree ("institute_id","vcm_id");--> statement-breakpoint
CREATE INDEX "vcm_supporting_documents_upload_id_index" ON "vcm_supporting_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "vcm_unit_responses_institute_id_unit_id_approved_at_index" ON "vcm_unit_responses" USING btree ("institute_id","unit_id","approved_at");--> statement-breakpoint
CREATE INDEX "vcm_work_experiences_institute_id_unit_response_id_index" ON "vcm_work_experiences" USING btree ("institute_id","unit_response_id");--> statement-breakpoint
CREATE INDEX "vcms_institute_id_status_approver_user_id_index" ON "vcms" USING btree ("institute_id","status","approver_user_id");