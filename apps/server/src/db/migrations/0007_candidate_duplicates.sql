CREATE TABLE "candidate_duplicates" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"other_id" text NOT NULL,
	"reason" text NOT NULL,
	"value" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_identities" DROP CONSTRAINT "candidate_identities_org_id_kind_value_pk";--> statement-breakpoint
ALTER TABLE "candidate_identities" ADD CONSTRAINT "candidate_identities_org_id_kind_value_candidate_id_pk" PRIMARY KEY("org_id","kind","value","candidate_id");--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_other_id_candidates_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicates" ADD CONSTRAINT "candidate_duplicates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_duplicates_pair_idx" ON "candidate_duplicates" USING btree ("org_id","candidate_id","other_id");--> statement-breakpoint
CREATE INDEX "candidate_duplicates_other_idx" ON "candidate_duplicates" USING btree ("org_id","other_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_identities_email_idx" ON "candidate_identities" USING btree ("org_id","value") WHERE "candidate_identities"."kind" = 'email';