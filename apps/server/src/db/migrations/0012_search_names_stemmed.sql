-- Queries are parsed with the English configuration, so "Lovelace" asks for 'lovelac' and "systems"
-- for 'system'. Names, companies and locations were indexed only as written ('simple'), so such words
-- never matched. They are now indexed both as written (exact email and name parts) and stemmed.
CREATE OR REPLACE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text := coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '');
  rest text := coalesce(NEW.current_company, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.email, '') || ' ' || coalesce(NEW.source, '');
BEGIN
  NEW.search_head :=
    setweight(to_tsvector('simple', person) || to_tsvector('english', person), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.current_title, '') || ' ' || array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('simple', rest) || to_tsvector('english', rest), 'C') ||
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
UPDATE candidates SET updated_at = updated_at;
