ALTER TABLE "application_stage_history" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_stage_history" ADD COLUMN "furthest" smallint;--> statement-breakpoint
ALTER TABLE "application_stage_history" ADD COLUMN "previous_entry_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: each entry's stay (left_at: the application's next entry), the furthest funnel stage it reached from
-- the entry on (the order of FUNNEL in features/reports/scope.ts) and when it last entered the same kind before,
-- recomputed for every application whose entries a statement adds, moves (merges) or removes, so reports read
-- them instead of sorting the history at read time.
CREATE OR REPLACE FUNCTION stage_history_derive(apps text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE application_stage_history h
  SET left_at = d.left_at, furthest = d.furthest, previous_entry_at = d.previous_entry_at
  FROM (
    SELECT id,
      lead(moved_at) OVER (PARTITION BY application_id ORDER BY moved_at, id) AS left_at,
      max(array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], to_stage_kind))
        OVER (PARTITION BY application_id ORDER BY moved_at RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS furthest,
      lag(moved_at) OVER (PARTITION BY application_id, to_stage_kind ORDER BY moved_at, id) AS previous_entry_at
    FROM application_stage_history WHERE application_id = ANY (apps)
  ) d
  WHERE h.id = d.id
    AND (h.left_at IS DISTINCT FROM d.left_at OR h.furthest IS DISTINCT FROM d.furthest OR h.previous_entry_at IS DISTINCT FROM d.previous_entry_at);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_history_stays() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  apps text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    apps := ARRAY(SELECT DISTINCT application_id FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    apps := ARRAY(SELECT DISTINCT application_id FROM removed);
  ELSE
    -- Only entries whose application, time or kind changed; the derived columns' own updates come back here and stop.
    apps := ARRAY(
      SELECT n.application_id FROM added n JOIN removed o ON o.id = n.id
      WHERE (n.application_id, n.moved_at, n.to_stage_kind) IS DISTINCT FROM (o.application_id, o.moved_at, o.to_stage_kind)
      UNION
      SELECT o.application_id FROM added n JOIN removed o ON o.id = n.id
      WHERE (n.application_id, n.moved_at, n.to_stage_kind) IS DISTINCT FROM (o.application_id, o.moved_at, o.to_stage_kind)
    );
  END IF;
  IF cardinality(apps) > 0 THEN
    PERFORM stage_history_derive(apps);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_history_stays_insert AFTER INSERT ON application_stage_history REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stage_history_stays();
--> statement-breakpoint
CREATE TRIGGER stage_history_stays_update AFTER UPDATE ON application_stage_history REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stage_history_stays();
--> statement-breakpoint
CREATE TRIGGER stage_history_stays_delete AFTER DELETE ON application_stage_history REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION stage_history_stays();
--> statement-breakpoint
UPDATE application_stage_history h
SET left_at = d.left_at, furthest = d.furthest, previous_entry_at = d.previous_entry_at
FROM (
  SELECT id,
    lead(moved_at) OVER (PARTITION BY application_id ORDER BY moved_at, id) AS left_at,
    max(array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], to_stage_kind))
      OVER (PARTITION BY application_id ORDER BY moved_at RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS furthest,
    lag(moved_at) OVER (PARTITION BY application_id, to_stage_kind ORDER BY moved_at, id) AS previous_entry_at
  FROM application_stage_history
) d
WHERE h.id = d.id;
