ALTER TABLE "profiles" ADD COLUMN "educator_answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "supervisor_answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Manage Profiles shows how many capabilities that count (active, in an active domain) each side of a
-- profile has answered. These two columns keep that count: the response tables' statement triggers
-- add each statement's answers to it, and a change to whether a capability counts recounts its
-- institute. An advisory lock per institute keeps the two apart: answers take it shared, a recount
-- exclusive, each before the statement that reads the capabilities (so that statement's snapshot
-- sees the other's work committed). A recount thus never misses an answer, and an answer never
-- counts a capability's state from before a recount.
CREATE OR REPLACE FUNCTION profile_answer_counts_add(
  is_supervisor boolean, institute_ids integer[], profile_ids integer[], capability_ids integer[], deltas integer[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1936487, i)
  FROM (SELECT DISTINCT unnest(institute_ids) AS i ORDER BY 1) AS locked;
  WITH counted AS (
    SELECT c.institute_id, c.profile_id, sum(c.delta)::int AS delta
    FROM unnest(institute_ids, profile_ids, capability_ids, deltas) AS c(institute_id, profile_id, capability_id, delta)
    JOIN capabilities AS cap ON cap.institute_id = c.institute_id AND cap.id = c.capability_id AND cap.active
    JOIN domains AS dom ON dom.institute_id = cap.institute_id AND dom.id = cap.domain_id AND dom.active
    GROUP BY c.institute_id, c.profile_id
    HAVING sum(c.delta) <> 0
  )
  UPDATE profiles AS p SET
    educator_answered_count = p.educator_answered_count + CASE WHEN is_supervisor THEN 0 ELSE counted.delta END,
    supervisor_answered_count = p.supervisor_answered_count + CASE WHEN is_supervisor THEN counted.delta ELSE 0 END
  FROM counted
  WHERE p.institute_id = counted.institute_id AND p.id = counted.profile_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_supervisor boolean := TG_TABLE_NAME = 'supervisor_responses';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM profile_answer_counts_add(is_supervisor, array_agg(institute_id), array_agg(profile_id),
      array_agg(capability_id), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM profile_answer_counts_add(is_supervisor, array_agg(institute_id), array_agg(profile_id),
      array_agg(capability_id), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM profile_answer_counts_add(is_supervisor, array_agg(institute_id), array_agg(profile_id),
      array_agg(capability_id), array_agg(delta))
    FROM (SELECT institute_id, profile_id, capability_id, 1 AS delta FROM new_rows
          UNION ALL SELECT institute_id, profile_id, capability_id, -1 FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_answer_counts_recount(institute_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1936487, i)
  FROM (SELECT DISTINCT unnest(institute_ids) AS i ORDER BY 1) AS locked;
  WITH counting AS (
    SELECT cap.institute_id, cap.id
    FROM capabilities AS cap
    JOIN domains AS dom ON dom.institute_id = cap.institute_id AND dom.id = cap.domain_id AND dom.active
    WHERE cap.active AND cap.institute_id = ANY (institute_ids)
  ), answers AS (
    SELECT r.institute_id, r.profile_id,
      count(*) FILTER (WHERE NOT r.is_supervisor)::int AS educator,
      count(*) FILTER (WHERE r.is_supervisor)::int AS supervisor
    FROM (SELECT institute_id, profile_id, capability_id, false AS is_supervisor FROM educator_responses
          WHERE institute_id = ANY (institute_ids)
          UNION ALL
          SELECT institute_id, profile_id, capability_id, true FROM supervisor_responses
          WHERE institute_id = ANY (institute_ids)) AS r
    JOIN counting AS c ON c.institute_id = r.institute_id AND c.id = r.capability_id
    GROUP BY r.institute_id, r.profile_id
  ), counts AS (
    SELECT p.institute_id, p.id, coalesce(a.educator, 0) AS educator, coalesce(a.supervisor, 0) AS supervisor
    FROM profiles AS p
    LEFT JOIN answers AS a ON a.institute_id = p.institute_id AND a.profile_id = p.id
    WHERE p.institute_id = ANY (institute_ids)
  )
  UPDATE profiles AS p SET educator_answered_count = counts.educator, supervisor_answered_count = counts.supervisor
  FROM counts
  WHERE p.institute_id = counts.institute_id AND p.id = counts.id
    AND (p.educator_answered_count, p.supervisor_answered_count) IS DISTINCT FROM (counts.educator, counts.supervisor);
END $$;
--> statement-breakpoint
-- A capability or domain that starts or stops counting (its own or its domain's active flag, or a
-- move to another domain) or is deleted (its answers go with it) recounts its institute.
CREATE OR REPLACE FUNCTION profile_answer_counts_counting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT institute_id) INTO changed FROM old_rows;
  ELSIF TG_TABLE_NAME = 'capabilities' THEN
    SELECT array_agg(DISTINCT n.institute_id) INTO changed
    FROM new_rows AS n JOIN old_rows AS o ON o.institute_id = n.institute_id AND o.id = n.id
    WHERE n.active IS DISTINCT FROM o.active OR n.domain_id IS DISTINCT FROM o.domain_id;
  ELSE
    SELECT array_agg(DISTINCT n.institute_id) INTO changed
    FROM new_rows AS n JOIN old_rows AS o ON o.institute_id = n.institute_id AND o.id = n.id
    WHERE n.active IS DISTINCT FROM o.active;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM profile_answer_counts_recount(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  answers text;
BEGIN
  FOREACH answers IN ARRAY ARRAY['educator_responses', 'supervisor_responses'] LOOP
    EXECUTE format('CREATE TRIGGER profile_answers_insert AFTER INSERT ON %I
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_answers_changed()', answers);
    EXECUTE format('CREATE TRIGGER profile_answers_update AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_answers_changed()', answers);
    EXECUTE format('CREATE TRIGGER profile_answers_delete AFTER DELETE ON %I
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_answers_changed()', answers);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_answer_counts_update AFTER UPDATE ON capabilities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_answer_counts_counting_changed();
--> statement-breakpoint
CREATE TRIGGER profile_answer_counts_delete AFTER DELETE ON capabilities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_answer_counts_counting_changed();
--> statement-breakpoint
CREATE TRIGGER profile_answer_counts_update AFTER UPDATE ON domains
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_answer_counts_counting_changed();
--> statement-breakpoint
CREATE TRIGGER profile_answer_counts_delete AFTER DELETE ON domains
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_answer_counts_counting_changed();
--> statement-breakpoint
SELECT profile_answer_counts_recount(array_agg(id)) FROM institutes;
