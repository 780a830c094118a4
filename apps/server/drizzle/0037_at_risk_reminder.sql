ALTER TABLE "institutes" ADD COLUMN "at_risk_reminder_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "at_risk_reminder_days_before" integer;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "at_risk_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "at_risk_reminder_intro_paragraph" text;