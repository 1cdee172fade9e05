import type { Request as ExpressRequest } from "express";

/** An Express request's headers as Fetch headers. */
export function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  return headers;
}

/** An Express request (its body already read as bytes) as a Fetch request, at the site's public address. */
export function toFetchRequest(req: ExpressRequest, publicUrl: string): Request {
  const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : undefined;
  return new Request(new URL(req.originalUrl, publicUrl), {
    method: req.method,
    headers: fetchHeaders(req),
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
  });
}
