CREATE TABLE "interview_calendar_events" (
	"org_id" text NOT NULL,
	"interview_id" text NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"sequence" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_calendar_events_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "interview_calendar_events" ADD CONSTRAINT "interview_calendar_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calendar_events" ADD CONSTRAINT "interview_calendar_events_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calendar_events" ADD CONSTRAINT "interview_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_calendar_events_account_idx" ON "interview_calendar_events" USING btree ("account_id");