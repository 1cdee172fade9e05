// /api/admin/*: the admin area's JSON API. One guard for all of it: no session 401, not an
// administrator 403, never cached. Endpoints go on `adminEndpoints`; the access test reads
// them from there (adminApiEndpoints), so a new one is covered without being listed by hand.
import { Router, type RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { AuthService } from "~/.server/auth/auth-service";
import type { Database } from "~/.server/db/client";
import { fetchHeaders } from "./fetch-request";

export const ADMIN_API_PREFIX = "/api/admin";

/** The admin endpoints, unguarded: mount them only through adminApiRoutes. */
function adminEndpoints(db: Database): Router {
  const router = Router();
  // What the dashboard's areas hold, for the admin tools to come.
  router.get("/overview", async (_req, res, next) => {
    try {
      const result = (await db.execute(sql`
        select
          (select count(*) from contact_messages where not is_spam)::int as contact_messages,
          (select count(*) from media_posts)::int as media_posts,
          (select count(*) from users)::int as users
      `)) as unknown as { rows: { contact_messages: number; media_posts: number; users: number }[] };
      const row = result.rows[0];
      res.json({
        contactMessages: Number(row?.contact_messages ?? 0),
        mediaPosts: Number(row?.media_posts ?? 0),
        users: Number(row?.users ?? 0),
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function requireAdmin(auth: AuthService): RequestHandler {
  return (req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    auth.getSessionUser(fetchHeaders(req)).then((user) => {
      if (!user) res.status(401).json({ error: "Sign in to use the admin API." });
      else if (!user.isAdmin) res.status(403).json({ error: "This needs an administrator account." });
      else next();
    }, next);
  };
}

export function adminApiRoutes(deps: { auth: AuthService; db: Database }): Router {
  const router = Router();
  router.use(ADMIN_API_PREFIX, requireAdmin(deps.auth), adminEndpoints(deps.db));
  return router;
}

/** Every admin endpoint as "METHOD /api/admin/…" (for the access test). */
export function adminApiEndpoints(): string[] {
  const stack = (
    adminEndpoints({} as Database) as unknown as {
      stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }>;
    }
  ).stack;
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map(
          (method) => `${method.toUpperCase()} ${ADMIN_API_PREFIX}${layer.route!.path}`,
        )
      : [],
  );
}
