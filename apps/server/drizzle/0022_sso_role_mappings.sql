ALTER TABLE "institutes" ADD COLUMN "sso_groups_claim" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "sso_role_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL;