DROP INDEX "candidates_skills_idx";--> statement-breakpoint
CREATE INDEX "candidates_search_head_idx" ON "candidates" USING gin ("search_head");