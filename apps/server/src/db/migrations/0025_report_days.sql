CREATE TABLE "application_days" (
	"org_id" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"interviewed" boolean NOT NULL,
	"offered" boolean NOT NULL,
	"hired" boolean NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "application_days_pk" PRIMARY KEY("org_id","day","source","interviewed","offered","hired")
);
--> statement-breakpoint
CREATE TABLE "stage_entry_days" (
	"org_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"previous_day" date NOT NULL,
	"moved_on" boolean NOT NULL,
	"reason" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "stage_entry_days_pk" PRIMARY KEY("org_id","day","kind","previous_day","moved_on","reason")
);
--> statement-breakpoint
CREATE TABLE "stage_move_days" (
	"org_id" text NOT NULL,
	"day" date NOT NULL,
	"moved_by" text NOT NULL,
	"moves" integer NOT NULL,
	CONSTRAINT "stage_move_days_pk" PRIMARY KEY("org_id","day","moved_by")
);
--> statement-breakpoint
ALTER TABLE "application_stage_history" ADD COLUMN "standing_rejection" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_days" ADD CONSTRAINT "application_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_entry_days" ADD CONSTRAINT "stage_entry_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_move_days" ADD CONSTRAINT "stage_move_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_history_org_kind_stays_idx" ON "application_stage_history" USING btree ("org_id","to_stage_kind","moved_at","left_at") WHERE left_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stage_history_org_hires_idx" ON "application_stage_history" USING btree ("org_id","moved_at","moved_by","application_id") WHERE to_stage_kind = 'hired';--> statement-breakpoint
CREATE INDEX "applications_org_active_stage_idx" ON "applications" USING btree ("org_id","stage_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "applications_org_hired_idx" ON "applications" USING btree ("org_id","created_at","hired_at","candidate_source","id") WHERE hired_at IS NOT NULL;--> statement-breakpoint
-- Hand-written. First the history: the standing rejection reason of each entry into 'rejected', then its per-day
-- counts (stage_entry_days, stage_move_days), kept by statement triggers that add each statement's new rows and
-- subtract its old ones: inserts, the derived columns' own updates (0023), re-pointed entries (merges), deletions,
-- and a changed status or rejection reason of an application. Then the applications: what the sources report reads
-- (candidate_source, interviewed_at, offered_at, hired_at), kept from the candidate, interviews and history, and
-- their per-day counts (application_days) kept the same way. The days are UTC days, as the reports' periods.
CREATE OR REPLACE FUNCTION standing_rejection(status text, reason text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status = 'rejected' THEN coalesce(nullif(reason, ''), 'No reason given') END
$$;
--> statement-breakpoint
UPDATE application_stage_history h SET standing_rejection = standing_rejection(a.status, a.rejection_reason)
FROM applications a WHERE a.id = h.application_id AND h.to_stage_kind = 'rejected' AND a.status = 'rejected';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_history_derive(apps text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE application_stage_history h
  SET left_at = d.left_at, furthest = d.furthest, previous_entry_at = d.previous_entry_at, standing_rejection = d.standing_rejection
  FROM (
    SELECT x.id,
      lead(x.moved_at) OVER (PARTITION BY x.application_id ORDER BY x.moved_at, x.id) AS left_at,
      max(array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], x.to_stage_kind))
        OVER (PARTITION BY x.application_id ORDER BY x.moved_at RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS furthest,
      lag(x.moved_at) OVER (PARTITION BY x.application_id, x.to_stage_kind ORDER BY x.moved_at, x.id) AS previous_entry_at,
      CASE WHEN x.to_stage_kind = 'rejected' THEN standing_rejection(a.status, a.rejection_reason) END AS standing_rejection
    FROM application_stage_history x JOIN applications a ON a.id = x.application_id WHERE x.application_id = ANY (apps)
  ) d
  WHERE h.id = d.id
    AND (h.left_at IS DISTINCT FROM d.left_at OR h.furthest IS DISTINCT FROM d.furthest OR h.previous_entry_at IS DISTINCT FROM d.previous_entry_at
      OR h.standing_rejection IS DISTINCT FROM d.standing_rejection);
  UPDATE applications a SET offered_at = r.offered_at, hired_at = CASE WHEN a.status = 'hired' THEN r.hired_last END
  FROM (
    SELECT x.id,
      (SELECT min(h.moved_at) FROM application_stage_history h WHERE h.application_id = x.id AND h.to_stage_kind = 'offer') AS offered_at,
      (SELECT max(h.moved_at) FROM application_stage_history h WHERE h.application_id = x.id AND h.to_stage_kind = 'hired') AS hired_last
    FROM unnest(apps) x (id)
  ) r
  WHERE a.id = r.id
    AND (a.offered_at IS DISTINCT FROM r.offered_at OR a.hired_at IS DISTINCT FROM CASE WHEN a.status = 'hired' THEN r.hired_last END);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_history_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.left_at := NULL;
  NEW.furthest := array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], NEW.to_stage_kind);
  NEW.previous_entry_at := (
    SELECT max(h.moved_at) FROM application_stage_history h
    WHERE h.application_id = NEW.application_id AND h.to_stage_kind = NEW.to_stage_kind AND h.moved_at <= NEW.moved_at
  );
  NEW.standing_rejection := CASE WHEN NEW.to_stage_kind = 'rejected' THEN (
    SELECT standing_rejection(a.status, a.rejection_reason) FROM applications a WHERE a.id = NEW.application_id
  ) END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A statement trigger's changed rows, as a query: its added rows with n = 1 and its removed rows with n = -1.
CREATE OR REPLACE FUNCTION transition_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM added'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM removed'
    ELSE 'SELECT *, 1 AS n FROM added UNION ALL SELECT *, -1 AS n FROM removed'
  END
$$;
--> statement-breakpoint
-- The counts of a statement's changed entries: added rows count +1, removed rows -1, under the keys of each. A
-- statement that changes no key (most of 0023's own updates, of left_at) nets to nothing and writes nothing. Keys are
-- written in order, so two writers wait for each other rather than deadlock. An organization being deleted takes its
-- counts with it (the foreign key): its entries' deletion writes none back.
CREATE OR REPLACE FUNCTION stage_history_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := transition_rows(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO stage_entry_days AS d (org_id, day, kind, previous_day, moved_on, reason, entries)
    SELECT c.org_id, (c.moved_at AT TIME ZONE 'UTC')::date, c.to_stage_kind, coalesce((c.previous_entry_at AT TIME ZONE 'UTC')::date, '-infinity'),
      coalesce(c.furthest > array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], c.to_stage_kind), false), coalesce(c.standing_rejection, ''), sum(c.n)
    FROM (%s) c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.org_id)
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (org_id, day, kind, previous_day, moved_on, reason) DO UPDATE SET entries = d.entries + excluded.entries
  $q$, changed);
  EXECUTE format($q$
    INSERT INTO stage_move_days AS d (org_id, day, moved_by, moves)
    SELECT c.org_id, (c.moved_at AT TIME ZONE 'UTC')::date, c.moved_by, sum(c.n)
    FROM (%s) c WHERE c.moved_by IS NOT NULL AND c.from_stage_id IS NOT NULL AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.org_id)
    GROUP BY 1, 2, 3 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, moved_by) DO UPDATE SET moves = d.moves + excluded.moves
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM stage_entry_days d WHERE d.entries = 0
      AND (d.org_id, d.day) IN (SELECT r.org_id, (r.moved_at AT TIME ZONE 'UTC')::date FROM removed r);
    DELETE FROM stage_move_days d WHERE d.moves = 0
      AND (d.org_id, d.day) IN (SELECT r.org_id, (r.moved_at AT TIME ZONE 'UTC')::date FROM removed r);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO stage_entry_days (org_id, day, kind, previous_day, moved_on, reason, entries)
SELECT h.org_id, (h.moved_at AT TIME ZONE 'UTC')::date, h.to_stage_kind, coalesce((h.previous_entry_at AT TIME ZONE 'UTC')::date, '-infinity'),
  coalesce(h.furthest > array_position(ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[], h.to_stage_kind), false), coalesce(h.standing_rejection, ''), count(*)
FROM application_stage_history h GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO stage_move_days (org_id, day, moved_by, moves)
SELECT h.org_id, (h.moved_at AT TIME ZONE 'UTC')::date, h.moved_by, count(*)
FROM application_stage_history h WHERE h.moved_by IS NOT NULL AND h.from_stage_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER stage_history_days_insert AFTER INSERT ON application_stage_history REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stage_history_days();
--> statement-breakpoint
CREATE TRIGGER stage_history_days_update AFTER UPDATE ON application_stage_history REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stage_history_days();
--> statement-breakpoint
CREATE TRIGGER stage_history_days_delete AFTER DELETE ON application_stage_history REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION stage_history_days();
--> statement-breakpoint
-- An application rejected, reopened or given another reason: its entries into 'rejected' carry the change (and their
-- counts follow through the triggers above).
CREATE OR REPLACE FUNCTION application_rejections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_stage_history h SET standing_rejection = c.standing
  FROM (
    SELECT n.id, standing_rejection(n.status, n.rejection_reason) AS standing FROM added n JOIN removed o ON o.id = n.id
    WHERE (n.status, n.rejection_reason) IS DISTINCT FROM (o.status, o.rejection_reason)
  ) c
  WHERE h.application_id = c.id AND h.to_stage_kind = 'rejected' AND h.standing_rejection IS DISTINCT FROM c.standing;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_rejections_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION application_rejections();
