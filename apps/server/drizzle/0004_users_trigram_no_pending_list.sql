DROP INDEX "users_full_name_trgm_index";--> statement-breakpoint
DROP INDEX "users_search_text_trgm_index";--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_index" ON "users" USING gin ((("given_name" || ' ' || "family_name")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_index" ON "users" USING gin ((("given_name" || ' ' || "family_name" || ' ' || coalesce("unique_identifier", ''))) gin_trgm_ops) WITH (fastupdate=false);