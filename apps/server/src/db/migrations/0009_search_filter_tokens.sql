-- The candidate's filter values become tokens (a skill, a source) in the small head vector (name,
-- title, skills, company, location, email, source), which the full vector (head and resume text)
-- includes. Filters and ranking then read only the head, which is stored in the row, while the full
-- vector, stored out of line (TOAST) because of the resume, is read only to match resume words.
-- A token is chr(31) (which the text parser never keeps), a kind and the exact value: E'\x1fskill:Python'.
CREATE OR REPLACE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_head :=
    setweight(to_tsvector('simple', coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.current_title, '') || ' ' || array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.current_company, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.email, '') || ' ' || coalesce(NEW.source, '')), 'C') ||
    array_to_tsvector(ARRAY(
      SELECT DISTINCT chr(31) || 'skill:' || s FROM unnest(NEW.skills) s WHERE s <> ''
      UNION SELECT chr(31) || 'source:' || NEW.source WHERE coalesce(NEW.source, '') <> ''));
  NEW.search_vector :=
    NEW.search_head ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(left(r.text, 100000), ' ') FROM resumes r WHERE r.org_id = NEW.org_id AND r.candidate_id = NEW.id), '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Filter tokens are frequent lexemes: a larger sample gives the planner their real frequencies.
ALTER TABLE candidates ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE candidates ALTER COLUMN search_head SET STATISTICS 1000;
--> statement-breakpoint
UPDATE candidates SET updated_at = updated_at;
