-- News posts on the content model (ADR 030). Every post becomes a content item of type `post`
-- whose id and key are the post's id (its addresses and links stay), with one revision holding
-- its fields: published (its date kept), scheduled (a published post dated later: it appears at
-- that time as before), a draft, or for an archived post a superseded version (its history,
-- nothing public). Its picture, an image of the media library, is named by the image's id.
-- `media_posts` stays as the published projection the news pages read: a row only for a post
-- that is public or scheduled; the editor's version counter goes (the revisions number them).
INSERT INTO "content_items" ("id", "type", "key", "position", "created_at")
SELECT "id", 'post', "id"::text, 0, "created_at" FROM "media_posts"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_revisions" ("item_id", "version", "state", "data", "created_by", "created_at", "publish_at", "published_at")
SELECT
  p."id",
  1,
  CASE
    WHEN p."status" = 'published' AND p."published_at" > now() THEN 'scheduled'
    WHEN p."status" = 'published' THEN 'published'
    WHEN p."status" = 'draft' THEN 'draft'
    ELSE 'superseded'
  END,
  jsonb_build_object(
    'postType', p."post_type",
    'title', jsonb_build_object('en', btrim(p."title"), 'es', coalesce(btrim(p."title_es"), '')),
    'excerpt', jsonb_build_object('en', coalesce(btrim(p."excerpt"), ''), 'es', coalesce(btrim(p."excerpt_es"), '')),
    'content', jsonb_build_object('en', coalesce(p."content", ''), 'es', coalesce(p."content_es", ''))
  ) || CASE WHEN i."id" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('media', i."id"::text) END,
  NULL,
  p."updated_at",
  CASE WHEN p."status" = 'published' AND p."published_at" > now() THEN p."published_at" END,
  CASE
    WHEN p."status" = 'published' AND p."published_at" <= now() THEN p."published_at"
    -- An archived post was on the site once: its version was published (when, if it kept its date).
    WHEN p."status" = 'archived' THEN coalesce(p."published_at", p."updated_at")
  END
FROM "media_posts" p
LEFT JOIN "media_images" i ON p."featured_image_url" LIKE '/media/images/' || i."id"::text || '-%'
WHERE NOT EXISTS (SELECT 1 FROM "content_revisions" r WHERE r."item_id" = p."id");--> statement-breakpoint
INSERT INTO "admin_audit_log" ("actor_email", "action", "entity_type", "entity_id", "after")
SELECT 'content migration', 'content.migrate', 'content', r."item_id"::text,
  jsonb_build_object('migration', '0021-posts-on-content-model', 'type', 'post', 'key', r."item_id"::text, 'version', 1, 'state', r."state")
FROM "content_revisions" r
JOIN "content_items" c ON c."id" = r."item_id" AND c."type" = 'post'
WHERE r."version" = 1 AND r."created_by" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "admin_audit_log" a
    WHERE a."action" = 'content.migrate' AND a."entity_id" = r."item_id"::text
  );--> statement-breakpoint
DELETE FROM "media_posts" WHERE "status" <> 'published';--> statement-breakpoint
ALTER TABLE "media_posts" DROP COLUMN "version";
