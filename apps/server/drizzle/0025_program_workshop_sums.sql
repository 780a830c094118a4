ALTER TABLE "programs" ADD COLUMN "presenter_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "location_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "workshop_points" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Manage Programs' presenters, locations and points, kept on the program (docs/performance.md,
-- session 14) instead of summed from a page's workshops on every request. The app refreshes them with
-- the dates whenever a program's workshops are written (refreshProgramDates); a location's rename
-- changes them without touching a workshop, so this trigger refreshes the programs that use it.
CREATE OR REPLACE FUNCTION programs_refresh_location_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE programs AS p SET location_names = sums.names
  FROM (
    SELECT w.institute_id, w.program_id,
      coalesce(string_agg(DISTINCT l.name, ', ' ORDER BY l.name), '') AS names
    FROM workshops AS w
    LEFT JOIN locations AS l ON l.institute_id = w.institute_id AND l.id = w.location_id
    WHERE (w.institute_id, w.program_id) IN (
      SELECT used.institute_id, used.program_id
      FROM new_rows AS n
      JOIN old_rows AS o ON o.institute_id = n.institute_id AND o.id = n.id
      JOIN workshops AS used ON used.institute_id = n.institute_id AND used.location_id = n.id
      WHERE o.name IS DISTINCT FROM n.name)
    GROUP BY w.institute_id, w.program_id
  ) AS sums
  WHERE p.institute_id = sums.institute_id AND p.id = sums.program_id
    AND p.location_names IS DISTINCT FROM sums.names;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER programs_location_names AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION programs_refresh_location_names();
--> statement-breakpoint
-- The backfill is bookkeeping, not an edit: the audit trigger on programs is dropped first and
-- re-declared at start-up (attachAuditTriggers), which leaves these derived columns out of the trail.
DROP TRIGGER IF EXISTS audit_update ON programs;
--> statement-breakpoint
UPDATE programs AS p SET presenter_names = sums.presenter_names, location_names = sums.location_names,
  workshop_points = sums.points
FROM (
  SELECT w.institute_id, w.program_id,
    coalesce(string_agg(DISTINCT w.presenter, ', ' ORDER BY w.presenter), '') AS presenter_names,
    coalesce(string_agg(DISTINCT l.name, ', ' ORDER BY l.name), '') AS location_names,
    coalesce(sum(w.points), 0) AS points
  FROM workshops AS w
  LEFT JOIN locations AS l ON l.institute_id = w.institute_id AND l.id = w.location_id
  GROUP BY w.institute_id, w.program_id
) AS sums
WHERE p.institute_id = sums.institute_id AND p.id = sums.program_id;
