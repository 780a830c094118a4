CREATE TABLE "user_counts" (
	"institute_id" integer NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counts" ADD CONSTRAINT "user_counts_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_counts_institute_id_index" ON "user_counts" USING btree ("institute_id");--> statement-breakpoint
-- Each statement that inserts or deletes users adds one row per institute it touched: +n or -n.
-- Rows are only added here (never updated), so two imports at once never wait on each other for the
-- count; the users job (features/users/jobs.ts) folds an institute's rows into one. A user's
-- institute never changes (every reference to a user carries it), so updates need no trigger.
CREATE OR REPLACE FUNCTION user_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts (institute_id, delta)
  SELECT institute_id, count(*) FROM added_rows GROUP BY institute_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An institute deleted in the same transaction (its users go with it by cascade) gets no row: it
-- could not reference the institute, and its rows go with it too.
CREATE OR REPLACE FUNCTION user_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts (institute_id, delta)
  SELECT r.institute_id, -count(*) FROM removed_rows AS r
  WHERE EXISTS (SELECT 1 FROM institutes AS i WHERE i.id = r.institute_id)
  GROUP BY r.institute_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_added();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_removed();
--> statement-breakpoint
INSERT INTO user_counts (institute_id, delta)
SELECT institute_id, count(*) FROM users GROUP BY institute_id;
