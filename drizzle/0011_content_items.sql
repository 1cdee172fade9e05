CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	CONSTRAINT "content_revisions_state_check" CHECK ("content_revisions"."state" in ('draft', 'scheduled', 'published', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_type_key_idx" ON "content_items" USING btree ("type","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_version_idx" ON "content_revisions" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_published_idx" ON "content_revisions" USING btree ("item_id") WHERE "content_revisions"."state" = 'published';
--> statement-breakpoint
-- The published content's counter (ADR 023): any change to the items or their revisions
-- raises it and tells every listening instance, as the news counter does (ADR 015).
INSERT INTO "content_versions" ("name") VALUES ('content');--> statement-breakpoint
CREATE TRIGGER "content_revisions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_revisions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_revisions_content_version_truncate" AFTER TRUNCATE ON "content_revisions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_items_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('content');
