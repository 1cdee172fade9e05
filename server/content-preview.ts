// GET /admin/content-preview/:type/:key/:locale[?version=N]: a draft (or any version) of a
// content item shown on the page that shows it, rendered by the same route modules as the
// public page, with the published content plus that version (ADR 023). For the back office
// only (signed in, allowed to edit content), never cached, never indexed, and without the
// page's scripts: the preview reads as the published page would, and its links lead to the
// published site.
//
// POST to the same address (`?editor=es` for a Spanish editor): the content editor's form as
// typed, not saved (its live preview beside the form). Read by the editor's own parsing, as
// its action reads it, and shown on the page as above, without the banner (the pane says what
// it is); nothing is stored. Same-origin only (requireSameOriginForAdmin), within the page
// forms' body limit (body-limits.ts: 64 KB, four times the longest seeded item's form). Fields
// the schema refuses answer 422 naming them. Framed by the site's own pages only (the CSP's
// `frame-ancestors 'self'` and X-Frame-Options SAMEORIGIN of every answer).
import { and, eq } from "drizzle-orm";
import express, { Router, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { AuthService } from "~/.server/auth/auth-service";
import { previewContent, previewData, type PreviewResult } from "~/.server/content/preview";
import { withPreviewedPost } from "~/.server/content/previewed-post";
import { readContentItem } from "~/.server/content/revisions";
import type { ContentSnapshot, ContentStore } from "~/.server/content/store";
import type { Database } from "~/.server/db/client";
import { contentItems } from "~/.server/db/schema";
import { withPreviewCatalogue } from "~/.server/pages";
import { formSpecFor, readContentForm } from "~/features/content/content-admin.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import { CONTENT_PREVIEW_PREFIX } from "~/lib/content/preview-path";
import { serverT } from "~/i18n/messages.server";
import { BODY_LIMITS } from "./body-limits";
import { fetchHeaders } from "./fetch-request";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A store that holds one snapshot: the preview's content. */
export const fixedStore = (snapshot: ContentSnapshot): ContentStore => ({
  current: async () => snapshot.content,
  snapshot: async () => snapshot,
  known: () => snapshot,
  changed: () => {},
  onChange: () => () => {},
  close: async () => {},
});

/**
 * A rendered page as a preview shows it: without its scripts (it reads as the published page
 * would, its links lead to the published site) and with `banner` at the top of its body.
 */
export const previewPage = (html: string, banner: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "")
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);

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
  const path = `${CONTENT_PREVIEW_PREFIX}/:type/:key/:locale`;
  const localeOf = (value: string | undefined) =>
    (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : undefined;

  /** The page of a preview's content, rendered without its scripts (and with `banner` at its top). */
  async function renderPreview(
    preview: Extract<PreviewResult, { kind: "ok" }>,
    req: ExpressRequest,
    res: ExpressResponse,
    banner: string,
  ) {
    const render = () =>
      withPreviewCatalogue(preview.snapshot.content, () =>
        deps.render(
          new Request(new URL(preview.path, deps.publicUrl), { headers: { accept: "text/html" } }),
          fixedStore(preview.snapshot),
          req,
          res,
        ),
      );
    const post = preview.post;
    const response = await (post ? withPreviewedPost(post, render) : render());
    res
      .status(response.status)
      .type("html")
      .send(previewPage(await response.text(), banner));
  }

  router.get(path, async (req, res, next) => {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const locale = localeOf(req.params.locale);
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
      const banner = `<p role="status" class="bg-brand-800 px-6 py-2 text-center text-sm font-semibold text-white">${escapeHtml(serverT(locale, "contentPreview.banner"))}</p>`;
      await renderPreview(preview, req, res, banner);
    } catch (error) {
      next(error);
    }
  });

  // The editor's form as typed: read whole (its limit is enforced before this runs: a page form's).
  router.post(
    path,
    express.raw({ type: () => true, limit: BODY_LIMITS.pageForm }),
    async (req, res, next) => {
      res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
      const locale = localeOf(req.params.locale);
      // The messages are in the editor's language (the page's may be the other).
      const editor = localeOf(String(req.query.editor ?? "")) ?? locale ?? "en";
      const say = (status: number, text: string) => res.status(status).type("text/plain").send(text);
      try {
        const user = await deps.auth.getSessionUser(fetchHeaders(req));
        if (!user) return say(401, serverT(editor, "livePreview.signedOut"));
        if (!deps.mayEdit(user)) return say(403, serverT(editor, "contentPreview.forbidden"));
        if (!locale) return say(404, serverT(editor, "contentPreview.notFound"));
        const [found] = await deps.db
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(eq(contentItems.type, req.params.type), eq(contentItems.key, req.params.key)));
        const item = found ? await readContentItem(deps.db, found.id) : undefined;
        if (!item) return say(404, serverT(editor, "contentPreview.notFound"));
        let form: FormData;
        try {
          const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
          form = await new Request(new URL(req.originalUrl, deps.publicUrl), {
            method: "POST",
            headers: { "content-type": req.headers["content-type"] ?? "" },
            body,
          }).formData();
        } catch {
          return say(400, serverT(editor, "livePreview.notAForm"));
        }
        // As the editor's action reads it for a save (content-editor.tsx).
        const spec = await formSpecFor(deps.db, item, editor);
        const data = readContentForm(spec, form, true);
        const preview = await previewData(deps.db, { type: item.type, key: item.key, data, locale });
        if (preview.kind === "not-found") return say(404, serverT(editor, "livePreview.notShown"));
        if (preview.kind === "invalid")
          return say(422, serverT(editor, "livePreview.invalid", { errors: preview.errors.join("; ") }));
        await renderPreview(preview, req, res, "");
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
