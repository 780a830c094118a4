-- My notifications lists the outbox's emails to the user's address. An address can pass from one
-- person to another (an admin corrects a mistyped email, a leaver's address is given to a newcomer):
-- the new holder must not read what was sent to the address before it was theirs. `email_since`
-- says since when the user holds their address; an email change moves it to now, whichever path
-- makes the change (the user form, an import, SSO).
ALTER TABLE users ADD COLUMN email_since timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE users SET email_since = created_at;--> statement-breakpoint
CREATE FUNCTION users_email_since() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.email_since := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_email_since BEFORE UPDATE OF email ON users
  FOR EACH ROW
  WHEN (lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION users_email_since();
