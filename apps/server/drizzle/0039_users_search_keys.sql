-- A name search reads only its institute's index entries. The trigram index (institute_id, search_text)
-- kept each trigram's posting list across every institute, so a search grew with the institutes. The
-- keys are every run of 3 characters of the lower-cased name text, hashed with the institute's id: a
-- text that contains a fragment holds every key of the fragment, and the LIKE on search_text decides.
-- A hash shared by two keys only adds a candidate that the LIKE and institute_id turn away.
-- Immutable: changing its body later needs the column rebuilt (drop and add it again).
CREATE FUNCTION users_search_keys(institute integer, search text) RETURNS integer[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT hashtext(institute::text || ' ' || substr(lowered.text, i, 3))
    FROM (SELECT lower(search) AS text) AS lowered, generate_series(1, length(lowered.text) - 2) AS i
  );--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_keys" integer[] GENERATED ALWAYS AS (users_search_keys("users"."institute_id", "users"."given_name" || ' ' || "users"."family_name" || ' ' || coalesce("users"."unique_identifier", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_keys_index" ON "users" USING gin ("search_keys");--> statement-breakpoint
DROP INDEX "users_institute_id_search_text_trgm_index";
