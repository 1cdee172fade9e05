ALTER TABLE "content_revisions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- The published version of each item became so when it was made.
UPDATE "content_revisions" SET "published_at" = "created_at" WHERE "state" = 'published';--> statement-breakpoint
-- A superseded version was once published when the audit log says it became the published
-- one (published, restored, imported or published on schedule at that version), or when it is an item's first version
-- and the item was not made as a draft in the back office (the seed publishes version 1).
UPDATE "content_revisions" AS r SET "published_at" = coalesce((
    SELECT min(a."created_at") FROM "admin_audit_log" a
    WHERE a."entity_type" = 'content' AND a."entity_id" = r."item_id"::text
      AND a."action" IN ('content.publish', 'content.restore', 'content.import',
                         'content.import_translation', 'content.publish_scheduled')
      AND a."after"->>'version' = r."version"::text AND a."after"->>'state' = 'published'
  ), CASE WHEN r."version" = 1 AND NOT EXISTS (
    SELECT 1 FROM "admin_audit_log" a
    WHERE a."entity_type" = 'content' AND a."entity_id" = r."item_id"::text AND a."action" = 'content.create'
  ) THEN r."created_at" END)
WHERE r."state" = 'superseded';
