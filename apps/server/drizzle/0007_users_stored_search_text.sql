DROP INDEX "users_search_text_trgm_index";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."given_name" || ' ' || "users"."family_name" || ' ' || coalesce("users"."unique_identifier", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_index" ON "users" USING gin ("search_text" gin_trgm_ops);