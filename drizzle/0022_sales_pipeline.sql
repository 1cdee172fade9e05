-- The sales pipeline (ADR 032): a request's status, owner and next action on its row, its
-- timeline (request_events, with the files of replies), the assignment rules and settings,
-- the sales role, the outbox's sales e-mails with their threading headers, and the CRM
-- webhook's durable queue. A request an administrator had marked handled is closed (handled_at
-- goes: the audit log says when), and its internal note becomes the first note of its timeline.
CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_kind_check" CHECK ("request_events"."kind" in ('assigned', 'status', 'owner', 'next_action', 'note', 'reply', 'reminder'))
);
--> statement-breakpoint
CREATE TABLE "request_reply_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"country_code" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rules_country_check" CHECK ("sales_rules"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sales_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_owner_id" text,
	"reminder_hours" integer DEFAULT 8 NOT NULL,
	"workday_start" integer DEFAULT 8 NOT NULL,
	"workday_end" integer DEFAULT 17 NOT NULL,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_settings_single_row" CHECK ("sales_settings"."id" = 1),
	CONSTRAINT "sales_settings_reminder_hours_check" CHECK ("sales_settings"."reminder_hours" between 1 and 200),
	CONSTRAINT "sales_settings_workday_check" CHECK ("sales_settings"."workday_start" between 0 and 23 and "sales_settings"."workday_end" between 1 and 24 and "sales_settings"."workday_start" < "sales_settings"."workday_end")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "webhook_attempts_outcome_check" CHECK ("webhook_attempts"."outcome" in ('delivered', 'error'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"last_status_code" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_status_check" CHECK ("webhook_events"."status" in ('pending', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reminded_new_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reminded_action_on" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "regarding_message_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_event_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "references" text;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reply_files" ADD CONSTRAINT "request_reply_files_event_id_request_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."request_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rules" ADD CONSTRAINT "sales_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_default_owner_id_users_id_fk" FOREIGN KEY ("default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_message_idx" ON "request_events" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "request_reply_files_event_idx" ON "request_reply_files" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "webhook_attempts_event_idx" ON "webhook_attempts" USING btree ("event_id","attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_events_pending_due_idx" ON "webhook_events" USING btree ("next_attempt_at") WHERE "webhook_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_events_sending_lease_idx" ON "webhook_events" USING btree ("locked_until") WHERE "webhook_events"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_regarding_message_id_contact_messages_id_fk" FOREIGN KEY ("regarding_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reply_event_id_request_events_id_fk" FOREIGN KEY ("reply_event_id") REFERENCES "public"."request_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_owner_idx" ON "contact_messages" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_regarding_message_idx" ON "mail_outbox" USING btree ("regarding_message_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in_progress', 'quoted', 'won', 'lost', 'closed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_lost_reason_check" CHECK (("contact_messages"."status" = 'lost') = ("contact_messages"."lost_reason" is not null));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('contact', 'verification', 'quote_confirmation', 'sales_reply', 'sales_notice'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'editor', 'sales'));--> statement-breakpoint
UPDATE "contact_messages" SET "status" = 'closed' WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "request_events" ("message_id", "kind", "data", "created_at")
SELECT "id", 'note', jsonb_build_object('text', "internal_note"), "updated_at" FROM "contact_messages"
WHERE "internal_note" IS NOT NULL AND btrim("internal_note") <> '';--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "internal_note";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "handled_at";--> statement-breakpoint
INSERT INTO "sales_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