--> statement-breakpoint
UPDATE applications a SET candidate_source = coalesce(c.source, ''),
  interviewed_at = (SELECT min(i.starts_at) FROM interviews i WHERE i.org_id = a.org_id AND i.application_id = a.id AND i.status <> 'canceled'),
  offered_at = r.offered_at, hired_at = CASE WHEN a.status = 'hired' THEN r.hired_last END
FROM candidates c, (
  SELECT x.id, min(h.moved_at) FILTER (WHERE h.to_stage_kind = 'offer') AS offered_at, max(h.moved_at) FILTER (WHERE h.to_stage_kind = 'hired') AS hired_last
  FROM applications x LEFT JOIN application_stage_history h ON h.application_id = x.id AND h.to_stage_kind IN ('offer', 'hired') GROUP BY x.id
) r
WHERE c.id = a.candidate_id AND r.id = a.id;
--> statement-breakpoint
-- A new application takes its candidate's source (its history and interviews come after it); a new candidate or
-- status brings the source and the standing hire up to date.
CREATE OR REPLACE FUNCTION application_reached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.candidate_source := coalesce((SELECT c.source FROM candidates c WHERE c.id = NEW.candidate_id), '');
  IF TG_OP = 'INSERT' THEN
    NEW.interviewed_at := NULL;
    NEW.offered_at := NULL;
  END IF;
  NEW.hired_at := CASE WHEN NEW.status = 'hired' THEN (
    SELECT max(h.moved_at) FROM application_stage_history h WHERE h.application_id = NEW.id AND h.to_stage_kind = 'hired'
  ) END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_reached_trg BEFORE INSERT OR UPDATE OF candidate_id, status ON applications FOR EACH ROW EXECUTE FUNCTION application_reached();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_source_on_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET candidate_source = coalesce(NEW.source, '')
  WHERE a.org_id = NEW.org_id AND a.candidate_id = NEW.id AND a.candidate_source IS DISTINCT FROM coalesce(NEW.source, '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_source_trg AFTER UPDATE OF source ON candidates FOR EACH ROW WHEN (OLD.source IS DISTINCT FROM NEW.source) EXECUTE FUNCTION candidate_source_on_applications();
--> statement-breakpoint
-- Every application whose interviews a statement adds, moves, reschedules, cancels or removes.
CREATE OR REPLACE FUNCTION interviews_reached() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  apps text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    apps := ARRAY(SELECT DISTINCT application_id FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    apps := ARRAY(SELECT DISTINCT application_id FROM removed);
  ELSE
    apps := ARRAY(
      SELECT unnest(ARRAY[n.application_id, o.application_id]) FROM added n JOIN removed o ON o.id = n.id
      WHERE (n.application_id, n.starts_at, n.status) IS DISTINCT FROM (o.application_id, o.starts_at, o.status)
    );
  END IF;
  IF cardinality(apps) > 0 THEN
    UPDATE applications a SET interviewed_at = r.at
    FROM (
      SELECT x.id, (SELECT min(i.starts_at) FROM interviews i WHERE i.org_id = x.org_id AND i.application_id = x.id AND i.status <> 'canceled') AS at
      FROM applications x WHERE x.id = ANY (apps)
    ) r
    WHERE a.id = r.id AND a.interviewed_at IS DISTINCT FROM r.at;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interviews_reached_insert AFTER INSERT ON interviews REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION interviews_reached();
--> statement-breakpoint
CREATE TRIGGER interviews_reached_update AFTER UPDATE ON interviews REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION interviews_reached();
--> statement-breakpoint
CREATE TRIGGER interviews_reached_delete AFTER DELETE ON interviews REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION interviews_reached();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := transition_rows(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO application_days AS d (org_id, day, source, interviewed, offered, hired, applications)
    SELECT c.org_id, (c.created_at AT TIME ZONE 'UTC')::date, coalesce(c.candidate_source, ''),
      c.interviewed_at IS NOT NULL, c.offered_at IS NOT NULL, c.hired_at IS NOT NULL, sum(c.n)
    FROM (%s) c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.org_id)
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (org_id, day, source, interviewed, offered, hired) DO UPDATE SET applications = d.applications + excluded.applications
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM application_days d WHERE d.applications = 0
      AND (d.org_id, d.day) IN (SELECT r.org_id, (r.created_at AT TIME ZONE 'UTC')::date FROM removed r);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO application_days (org_id, day, source, interviewed, offered, hired, applications)
SELECT a.org_id, (a.created_at AT TIME ZONE 'UTC')::date, coalesce(a.candidate_source, ''),
  a.interviewed_at IS NOT NULL, a.offered_at IS NOT NULL, a.hired_at IS NOT NULL, count(*)
FROM applications a GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER application_days_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION application_days();
--> statement-breakpoint
CREATE TRIGGER application_days_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION application_days();
--> statement-breakpoint
CREATE TRIGGER application_days_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION application_days();
