-- Access tokens end before they expire (issue 19). A token carries its session (the refresh-token family)
-- and the account's token_version; plugins/auth.ts refuses it once the session is revoked or the version has
-- moved on, and every instance hears of both through the account_changed notification of migration 0017.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new role or a new email address ends every access token of the account, whoever makes the change
-- (the api, the admin CLI, or SQL by hand).
CREATE FUNCTION bump_token_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.token_version := OLD.token_version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed BEFORE UPDATE OF role, email ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION bump_token_version();
--> statement-breakpoint
DROP TRIGGER users_role_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.token_version IS DISTINCT FROM NEW.token_version)
  EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
-- A revoked session (sign-out, password change, theft detection) is news for its account. Revoking a family
-- updates several rows, but PostgreSQL delivers identical notifications of one transaction once.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', NEW.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_revoked();
