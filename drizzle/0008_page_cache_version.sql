CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('news');--> statement-breakpoint
-- Any change to the table named by the trigger's argument raises its counter and tells every
-- listening instance (ADR 015): writers need not know the page cache exists.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "name" = TG_ARGV[0];
  PERFORM pg_notify('content_changed', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_posts_content_version" AFTER INSERT OR UPDATE OR DELETE ON "media_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('news');--> statement-breakpoint
CREATE TRIGGER "media_posts_content_version_truncate" AFTER TRUNCATE ON "media_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('news');
