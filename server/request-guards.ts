import { isIPv6 } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { adminPageOfPath } from "~/.server/page-access";
import { findPageByPath, pagePaths } from "~/.server/pages";
import { CONTENT_PREVIEW_PREFIX } from "~/lib/content/preview-path";

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** A Host header a server could have been addressed by: a name or IP, and a port 1-65535. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(host);
  const [name, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : ((/^([^:]+)(?::(\d{1,5}))?$/.exec(host)?.slice(1) ?? []) as [string?, string?]);
  if (!name) return false;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return bracketed ? isIPv6(name) : HOST_NAME.test(name);
}

/**
 * A request without a usable Host header (missing, empty, with spaces, a broken IPv6
 * literal or an impossible port) is answered 400 before anything reads the address from it.
 */
export const requireValidHost: RequestHandler = (req, res, next) => {
  if (isValidHost(req.headers.host)) return next();
  res
    .status(400)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send("Bad request: invalid Host header");
};

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The page a request is for, including React Router's data requests (a form submitted by
 * the page's script posts to `/auth.data`; the home page's is `/_.data`, or `/_root.data`).
 */
export function pagePathOf(path: string): string {
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length) || "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Pages answer GET and HEAD, and POST where their route module has an action; any other
 * method gets 405 with the methods allowed, before React Router (which would log it as an
 * application error). A POST below an admin page (an export, an upload, an attachment) goes
 * on to the admin area's guard, which refuses it as it refuses the page; each such route has
 * an action (its own, or `refuseForms`).
 */
export function pageMethods(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    void (async () => {
      const path = pagePathOf(req.path);
      const found = findPageByPath(path);
      if (!found && req.method === "POST" && adminPageOfPath(path)) return next();
      // The content editor's live preview posts its form to the preview's address (content-preview.ts).
      if (req.method === "POST" && path.startsWith(`${CONTENT_PREVIEW_PREFIX}/`)) return next();
      const routes = (typeof build === "function" ? await build() : build).routes;
      const hasAction = found
        ? Boolean(routes[`${found.page.id}.${found.locale}`]?.module.action)
        : ownActionRoute(routes, path);
      if (hasAction && req.method === "POST") return next();
      res
        .status(405)
        .set("Allow", hasAction ? "GET, HEAD, POST" : "GET, HEAD")
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("Method not allowed");
    })().catch(next);
  };
}

/**
 * Whether an address is a route of its own, outside the page table and its layouts, with an
 * action (the units switch's post): such a route answers its posts and checks their origin.
 */
function ownActionRoute(routes: ServerBuild["routes"], path: string): boolean {
  return Object.values(routes).some(
    (route) =>
      route?.parentId === "root" &&
      route.path !== undefined &&
      `/${route.path.replace(/^\//, "")}` === path &&
      Boolean(route.module.action),
  );
}

/** The encodings a browser's form posts in (the only ones a page's action reads). */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A post to a page (or its `.data`) is a form, as a browser sends it: anything else (JSON,
 * plain text, no type at all) is refused 415 before the action would fail to read it, and
 * logged as a refusal (a warning), not as an application error. The API under /api reads its
 * own bodies.
 */
export const formPostsOnly: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || req.path === "/api" || req.path.startsWith("/api/")) return next();
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type)) return next();
  req.log?.warn({ contentType: type || null }, "post that is not a form refused");
  res
    .status(415)
    .set("Accept-Post", [...FORM_TYPES].join(", "))
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send("Unsupported Media Type: send the form as a browser does");
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where the admin area lies in each language ("/admin", "/es/admin"): its dashboard's folder. */
const ADMIN_AREA_PREFIXES = Object.values(pagePaths("admin-dashboard")).map((path) =>
  path.slice(0, path.lastIndexOf("/")),
);

/** The admin area's addresses: its pages in both languages (and their `.data`), the routes below them, its API. */
export function isAdminAreaPath(path: string): boolean {
  if (path === "/api/admin" || path.startsWith("/api/admin/")) return true;
  if (findPageByPath(pagePathOf(path))?.page.access === "admin") return true;
  return ADMIN_AREA_PREFIXES.some(
    (prefix) => path === prefix || path === `${prefix}.data` || path.startsWith(`${prefix}/`),
  );
}

/**
 * Every state-changing request to the admin area (a form post, its `.data` post, an admin API
 * call, the CSV export) must come from the site's own pages: an `Origin` other than the site's
 * (another port of the same host counts as another origin, though browsers send it the
 * SameSite=Lax session cookie) is refused 403 before anything runs. Without `Origin`, a
 * browser's `Sec-Fetch-Site` must say same-origin; a request with neither is not a browser's,
 * and carries no visitor's cookies.
 */
export function requireSameOriginForAdmin(publicUrl: string): RequestHandler {
  const siteOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isAdminAreaPath(req.path)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const ownOrigin = `${req.protocol}://${req.headers.host ?? ""}`;
    const allowed =
      origin !== undefined
        ? origin === siteOrigin || origin === ownOrigin
        : fetchSite === undefined || fetchSite === "same-origin";
    if (allowed) return next();
    req.log?.warn({ origin, fetchSite }, "admin request from another origin: refused");
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(
        "Forbidden: this request did not come from this site's own pages.\n\n" +
          "Prohibido: esta solicitud no procede de las páginas de este sitio.\n",
      );
  };
}
