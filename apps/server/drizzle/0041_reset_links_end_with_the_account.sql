-- A password-setting link (an invitation or a reset) is a credential for the account as it was when the
-- link was sent: to that address, before that password. When the account's email or password changes,
-- or it is deactivated, every open link of the user is used up, whichever path made the change (the
-- user form, an import, Change Password, a reset). A link sent to a mistyped address that an admin
-- then corrected could otherwise still set the corrected account's password.
CREATE FUNCTION use_up_reset_links() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE password_reset_tokens SET used_at = now()
  WHERE user_institute_id = NEW.institute_id AND user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_use_up_reset_links AFTER UPDATE OF email, password_hash, active ON users
  FOR EACH ROW
  WHEN (lower(OLD.email) IS DISTINCT FROM lower(NEW.email)
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR (OLD.active AND NOT NEW.active))
  EXECUTE FUNCTION use_up_reset_links();
