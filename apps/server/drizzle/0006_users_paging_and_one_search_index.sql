DROP INDEX "users_institute_id_family_name_given_name_index";--> statement-breakpoint
DROP INDEX "users_institute_id_given_name_family_name_index";--> statement-breakpoint
DROP INDEX "users_full_name_trgm_index";--> statement-breakpoint
DROP INDEX "users_search_text_trgm_index";--> statement-breakpoint
CREATE INDEX "users_institute_id_family_name_given_name_id_index" ON "users" USING btree ("institute_id","family_name","given_name","id");--> statement-breakpoint
CREATE INDEX "users_institute_id_given_name_family_name_id_index" ON "users" USING btree ("institute_id","given_name","family_name","id");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_index" ON "users" USING gin ((("given_name" || ' ' || "family_name" || ' ' || coalesce("unique_identifier", ''))) gin_trgm_ops);