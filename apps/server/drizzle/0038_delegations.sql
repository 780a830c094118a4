CREATE TABLE "delegations" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "delegations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supervisor_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "delegations_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "on_behalf_of_user_id" integer DEFAULT nullif(current_setting('app.on_behalf_of_user_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_institute_id_supervisor_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","supervisor_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_institute_id_delegate_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","delegate_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_delegate" ON "delegations" USING btree ("institute_id","delegate_id","ends_on") WHERE "delegations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "delegations_supervisor" ON "delegations" USING btree ("institute_id","supervisor_id","ends_on");