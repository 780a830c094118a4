CREATE TABLE "passports" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "passports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"professional_points" numeric(10, 2) DEFAULT 0 NOT NULL,
	"vocational_points" numeric(10, 2) DEFAULT 0 NOT NULL,
	"learning_journeys" integer DEFAULT 0 NOT NULL,
	"vocational_learning_journeys" integer DEFAULT 0 NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passports_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "passports_institute_id_user_id_period_start_unique" UNIQUE("institute_id","user_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "passports" ADD CONSTRAINT "passports_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passports" ADD CONSTRAINT "passports_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passports_institute_id_period_start_status_index" ON "passports" USING btree ("institute_id","period_start","status");