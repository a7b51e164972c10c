CREATE INDEX "stage_history_org_stays_idx" ON "application_stage_history" USING btree ("org_id","moved_at","to_stage_kind","furthest","left_at","previous_entry_at");--> statement-breakpoint
-- Hand-written: a new entry is written with its own stay columns, as the application's latest (it usually is), so
-- the statement trigger of 0023 rewrites only the entries before it; it still corrects one written out of order.
CREATE OR REPLACE FUNCTION stage_history_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.left_at := NULL;
  NEW.furthest := array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], NEW.to_stage_kind);
  NEW.previous_entry_at := (
    SELECT max(h.moved_at) FROM application_stage_history h
    WHERE h.application_id = NEW.application_id AND h.to_stage_kind = NEW.to_stage_kind AND h.moved_at <= NEW.moved_at
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_history_entry_trg BEFORE INSERT ON application_stage_history FOR EACH ROW EXECUTE FUNCTION stage_history_entry();
