CREATE TABLE "portal_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"portal" text NOT NULL,
	"channel" text NOT NULL,
	"ref" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"candidate_id" text,
	"application_id" text,
	"job_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_postings" (
	"org_id" text NOT NULL,
	"job_id" text NOT NULL,
	"portal" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_postings_job_id_portal_pk" PRIMARY KEY("job_id","portal")
);
--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_applicants" ADD CONSTRAINT "portal_applicants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_postings" ADD CONSTRAINT "portal_postings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_postings" ADD CONSTRAINT "portal_postings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_postings" ADD CONSTRAINT "portal_postings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_applicants_email_idx" ON "portal_applicants" USING btree ("org_id","portal","ref") WHERE "portal_applicants"."channel" = 'email';--> statement-breakpoint
CREATE INDEX "portal_applicants_recent_idx" ON "portal_applicants" USING btree ("org_id","portal","created_at");--> statement-breakpoint
CREATE INDEX "portal_postings_org_idx" ON "portal_postings" USING btree ("org_id","portal","published");