CREATE TABLE "audit_pack_runs" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_pack_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_by" integer NOT NULL,
	"scope" text NOT NULL,
	"scope_value" text,
	"format" text NOT NULL,
	"date_from" text NOT NULL,
	"date_to" text NOT NULL,
	"status" text NOT NULL,
	"educators_total" integer DEFAULT 0 NOT NULL,
	"educators_done" integer DEFAULT 0 NOT NULL,
	"size" bigint,
	"sha256" text,
	"file_key" text,
	"missing_files" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_pack_runs_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_pack_runs" ADD CONSTRAINT "audit_pack_runs_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_pack_runs" ADD CONSTRAINT "audit_pack_runs_institute_id_requested_by_users_institute_id_id_fk" FOREIGN KEY ("institute_id","requested_by") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_pack_runs_institute_id_created_at_index" ON "audit_pack_runs" USING btree ("institute_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_pack_runs_expires_at_index" ON "audit_pack_runs" USING btree ("expires_at");