CREATE TABLE "scout_partner_jobs" (
	"org_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"show_salary" boolean DEFAULT false NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_partner_jobs_partner_id_job_id_pk" PRIMARY KEY("partner_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "scout_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"commission_terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" text,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"job_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_key" text,
	"note" text DEFAULT '' NOT NULL,
	"resume_file_name" text NOT NULL,
	"resume_kind" text NOT NULL,
	"resume_size" integer NOT NULL,
	"resume_sha256" text NOT NULL,
	"resume_storage_key" text NOT NULL,
	"resume_text" text DEFAULT '' NOT NULL,
	"resume_fields" jsonb,
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"info_request" text,
	"candidate_id" text,
	"application_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scout_partner_jobs" ADD CONSTRAINT "scout_partner_jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_partner_jobs" ADD CONSTRAINT "scout_partner_jobs_partner_id_scout_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."scout_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_partner_jobs" ADD CONSTRAINT "scout_partner_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_partners" ADD CONSTRAINT "scout_partners_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_partners" ADD CONSTRAINT "scout_partners_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_partner_id_scout_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."scout_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_records" ADD CONSTRAINT "scout_records_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_partner_jobs_job_idx" ON "scout_partner_jobs" USING btree ("org_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_partners_org_email_idx" ON "scout_partners" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "scout_partners_email_idx" ON "scout_partners" USING btree ("email");--> statement-breakpoint
CREATE INDEX "scout_records_org_idx" ON "scout_records" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "scout_records_partner_idx" ON "scout_records" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "scout_records_email_idx" ON "scout_records" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "scout_records_phone_idx" ON "scout_records" USING btree ("org_id","phone_key");--> statement-breakpoint
CREATE INDEX "scout_records_hash_idx" ON "scout_records" USING btree ("org_id","resume_sha256");