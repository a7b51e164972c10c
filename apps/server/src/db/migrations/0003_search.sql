CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the weighted search vector (name A; title and skills B; company, location, email, source C; resume text D), kept by triggers.
CREATE OR REPLACE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.current_title, '') || ' ' || array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.current_company, '') || ' ' || coalesce(NEW.location, '') || ' ' || coalesce(NEW.email, '') || ' ' || coalesce(NEW.source, '')), 'C') ||
    setweight(to_tsvector('english', coalesce((SELECT string_agg(left(r.text, 100000), ' ') FROM resumes r WHERE r.org_id = NEW.org_id AND r.candidate_id = NEW.id), '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_search_vector_trg BEFORE INSERT OR UPDATE OF first_name, last_name, current_title, skills, current_company, location, email, source, updated_at ON candidates FOR EACH ROW EXECUTE FUNCTION candidates_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resumes_touch_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.candidate_id IS NOT NULL THEN
    UPDATE candidates SET updated_at = now() WHERE id = NEW.candidate_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER resumes_touch_candidate_trg AFTER INSERT OR UPDATE OF text, candidate_id ON resumes FOR EACH ROW EXECUTE FUNCTION resumes_touch_candidate();
--> statement-breakpoint
UPDATE candidates SET updated_at = updated_at;
