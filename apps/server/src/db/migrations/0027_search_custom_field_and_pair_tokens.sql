-- Custom-field values become tokens of the head vector, so a custom-field filter joins the words,
-- skills and source in one GIN scan; and the adjacent word pairs of the full vector are kept in
-- their own column, so a phrase is an index lookup checked only on the rows that hold its pairs.
ALTER TABLE "candidates" ADD COLUMN "search_pairs" "tsvector";
--> statement-breakpoint
-- A pair is a chr(31) b for two lexemes at consecutive positions of the vector (stop words leave
-- gaps, so "head of data" gives no pair). The phrase operator reads the same positions, so a row
-- matching 'a' <-> 'b' always holds the pair: the search may require it. A vector, not the full
-- vector's own lexemes, so that nothing but a phrase reads them (they triple its size).
CREATE OR REPLACE FUNCTION search_word_pairs(v tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT a.lexeme || chr(31) || b.lexeme), '{}')
  FROM (SELECT u.lexeme, unnest(u.positions) AS p FROM unnest(v) u) a
  JOIN (SELECT u.lexeme, unnest(u.positions) AS p FROM unnest(v) u) b ON b.p = a.p + 1
  WHERE octet_length(a.lexeme) + octet_length(b.lexeme) <= 1000
$$;
--> statement-breakpoint
-- Custom-field values (stored by field id) are tokens chr(31) 'cf:' <field id> ':' <value>: a text,
-- a yes/no as true or false, each string of a list. Numbers, money and texts longer than 200
-- characters are not (their filters stay containment tests on custom_fields).
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
      SELECT chr(31) || 'skill:' || s FROM unnest(NEW.skills) s WHERE s <> ''
      UNION SELECT chr(31) || 'source:' || NEW.source WHERE coalesce(NEW.source, '') <> ''
      UNION SELECT chr(31) || 'cf:' || e.key || ':' || v.value
        FROM jsonb_each(coalesce(NEW.custom_fields, '{}'::jsonb)) e,
        LATERAL (
          SELECT e.value #>> '{}' AS value WHERE jsonb_typeof(e.value) IN ('string', 'boolean')
          UNION ALL SELECT a.x #>> '{}' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) a(x)
            WHERE jsonb_typeof(a.x) = 'string'
        ) v
        WHERE v.value <> '' AND char_length(v.value) <= 200));
  NEW.search_vector := NEW.search_head || setweight(to_tsvector('english', coalesce((SELECT string_agg(left(r.text, 100000), ' ') FROM resumes r WHERE r.org_id = NEW.org_id AND r.candidate_id = NEW.id), '')), 'D');
  NEW.search_pairs := array_to_tsvector(search_word_pairs(NEW.search_vector));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER candidates_search_vector_trg ON candidates;
--> statement-breakpoint
CREATE TRIGGER candidates_search_vector_trg BEFORE INSERT OR UPDATE OF first_name, last_name, current_title, skills, current_company, location, email, source, custom_fields, updated_at ON candidates FOR EACH ROW EXECUTE FUNCTION candidates_search_vector();
--> statement-breakpoint
UPDATE candidates SET updated_at = updated_at;
--> statement-breakpoint
CREATE INDEX "candidates_search_pairs_idx" ON "candidates" USING gin ("search_pairs");
