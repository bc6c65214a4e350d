-- Instances remember the role of recently seen accounts (modules/users/active-accounts.ts); every instance
-- is told here, at commit, when an account's role changes or the account is deleted, so it forgets it.
CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
