ALTER TABLE "placements" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;