DROP INDEX "media_posts_published_idx";--> statement-breakpoint
CREATE INDEX "media_posts_published_idx" ON "media_posts" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);