// The session of a request, for every page: set by the root route's middleware, read
// lazily (a page that does not ask costs nothing: public pages never do). See ADR 014.
import { createContext, type MiddlewareFunction } from "react-router";
import { appContext } from "./app-context";
import type { SessionUser } from "./auth/auth-service";

export interface RequestSession {
  /** The signed-in user (from the database, once per request), or null. */
  user(): Promise<SessionUser | null>;
}

export const sessionContext = createContext<RequestSession>();

/** Only a request carrying one of better-auth's session cookies can have a session. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?site\.session_token=/;

export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const { auth, logger } = context.get(appContext);
  let pending: Promise<SessionUser | null> | undefined;
  context.set(sessionContext, {
    user: () =>
      (pending ??= SESSION_COOKIE.test(request.headers.get("cookie") ?? "")
        ? auth.getSessionUser(request.headers).catch((error: unknown) => {
            // The spec's "session check failure": treated as signed out (the sign-in page).
            logger.error({ err: error }, "session check failed");
            return null;
          })
        : Promise.resolve(null)),
  });
};
