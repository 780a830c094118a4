CREATE TABLE "point_request_evidences" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "point_request_evidences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"point_request_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_request_evidences_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE TABLE "point_requests" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "point_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"points" numeric(8, 2),
	"domain_id" integer,
	"vocational_activity_id" integer,
	"activity_name" text,
	"activity_date" date,
	"activity_duration" numeric(10, 2),
	"activity_interval" text,
	"inform_teaching_practice" text,
	"related_to_units" text,
	"student_benefit" text,
	"notes" text,
	"unit_codes" text,
	"learning_journey_equivalent" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"actioned_by_id" integer,
	"actioned_at" timestamp with time zone,
	"reason" text,
	"approval_reason" text,
	"points_history_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_requests_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "point_requests_status_check" CHECK ("point_requests"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "point_request_evidences" ADD CONSTRAINT "point_request_evidences_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_request_evidences" ADD CONSTRAINT "point_request_evidences_institute_id_point_request_id_point_requests_institute_id_id_fk" FOREIGN KEY ("institute_id","point_request_id") REFERENCES "public"."point_requests"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_requests" ADD CONSTRAINT "point_requests_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_requests" ADD CONSTRAINT "point_requests_institute_id_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_requests" ADD CONSTRAINT "point_requests_institute_id_points_history_id_points_histories_institute_id_id_fk" FOREIGN KEY ("institute_id","points_history_id") REFERENCES "public"."points_histories"("institute_id","id") ON DELETE SET NULL ("points_history_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_request_evidences_institute_id_point_request_id_index" ON "point_request_evidences" USING btree ("institute_id","point_request_id");--> statement-breakpoint
CREATE INDEX "point_request_evidences_upload_id_index" ON "point_request_evidences" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "point_requests_institute_id_user_id_status_updated_at_index" ON "point_requests" USING btree ("institute_id","user_id","status","updated_at");