CREATE TABLE "scheduling_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"application_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" text NOT NULL,
	"link_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"interviewer_ids" jsonb NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"window_starts_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"location" text,
	"video_url" text,
	"reschedule_notice_hours" integer NOT NULL,
	"cancel_notice_hours" integer NOT NULL,
	"max_reschedules" integer NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"interview_id" text,
	"booked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_requests" ADD CONSTRAINT "scheduling_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduling_requests_application_idx" ON "scheduling_requests" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_requests_link_idx" ON "scheduling_requests" USING btree ("link_id");