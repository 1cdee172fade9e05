import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { appContext } from "./.server/app-context";
import { applyCachePolicy } from "./.server/cache-policy";
import { crossSiteRefusal } from "./.server/cross-site";
import { withImagePlaceholders } from "./.server/media/library";
import { paintFirst } from "./.server/paint-first";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  applyCachePolicy(request, responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every reader, crawler or not, gets the whole page in the HTML: the site must read
    // without JavaScript.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole, so no Suspense boundary needs outlining into a hidden
        // <div> and a swap script (React does that past this many bytes): the HTML shows
        // the content itself, with or without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Everything is ready, so React writes the page at once: it is collected and
          // sent whole, with the app's scripts fetched after the first paint (paint-first.ts).
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            flush(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // Library images' placeholders (ADR 028), then the scripts after the first paint.
              callback(null, paintFirst(withImagePlaceholders(Buffer.concat(chunks), nonce)));
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}

/** Data requests (client-side navigation) follow the pages' cache policy. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.status, response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The context is missing only when the request failed before it was made.
  const logger = context ? context.get(appContext).logger : undefined;
  // A cross-site post refused before its action ran is no failure of the application: one
  // warning says what was refused and why, without a stack.
  const refused = crossSiteRefusal(request);
  if (refused) {
    const fields = { origin: request.headers.get("origin"), reason: refused };
    if (logger) logger.warn(fields, "cross-site post refused");
    else console.warn("cross-site post refused", fields);
    return;
  }
  if (logger) logger.error({ err: error, url: request.url }, "unexpected application error");
  else console.error(error);
};
