-- Registrations and attendances reach their institute through their composite reference to programs
-- and registrations, which cascade from the institute: their own reference to institutes is dropped
-- (an index probe and a row lock per inserted row; db/schema/tenant.ts, docs/performance.md session 15).
ALTER TABLE "attendances" DROP CONSTRAINT "attendances_institute_id_institutes_id_fk";
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_institute_id_institutes_id_fk";
