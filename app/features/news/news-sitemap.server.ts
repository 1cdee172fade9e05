import { asc } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { mediaPosts } from "~/.server/db/schema";
import { isPublic } from "./news-queries.server";

/**
 * A slice of the published posts, oldest first (the list's index read backwards), with only
 * what a sitemap needs: the id for the address, the last change for lastmod.
 */
export function publishedPostsForSitemap(db: Database, offset: number, limit: number) {
  return db
    .select({ id: mediaPosts.id, updatedAt: mediaPosts.updatedAt })
    .from(mediaPosts)
    .where(isPublic)
    .orderBy(asc(mediaPosts.publishedAt), asc(mediaPosts.id))
    .offset(offset)
    .limit(limit);
}
