// GET /admin/content-preview/:type/:key/:locale[?version=N]: a draft (or any version) of a
// content item shown on the page that shows it, rendered by the same route modules as the
// public page, with the published content plus that version (ADR 023). For the back office
// only (signed in, allowed to edit content), never cached, never indexed, and without the
// page's scripts: the preview reads as the published page would, and its links lead to the
// published site.
import { Router, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { AuthService } from "~/.server/auth/auth-service";
import { previewContent } from "~/.server/content/preview";
import type { ContentSnapshot, ContentStore } from "~/.server/content/store";
import type { Database } from "~/.server/db/client";
import { withPreviewCatalogue } from "~/.server/pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import { CONTENT_PREVIEW_PREFIX } from "~/lib/content/preview-path";
import { serverT } from "~/i18n/messages.server";
import { fetchHeaders } from "./fetch-request";


const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A store that holds one snapshot: the preview's content. */
const fixedStore = (snapshot: ContentSnapshot): ContentStore => ({
  current: async () => snapshot.content,
  snapshot: async () => snapshot,
  known: () => snapshot,
  changed: () => {},
  onChange: () => () => {},
  close: async () => {},
});

export function contentPreviewRoutes(deps: {
  auth: AuthService;
  db: Database;
  publicUrl: string;
  /** May this account edit the site's content? */
  mayEdit: (user: NonNullable<Awaited<ReturnType<AuthService["getSessionUser"]>>>) => boolean;
  /** Renders a request with the app's handler, the published content replaced by `content`. */
  render: (
    request: Request,
    content: ContentStore,
    req: ExpressRequest,
    res: ExpressResponse,
  ) => Promise<Response>;
}): Router {
  const router = Router();
  router.get(`${CONTENT_PREVIEW_PREFIX}/:type/:key/:locale`, async (req, res, next) => {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const locale = (LOCALES as readonly string[]).includes(req.params.locale)
      ? (req.params.locale as Locale)
      : undefined;
    const say = (status: number, text: string) => res.status(status).type("text/plain").send(text);
    try {
      const user = await deps.auth.getSessionUser(fetchHeaders(req));
      if (!user) return res.redirect(302, locale === "es" ? "/es/acceso" : "/auth");
      if (!deps.mayEdit(user)) return say(403, serverT(locale ?? "en", "contentPreview.forbidden"));
      if (!locale) return say(404, serverT("en", "contentPreview.notFound"));
      const version = req.query.version === undefined ? undefined : Number(req.query.version);
      if (version !== undefined && !(Number.isInteger(version) && version > 0))
        return say(404, serverT(locale, "contentPreview.notFound"));
      const preview = await previewContent(deps.db, {
        type: req.params.type,
        key: req.params.key,
        version,
        locale,
      });
      if (preview.kind === "not-found") return say(404, serverT(locale, "contentPreview.notFound"));
      if (preview.kind === "invalid")
        return say(422, serverT(locale, "contentPreview.invalid", { errors: preview.errors.join("; ") }));
      const response = await withPreviewCatalogue(preview.snapshot.content, () =>
        deps.render(
          new Request(new URL(preview.path, deps.publicUrl), { headers: { accept: "text/html" } }),
          fixedStore(preview.snapshot),
          req,
          res,
        ),
      );
      const html = await response.text();
      const banner = `<p role="status" class="bg-brand-800 px-6 py-2 text-center text-sm font-semibold text-white">${escapeHtml(serverT(locale, "contentPreview.banner"))}</p>`;
      const page = html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
        .replace(/<link rel="modulepreload"[^>]*>/gi, "")
        .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
      res.status(response.status).type("html").send(page);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
