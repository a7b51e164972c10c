-- Every change to an organization's records is announced on `hirebase_data` with the organization's id, so
-- every instance drops the answers it cached for that organization (lib/read-cache.ts). A change to a user
-- is announced for each organization they belong to (their name shows in its answers). The delivery bookkeeping of events, mail and
-- webhooks is left out: it is written by the workers as they deliver and no answer reads it.
CREATE OR REPLACE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('hirebase_data', coalesce(NEW.org_id::text, '*'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hirebase_data', coalesce(OLD.org_id::text, '*'));
  ELSE
    PERFORM pg_notify('hirebase_data', coalesce(NEW.org_id::text, '*'));
    IF NEW.org_id IS DISTINCT FROM OLD.org_id THEN
      PERFORM pg_notify('hirebase_data', coalesce(OLD.org_id::text, '*'));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_org_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hirebase_data', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hirebase_data', m.org_id::text) FROM memberships m WHERE m.user_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'org_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('domain_events', 'outbox_messages', 'webhook_deliveries')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_data_change()', t || '_data_change', t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_data_change AFTER UPDATE OR DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION notify_org_row_change();
--> statement-breakpoint
CREATE TRIGGER users_data_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_change();
