CREATE TABLE "course_units" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_units_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "course_units_institute_id_course_id_unit_id_unique" UNIQUE("institute_id","course_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "courses_institute_id_year_code_unique" UNIQUE("institute_id","year","code"),
	CONSTRAINT "courses_year_check" CHECK ("courses"."year" between 2000 and 2200)
);
--> statement-breakpoint
CREATE TABLE "professional_qualifications" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "professional_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_qualifications_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "professional_qualifications_institute_id_year_code_unique" UNIQUE("institute_id","year","code"),
	CONSTRAINT "professional_qualifications_year_check" CHECK ("professional_qualifications"."year" between 2000 and 2200)
);
--> statement-breakpoint
CREATE TABLE "units" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "units_institute_id_year_code_unique" UNIQUE("institute_id","year","code"),
	CONSTRAINT "units_year_check" CHECK ("units"."year" between 2000 and 2200)
);
--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_institute_id_course_id_courses_institute_id_id_fk" FOREIGN KEY ("institute_id","course_id") REFERENCES "public"."courses"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_institute_id_unit_id_units_institute_id_id_fk" FOREIGN KEY ("institute_id","unit_id") REFERENCES "public"."units"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_qualifications" ADD CONSTRAINT "professional_qualifications_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_units_institute_id_unit_id_index" ON "course_units" USING btree ("institute_id","unit_id");