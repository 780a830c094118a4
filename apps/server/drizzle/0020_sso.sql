ALTER TABLE "institutes" ADD COLUMN "sso_issuer_url" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "sso_client_id" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "sso_client_secret" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "sso_email_claim" text;--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_sso_domain_name_unique" ON "institutes" USING btree (lower("sso_domain_name"));