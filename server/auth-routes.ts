// /api/auth/*: better-auth's endpoints that the site uses, through the auth service (rate
// limits, password rules). Mounted before any body parser: the service reads the body.
import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import type { AuthService } from "~/.server/auth/auth-service";
import { AUTH_BASE_PATH } from "~/.server/auth/auth";
import { toFetchRequest } from "./fetch-request";

const BODY_LIMIT = "8kb";
/** What the auth service answers; anything else (TRACE, PUT, …) is 405 before it is read. */
const AUTH_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = [...AUTH_METHODS].join(", ");

const onlyAuthMethods: RequestHandler = (req, res, next) => {
  if (AUTH_METHODS.has(req.method)) return next();
  res
    .status(405)
    .set({ Allow: ALLOW, "Cache-Control": "no-store" })
    .json({
      code: "METHOD_NOT_ALLOWED",
      message: `${req.method} is not allowed here; use ${ALLOW}.`,
    });
};

export function authRoutes(service: AuthService, publicUrl: string): Router {
  const router = Router();
  const answer: RequestHandler = async (req, res, next) => {
    try {
      const response = await service.handle(toFetchRequest(req, publicUrl), req.ip);
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      res.set("Cache-Control", "no-store");
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
  router.use(
    AUTH_BASE_PATH,
    onlyAuthMethods,
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    answer,
    bodyErrors,
  );
  return router;
}

const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (res.headersSent || typeof status !== "number" || status < 400 || status >= 500) {
    next(error);
    return;
  }
  res
    .status(400)
    .set("Cache-Control", "no-store")
    .json({
      code: "INVALID_BODY",
      message:
        type === "entity.too.large"
          ? `The request body is larger than ${BODY_LIMIT}.`
          : "The request body could not be read.",
    });
};
