CREATE TABLE "integration_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_synced_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "thread_refs" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "from_email" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "integration_account_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_accounts_owner_idx" ON "integration_accounts" USING btree ("org_id","provider",coalesce("user_id", ''));--> statement-breakpoint
CREATE INDEX "integration_accounts_user_idx" ON "integration_accounts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_integration_account_id_integration_accounts_id_fk" FOREIGN KEY ("integration_account_id") REFERENCES "public"."integration_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emails_org_message_id_idx" ON "emails" USING btree ("org_id","message_id");