CREATE TABLE "business_ideal_responses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "business_ideal_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_id" integer NOT NULL,
	"employment_type_id" integer NOT NULL,
	"capability_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_ideal_responses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "business_ideal_responses_institute_id_department_id_employment_type_id_capability_id_unique" UNIQUE("institute_id","department_id","employment_type_id","capability_id")
);
--> statement-breakpoint
CREATE TABLE "educator_responses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "educator_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"capability_id" integer NOT NULL,
	"value" integer NOT NULL,
	"responded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educator_responses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "educator_responses_institute_id_profile_id_capability_id_unique" UNIQUE("institute_id","profile_id","capability_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"educator_completed" boolean DEFAULT false NOT NULL,
	"educator_completed_at" timestamp with time zone,
	"supervisor_completed" boolean DEFAULT false NOT NULL,
	"supervisor_completed_at" timestamp with time zone,
	"supervisor_completed_by_id" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "profiles_institute_id_user_id_period_start_unique" UNIQUE("institute_id","user_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "supervisor_responses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "supervisor_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"capability_id" integer NOT NULL,
	"value" integer NOT NULL,
	"responded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervisor_responses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "supervisor_responses_institute_id_profile_id_capability_id_unique" UNIQUE("institute_id","profile_id","capability_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "business_ideal_responses" ADD CONSTRAINT "business_ideal_responses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_ideal_responses" ADD CONSTRAINT "business_ideal_responses_institute_id_department_id_departments_institute_id_id_fk" FOREIGN KEY ("institute_id","department_id") REFERENCES "public"."departments"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_ideal_responses" ADD CONSTRAINT "business_ideal_responses_institute_id_employment_type_id_employment_types_institute_id_id_fk" FOREIGN KEY ("institute_id","employment_type_id") REFERENCES "public"."employment_types"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_ideal_responses" ADD CONSTRAINT "business_ideal_responses_institute_id_capability_id_capabilities_institute_id_id_fk" FOREIGN KEY ("institute_id","capability_id") REFERENCES "public"."capabilities"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educator_responses" ADD CONSTRAINT "educator_responses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educator_responses" ADD CONSTRAINT "educator_responses_institute_id_profile_id_profiles_institute_id_id_fk" FOREIGN KEY ("institute_id","profile_id") REFERENCES "public"."profiles"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educator_responses" ADD CONSTRAINT "educator_responses_institute_id_capability_id_capabilities_institute_id_id_fk" FOREIGN KEY ("institute_id","capability_id") REFERENCES "public"."capabilities"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_responses" ADD CONSTRAINT "supervisor_responses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_responses" ADD CONSTRAINT "supervisor_responses_institute_id_profile_id_profiles_institute_id_id_fk" FOREIGN KEY ("institute_id","profile_id") REFERENCES "public"."profiles"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_responses" ADD CONSTRAINT "supervisor_responses_institute_id_capability_id_capabilities_institute_id_id_fk" FOREIGN KEY ("institute_id","capability_id") REFERENCES "public"."capabilities"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_institute_id_completed_educator_completed_index" ON "profiles" USING btree ("institute_id","completed","educator_completed");