-- A change to a user, a session or a membership is announced on the `hirebase_auth` channel with the user's
-- id, so every instance drops what it cached about that user's sessions (lib/session-cache.ts).
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hirebase_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER memberships_auth_change AFTER UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');
