CREATE TABLE "audit_events" (
	"institute_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" integer,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_institute_id_id_pk" PRIMARY KEY("institute_id","id")
);
--> statement-breakpoint
CREATE INDEX "audit_events_institute_id_created_at_id_index" ON "audit_events" USING btree ("institute_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_institute_id_table_name_record_id_index" ON "audit_events" USING btree ("institute_id","table_name","record_id");--> statement-breakpoint
CREATE INDEX "audit_events_created_at_brin" ON "audit_events" USING brin ("created_at");--> statement-breakpoint
-- The audit trail's trigger (docs/ARCHITECTURE.md, "The audit trail"). One statement-level trigger per
-- table and action, with transition tables: a bulk import's single INSERT … SELECT unnest(…) writes its
-- audit rows in one set-based INSERT of the same statement. Arguments: the column holding the
-- institute ('institute_id', or 'id' for institutes), then the columns never copied (secrets, noise).
-- The acting user and request come from transaction-local settings that the app's transaction helper
-- sets (set_config(…, true)); unset (jobs, the CLI) they are null: "system".
CREATE OR REPLACE FUNCTION audit_record_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant_column text := TG_ARGV[0];
  hidden text[] := coalesce(TG_ARGV[1:], '{}');
  actor integer := nullif(current_setting('app.user_id', true), '')::integer;
  request text := nullif(current_setting('app.request_id', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_events (institute_id, table_name, record_id, action, after, user_id, request_id)
    SELECT (changed.r ->> tenant_column)::integer, TG_TABLE_NAME, (changed.r ->> 'id')::integer, 'insert',
      changed.r - hidden, actor, request
    FROM (SELECT to_jsonb(new_row) AS r FROM new_rows AS new_row) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_events (institute_id, table_name, record_id, action, before, user_id, request_id)
    SELECT (changed.r ->> tenant_column)::integer, TG_TABLE_NAME, (changed.r ->> 'id')::integer, 'delete',
      changed.r - hidden, actor, request
    FROM (SELECT to_jsonb(old_row) AS r FROM old_rows AS old_row) AS changed;
  ELSE
    -- Only the fields that changed, before and after; an update that changed none leaves no event.
    INSERT INTO audit_events (institute_id, table_name, record_id, action, before, after, user_id, request_id)
    SELECT (was.r ->> tenant_column)::integer, TG_TABLE_NAME, (was.r ->> 'id')::integer, 'update',
      diff.before, diff.after, actor, request
    FROM (SELECT to_jsonb(old_row) - hidden AS r FROM old_rows AS old_row) AS was
    JOIN (SELECT to_jsonb(new_row) - hidden AS r FROM new_rows AS new_row) AS now_is
      ON (was.r -> 'id') = (now_is.r -> 'id')
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(field, was.r -> field) AS before, jsonb_object_agg(field, now_is.r -> field) AS after
      FROM jsonb_object_keys(now_is.r) AS field
      WHERE (was.r -> field) IS DISTINCT FROM (now_is.r -> field)
    ) AS diff
    WHERE diff.after IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the three triggers to every table with an institute_id column (and institutes), except
-- `skipped`, with `hidden` as the columns left out. Run at every start-up after the migrations
-- (db/client.ts), so a new table is covered without a line of its own. Idempotent: a trigger already
-- declared with the same arguments is left alone (re-creating one locks its table).
CREATE OR REPLACE FUNCTION audit_attach_triggers(skipped text[], hidden text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  target record;
  op text;
  trigger_name text;
  arguments text[];
  referencing text;
BEGIN
  FOR target IN
    SELECT c.oid, c.relname, c.relname = ANY (skipped) AS is_skipped,
      CASE WHEN c.relname = 'institutes' THEN 'id' ELSE 'institute_id' END AS tenant_column
    FROM pg_class AS c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
      AND (c.relname = 'institutes' OR EXISTS (
        SELECT 1 FROM pg_attribute AS a
        WHERE a.attrelid = c.oid AND a.attname = 'institute_id' AND NOT a.attisdropped))
  LOOP
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      trigger_name := 'audit_' || op;
      IF target.is_skipped THEN
        EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', trigger_name, target.relname);
        CONTINUE;
      END IF;
      arguments := target.tenant_column || hidden;
      CONTINUE WHEN EXISTS (
        SELECT 1 FROM pg_trigger AS t
        WHERE t.tgrelid = target.oid AND t.tgname = trigger_name
          AND t.tgargs = (SELECT string_agg(convert_to(arg, 'UTF8') || '\x00'::bytea, ''::bytea ORDER BY n)
                          FROM unnest(arguments) WITH ORDINALITY AS given(arg, n)));
      referencing := CASE op
        WHEN 'insert' THEN 'NEW TABLE AS new_rows'
        WHEN 'delete' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END;
      EXECUTE format(
        'CREATE OR REPLACE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT '
          'EXECUTE FUNCTION audit_record_changes(%s)',
        trigger_name, upper(op), target.relname, referencing,
        (SELECT string_agg(quote_literal(arg), ', ') FROM unnest(arguments) AS arg));
    END LOOP;
  END LOOP;
END $$;
