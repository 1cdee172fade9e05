// The admin area's one guard: the middleware of its layout route (routes/admin/admin-layout.tsx).
// No session: to the sign-in page of the page's language. A signed-in user the page is not
// for (page-access.ts: administrators everything, editors the news and content, everyone the
// dashboard with what they may not open disabled): 403. An account whose roles need a second
// factor and that has none: to its security page. Nothing of the area is cached. ADR 014.
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { localeFromPath } from "../i18n/locales";
import type { SessionUser } from "./auth/auth-service";
import { adminPageOfPath, mayOpenPath } from "./page-access";
import { pagePath } from "./pages";
import { sessionContext } from "./session";

/** The signed-in user of an admin-area request (set by the guard, so never missing below it). */
export const adminUserContext = createContext<SessionUser>();

/**
 * Marks every answer of the area private and uncached, the guard's refusals included: it
 * runs outside the guard, and React Router's next() hands back what the guard threw as a
 * rendered response.
 */
export const keepAdminAreaPrivate: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export const requireAdminArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  const user = await context.get(sessionContext).user();
  if (!user) throw redirect(pagePath("auth", locale), { headers: { "Cache-Control": "no-store" } });
  // Until an account that needs a second factor has one, its security page is all it opens.
  if (user.mustSetUpSecondFactor && adminPageOfPath(pathname) !== "admin-security") {
    throw redirect(pagePath("admin-security", locale), { headers: { "Cache-Control": "no-store" } });
  }
  if (!mayOpenPath(user, pathname)) {
    throw data(null, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  context.set(adminUserContext, user);
  return next();
};

/**
 * The action of an admin page that takes no form. The guard runs before it, so a visitor is
 * sent to sign in and an account the page is not for gets 403, as for the page itself; who
 * may open the page gets 405 with the methods it answers. Without an action React Router
 * answered 405 before the guard ran, to everyone alike.
 */
export function refuseForms(): never {
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" } });
}
