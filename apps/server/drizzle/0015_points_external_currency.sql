CREATE TABLE "points_history_evidences" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "points_history_evidences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"points_history_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_history_evidences_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "vocational_activity_id" integer;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "activity_date" date;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "activity_duration" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "activity_interval" text;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "inform_teaching_practice" text;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "related_to_units" text;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "student_benefit" text;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "points_histories" ADD COLUMN "unit_codes" text;--> statement-breakpoint
ALTER TABLE "points_history_evidences" ADD CONSTRAINT "points_history_evidences_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_history_evidences" ADD CONSTRAINT "points_history_evidences_institute_id_points_history_id_points_histories_institute_id_id_fk" FOREIGN KEY ("institute_id","points_history_id") REFERENCES "public"."points_histories"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_history_evidences_institute_id_points_history_id_index" ON "points_history_evidences" USING btree ("institute_id","points_history_id");