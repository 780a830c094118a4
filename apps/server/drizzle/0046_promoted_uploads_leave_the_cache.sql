-- A promoted evidence upload kept its cached_uploads row, rewritten to the permanent storage key: that
-- row referenced the file for ever, so the unreferenced-file sweep never deleted the file of evidence
-- whose record was deleted. A promotion now deletes the row (the records saved with the upload hold
-- its key); the rows of uploads promoted before are deleted here, and the column goes.
DELETE FROM "cached_uploads" WHERE "promoted_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "cached_uploads_created_at_index";--> statement-breakpoint
ALTER TABLE "cached_uploads" DROP COLUMN "promoted_at";--> statement-breakpoint
CREATE INDEX "cached_uploads_created_at_index" ON "cached_uploads" USING btree ("created_at");
