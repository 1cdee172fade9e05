// GET /admin/release-preview/:release/:type/:key/:locale: an item of a release shown on the
// page that shows it, with every item of the release in place as the release will publish it
// (issue 46, ADR 034): the published content with the release's versions laid over it, rendered
// by the same route modules as the public page. For the back office only (signed in, allowed
// to edit content), never cached, never indexed, without the page's scripts.
import { Router, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { and, eq } from "drizzle-orm";
import type { AuthService } from "~/.server/auth/auth-service";
import { previewContent } from "~/.server/content/preview";
import { contentItems, contentReleaseItems, contentRevisions } from "~/.server/db/schema";
import {
  publishedWith,
  readPublishedItems,
  type ContentSnapshot,
  type ContentStore,
} from "~/.server/content/store";
import type { Database } from "~/.server/db/client";
import { readStoredDocuments } from "~/.server/documents/stored";
import { attachLibraryImages } from "~/.server/media/library";
import { withPreviewCatalogue } from "~/.server/pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { toSiteContent } from "~/lib/content/site-content";
import { validateContent, type ContentItem, type ContentType, isContentType } from "~/lib/content/schemas";
import { escapeHtml, fixedStore, previewPage } from "./content-preview";
import { fetchHeaders } from "./fetch-request";

export const RELEASE_PREVIEW_PREFIX = "/admin/release-preview";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The release's items as it will publish them (the versions added). */
async function releaseItems(db: Database, releaseId: string): Promise<ContentItem[]> {
  const found = await db
    .select({ type: contentItems.type, key: contentItems.key, data: contentRevisions.data })
    .from(contentReleaseItems)
    .innerJoin(contentItems, eq(contentItems.id, contentReleaseItems.itemId))
    .innerJoin(
      contentRevisions,
      and(
        eq(contentRevisions.itemId, contentReleaseItems.itemId),
        eq(contentRevisions.version, contentReleaseItems.version),
      ),
    )
    .where(eq(contentReleaseItems.releaseId, releaseId));
  return found.flatMap((row) => {
    if (!isContentType(row.type)) return [];
    const checked = validateContent(row.type as ContentType, row.data);
    return checked.ok
      ? [{ type: row.type as ContentType, key: row.key, data: checked.data } as ContentItem]
      : [];
  });
}

export function releasePreviewRoutes(deps: {
  auth: AuthService;
  db: Database;
  publicUrl: string;
  mayEdit: (user: NonNullable<Awaited<ReturnType<AuthService["getSessionUser"]>>>) => boolean;
  render: (
    request: Request,
    content: ContentStore,
    req: ExpressRequest,
    res: ExpressResponse,
  ) => Promise<Response>;
}): Router {
  const router = Router();
  router.get(`${RELEASE_PREVIEW_PREFIX}/:release/:type/:key/:locale`, async (req, res, next) => {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const locale = (LOCALES as readonly string[]).includes(req.params.locale)
      ? (req.params.locale as Locale)
      : undefined;
    const say = (status: number, text: string) => res.status(status).type("text/plain").send(text);
    try {
      const user = await deps.auth.getSessionUser(fetchHeaders(req));
      if (!user) return res.redirect(302, locale === "es" ? "/es/acceso" : "/auth");
      if (!deps.mayEdit(user)) return say(403, serverT(locale ?? "en", "contentPreview.forbidden"));
      if (!locale || !UUID.test(req.params.release))
        return say(404, serverT("en", "contentPreview.notFound"));
      const items = await releaseItems(deps.db, req.params.release);
      const item = items.find((one) => one.type === req.params.type && one.key === req.params.key);
      if (!item) return say(404, serverT(locale, "contentPreview.notFound"));
      // The page that shows the item (as its own preview finds it).
      const found = await previewContent(deps.db, { type: item.type, key: item.key, locale });
      if (found.kind !== "ok") return say(404, serverT(locale, "contentPreview.notFound"));
      const content = toSiteContent(publishedWith(await readPublishedItems(deps.db), items));
      await attachLibraryImages(deps.db, content, false);
      const snapshot: ContentSnapshot = {
        version: "preview",
        content,
        documents: await readStoredDocuments(deps.db),
        fingerprints: new Map(),
      };
      const response = await withPreviewCatalogue(snapshot.content, () =>
        deps.render(
          new Request(new URL(found.path, deps.publicUrl), { headers: { accept: "text/html" } }),
          fixedStore(snapshot),
          req,
          res,
        ),
      );
      const banner = `<p role="status" class="bg-brand-800 px-6 py-2 text-center text-sm font-semibold text-white">${escapeHtml(serverT(locale, "contentPreview.banner"))}</p>`;
      res
        .status(response.status)
        .type("html")
        .send(previewPage(await response.text(), banner));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
