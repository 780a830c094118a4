-- A cached upload's public id is unique within its institute: every unique index of a tenant table
-- carries institute_id, so it can be distributed by institute (docs/deployment.md, "Distributing on Citus").
-- The old index implies the new one, so a populated table passes it.
ALTER TABLE "cached_uploads" DROP CONSTRAINT "cached_uploads_upload_id_unique";--> statement-breakpoint
ALTER TABLE "cached_uploads" ADD CONSTRAINT "cached_uploads_institute_id_upload_id_unique" UNIQUE("institute_id","upload_id");