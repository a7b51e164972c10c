-- Back to the default statistics target for both vectors: at 1,000 the planner read 10,000-lexeme
-- statistics for every search (~11 ms of planning measured at 200k candidates, ~2 ms at the default),
-- and the filter tokens are frequent enough to be counted at the default target.
ALTER TABLE candidates ALTER COLUMN search_vector SET STATISTICS -1;
--> statement-breakpoint
ALTER TABLE candidates ALTER COLUMN search_head SET STATISTICS -1;
