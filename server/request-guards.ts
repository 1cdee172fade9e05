import { isIPv6 } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { findPageByPath } from "~/.server/pages";

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
 * application error).
 */
export function pageMethods(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    void (async () => {
      const found = findPageByPath(pagePathOf(req.path));
      const routes = (typeof build === "function" ? await build() : build).routes;
      const hasAction = found ? Boolean(routes[`${found.page.id}.${found.locale}`]?.module.action) : false;
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
