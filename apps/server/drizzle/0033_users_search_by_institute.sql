-- A name search reads only its institute's trigram entries: institute_id first in the GIN index
-- (btree_gin gives integers a GIN operator class). Built before the old one goes, so searches keep
-- an index throughout.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "users_institute_id_search_text_trgm_index" ON "users" USING gin ("institute_id","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "users_search_text_trgm_index";
