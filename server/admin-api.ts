// /api/admin/*: the admin area's JSON API. One guard for all of it: no session 401; an
// endpoint of an area the user may not open (page-access.ts, the rule the pages follow) 403;
// never cached. Endpoints go on ENDPOINTS with their area; the access test reads them from
// there (adminApiEndpoints, adminApiArea), so a new one is covered without being listed by hand.
import { Router, type RequestHandler } from "express";
import { sql } from "drizzle-orm";
import { matchPath } from "react-router";
import type { AuthService } from "~/.server/auth/auth-service";
import { rows, type Database } from "~/.server/db/client";
import { mayOpenArea, type AdminArea } from "~/.server/page-access";
import { fetchHeaders } from "./fetch-request";

export const ADMIN_API_PREFIX = "/api/admin";

interface AdminEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below ADMIN_API_PREFIX, with `:name` segments. */
  path: string;
  /** Who may call it: the users who may open this area's pages. */
  area: AdminArea;
  handler: (db: Database) => RequestHandler;
}

const ENDPOINTS: readonly AdminEndpoint[] = [
  // What the dashboard's areas hold (messages and users among them: the office's).
  {
    method: "GET",
    path: "/overview",
    area: "office",
    handler: (db) => async (_req, res, next) => {
      try {
        const resultRows = await rows<{ contact_messages: number; media_posts: number; users: number }>(
          db,
          sql`
          select
            (select count(*) from contact_messages where not is_spam)::int as contact_messages,
            (select count(*) from content_items where type = 'post')::int as media_posts,
            (select count(*) from users)::int as users
        `,
        );
        const row = resultRows[0];
        res.json({
          contactMessages: Number(row?.contact_messages ?? 0),
          mediaPosts: Number(row?.media_posts ?? 0),
          users: Number(row?.users ?? 0),
        });
      } catch (error) {
        next(error);
      }
    },
  },
];

/** The admin endpoints, unguarded: mount them only through adminApiRoutes. */
function adminEndpoints(db: Database): Router {
  const router = Router();
  for (const endpoint of ENDPOINTS) {
    const method = endpoint.method.toLowerCase() as Lowercase<AdminEndpoint["method"]>;
    router[method](endpoint.path, endpoint.handler(db));
  }
  return router;
}

/**
 * The area of a request to the API ("METHOD /api/admin/…", or its method and path below the
 * prefix): an address no endpoint has counts as the administrators' (they get its 404).
 */
export function adminApiArea(method: string, path: string): AdminArea {
  const below = path.startsWith(ADMIN_API_PREFIX) ? path.slice(ADMIN_API_PREFIX.length) || "/" : path;
  const found = ENDPOINTS.find(
    (endpoint) =>
      (endpoint.method === method.toUpperCase() || (endpoint.method === "GET" && method === "HEAD")) &&
      matchPath({ path: endpoint.path, end: true }, below),
  );
  return found?.area ?? "office";
}

function requireAdminApiAccess(auth: AuthService): RequestHandler {
  return (req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    auth.getSessionUser(fetchHeaders(req)).then((user) => {
      if (!user) res.status(401).json({ error: "Sign in to use the admin API." });
      else if (!mayOpenArea(user, adminApiArea(req.method, req.path)))
        res.status(403).json({ error: "This account's role does not give access to this endpoint." });
      else next();
    }, next);
  };
}

export function adminApiRoutes(deps: { auth: AuthService; db: Database }): Router {
  const router = Router();
  router.use(ADMIN_API_PREFIX, requireAdminApiAccess(deps.auth), adminEndpoints(deps.db));
  return router;
}

/** Every admin endpoint as "METHOD /api/admin/…" (for the access test). */
export function adminApiEndpoints(): string[] {
  return adminEndpoints({} as Database).stack.flatMap((layer) => {
    const route = layer.route;
    if (!route) return [];
    const methods = new Set(route.stack.map((handler) => handler.method.toUpperCase()));
    return [...methods].map((method) => `${method} ${ADMIN_API_PREFIX}${route.path}`);
  });
}
