-- Links a user to the person at their institute's SSO provider (issuer + sub; docs/sso.md "Who is who").
ALTER TABLE "users" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_institute_id_sso_issuer_sso_subject_index" ON "users" USING btree ("institute_id","sso_issuer","sso_subject");