-- Releases (issue 46, ADR 034): drafts of several content items gathered under a name and
-- published together, at once or at a scheduled time, all or nothing. An item is in one
-- unpublished release at a time (the partial unique index on the active rows).
CREATE TABLE "content_release_items" (
	"release_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_release_items_release_id_item_id_pk" PRIMARY KEY("release_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"publish_at" timestamp with time zone,
	"held_reason" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "content_releases_state_check" CHECK ("content_releases"."state" in ('open', 'scheduled', 'published', 'held')),
	CONSTRAINT "content_releases_name_not_blank" CHECK (length(trim("content_releases"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "content_release_items" ADD CONSTRAINT "content_release_items_release_id_content_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."content_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_release_items" ADD CONSTRAINT "content_release_items_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_releases" ADD CONSTRAINT "content_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_release_items_active_idx" ON "content_release_items" USING btree ("item_id") WHERE "content_release_items"."active";--> statement-breakpoint
CREATE INDEX "content_releases_due_idx" ON "content_releases" USING btree ("publish_at") WHERE "content_releases"."state" = 'scheduled';