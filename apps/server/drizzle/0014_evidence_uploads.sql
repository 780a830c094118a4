CREATE TABLE "cached_uploads" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cached_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" text NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	CONSTRAINT "cached_uploads_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "cached_uploads_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "cached_uploads" ADD CONSTRAINT "cached_uploads_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cached_uploads_created_at_index" ON "cached_uploads" USING btree ("created_at") WHERE "cached_uploads"."promoted_at" is null;--> statement-breakpoint
CREATE INDEX "cached_uploads_institute_id_uploaded_by_id_index" ON "cached_uploads" USING btree ("institute_id","uploaded_by_id");