-- The search trigger names updated_at among its columns; it is dropped for the type change and made again as it was.
DROP TRIGGER candidates_search_vector_trg ON candidates;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
CREATE TRIGGER candidates_search_vector_trg BEFORE INSERT OR UPDATE OF first_name, last_name, current_title, skills, current_company, location, email, source, updated_at ON candidates FOR EACH ROW EXECUTE FUNCTION candidates_search_vector();
