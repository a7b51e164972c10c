-- The search vector also carries the candidate's filter values as tokens (a skill, a source), so a
-- term and its filters meet in one GIN scan, and ranking reads only the small head (name, title,
-- skills, company, location, email, source) instead of the whole resume's lexemes.
-- A token is chr(31) (which the text parser never keeps), a kind and the exact value: E'\x1fskill:Python'.
CREATE OR REPLACE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_head :=
    setweight(to_tsvector('simple', coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.current_title, '') || ' ' || array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.current_company, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.email, '') || ' ' || coalesce(NEW.source, '')), 'C');
  NEW.search_vector :=
    NEW.search_head ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(left(r.text, 100000), ' ') FROM resumes r WHERE r.org_id = NEW.org_id AND r.candidate_id = NEW.id), '')), 'D') ||
    array_to_tsvector(ARRAY(
      SELECT DISTINCT chr(31) || 'skill:' || s FROM unnest(NEW.skills) s WHERE s <> ''
      UNION SELECT chr(31) || 'source:' || NEW.source WHERE coalesce(NEW.source, '') <> ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Filter tokens are frequent lexemes: a larger sample gives the planner their real frequencies.
ALTER TABLE candidates ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
UPDATE candidates SET updated_at = updated_at;
