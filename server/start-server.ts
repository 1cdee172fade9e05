import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type {
  createRequestHandler as createFetchHandler,
  RouterContextProvider as ContextProvider,
  ServerBuild,
} from "react-router";
import type { ViteDevServer } from "vite";
import { appContext, type AppContext, type ContentName } from "~/.server/app-context";
import { createAuthService } from "~/.server/auth/auth-service";
import { captchaKeys } from "~/.server/captcha";
import { migrateStoredContent } from "~/.server/content/migrations";
import { openContentStore, seedContent, type ContentStore } from "~/.server/content/store";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import type { DocumentRenderer } from "~/.server/documents/renderer";
import { readDocumentBytes } from "~/.server/documents/stored";
import { uploadedImageBytes } from "~/.server/media/library";
import { applyMigrations } from "~/.server/db/migrate";
import { isNewsEmpty, seedDemoNews, seedDemoProjects } from "~/.server/db/seed";
import { parseEnv, type Env } from "~/.server/env";
import { createLogger, redactUrl, type DestinationStream, type Logger } from "~/.server/logger";
import { createMailer } from "~/.server/mail";
import { mayOpenArea, mayOpenPath } from "~/.server/page-access";
import { contactRoutes } from "./contact-api";
import { requeueUndeliveredMail, type MailDeliveryTuning } from "~/features/contact/send-pending-mail.server";
import type { WebhookDeliveryTuning } from "~/features/contact/sales-webhook.server";
import { adminApiRoutes } from "./admin-api";
import { startBackgroundJobs, type BackgroundJobOptions } from "./background-jobs";
import { contentPreviewRoutes } from "./content-preview";
import { releasePreviewRoutes } from "./release-preview";
import { apiRoutes } from "./api";
import { authRoutes } from "./auth-routes";
import { limitRequestBodies } from "./body-limits";
import { canonicalAddresses, createAddressBook } from "./canonical-address";
import { healthRoutes } from "./health";
import { watchContentVersion, type ContentVersion } from "./content-version";
import { fetchHeaders } from "./fetch-request";
import { createLeanStatic, type LeanStatic } from "./lean-static";
import { createPageCache, type PageCache } from "./page-cache";
import {
  formPostsOnly,
  isValidHost,
  pageMethods,
  pagePathOf,
  requireSameOriginForAdmin,
  requireValidHost,
} from "./request-guards";
import {
  cspNonce,
  fileSecurityHeaders,
  fixedSecurityHeaders,
  permissionsAndReporting,
  securityHeaders,
} from "./security-headers";
import { mountDocuments, mountImages, mountStaticFiles } from "./static-files";
import { isUploadedImageUrl, mountUploadedImages, type UploadedImages } from "./uploaded-images";

export interface StartOptions {
  /** The environment as the operator gave it (parsed and checked here). */
  rawEnv: Record<string, string | undefined>;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build folder; in development only its images are served (Vite serves the rest). */
  clientDir?: string;
  vite?: ViteDevServer;
  /** Stop gracefully on SIGTERM and SIGINT, then exit. */
  handleSignals?: boolean;
  /** Timings of the mail delivery worker; the defaults are for production, tests shorten them. */
  mailDelivery?: Partial<MailDeliveryTuning>;
  /** Timings of the CRM webhook's delivery (retries, timeout, lease); tests shorten them. */
  webhookDelivery?: Partial<WebhookDeliveryTuning>;
  /** The sales reminders' timer and clock; `false`: none (server/background-jobs.ts). */
  reminders?: BackgroundJobOptions["reminders"];
  /** Where the JSON log goes (default stdout). */
  logDestination?: DestinationStream;
  /**
   * The documents' renderer (ADR 023): its timings (tests shorten the retry), and `render:
   * false` for no background rendering at all, in tests that do not look at the documents (the
   * pages then link the stored and the build's copies, as without an image build).
   */
  documents?: { retryMs?: number; leaseMs?: number; render?: boolean };
}

export interface RunningServer {
  url: string;
  port: number;
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** The public pages' cache (absent in development and with PAGE_CACHE=off). */
  pageCache?: PageCache;
  /** Renders the catalogs and datasheets from the published content (absent without a client build). */
  documents?: DocumentRenderer;
  /** Stops accepting, lets in-flight requests and the send in flight finish, closes the database. */
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = parseEnv(options.rawEnv);
  const logger = createLogger(env.LOG_LEVEL, options.logDestination);
  const mailer = createMailer(env);
  const production = env.NODE_ENV === "production";
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger,
    production,
  });
  if (production && database.kind === "pglite") {
    logger.warn(
      { dataDir: env.DATA_DIR },
      "production on the embedded database: one instance only, on this disk (set DATABASE_URL for PostgreSQL to run several)",
    );
  }
  let content: ContentStore;
  try {
    await applyMigrations(database);
    // The site's content starts as the one the code ships (ADR 023), on every engine.
    const seeded = await seedContent(database.db);
    if (seeded > 0) logger.info({ items: seeded }, "new database: the site's content added");
    await migrateStoredContent(database.db, logger);
    content = await openContentStore(database);
    // Demo news makes a new local database look alive; never in production.
    if (database.kind === "pglite" && !production && (await isNewsEmpty(database.db))) {
      const added = await seedDemoNews(database.db);
      const projects = await seedDemoProjects(database.db);
      logger.info({ added, projects }, "new embedded database: demo news and project references added");
    }
    if (mailer) {
      const requeued = await requeueUndeliveredMail(database.db);
      if (requeued > 0)
        logger.info({ count: requeued }, "mail is configured: queued the messages stored without it");
    } else {
      logger.warn(
        "mail is not configured (SMTP_URL unset): contact messages are stored and marked undelivered, and are sent once SMTP is configured",
      );
    }
  } catch (error) {
    mailer?.close();
    await database.close();
    throw error;
  }

  // The mail outbox's delivery, the documents' renderer and housekeeping (server/background-jobs.ts).
  const jobs = startBackgroundJobs({
    db: database.db,
    content,
    logger,
    mailer,
    publicUrl: env.PUBLIC_URL,
    mailTuning: options.mailDelivery,
    clientDir: options.clientDir,
    // On a worker thread that loads the server bundle, when running from it.
    serverBundle: !options.vite && options.clientDir ? serverBundle(options.clientDir) : undefined,
    documents: options.documents,
    reminders: options.reminders,
    webhook:
      env.SALES_WEBHOOK_URL && env.SALES_WEBHOOK_SECRET
        ? { url: env.SALES_WEBHOOK_URL, secret: env.SALES_WEBHOOK_SECRET, tuning: options.webhookDelivery }
        : undefined,
  });
  const { mailDelivery, documents } = jobs;
  const storedDocument = (file: string) => readDocumentBytes(database.db, file);
  const auth = createAuthService({
    db: database.db,
    env,
    logger,
    mailEnabled: Boolean(mailer),
    onMailQueued: () => mailDelivery?.wake(),
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: {
        // The client's address as Express reads it (through the trusted proxies), not the socket's.
        req: (req: {
          id: unknown;
          method: string;
          url: string;
          remoteAddress?: string;
          raw?: { ip?: string };
        }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          ip: req.raw?.ip ?? req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  // Security headers first, so every answer carries them (health checks and refusals too).
  const headerMiddlewares = [
    securityHeaders({ isHttps: env.isHttps, dev: Boolean(options.vite) }),
    permissionsAndReporting,
  ];
  app.use(cspNonce, ...headerMiddlewares);
  app.use(requireValidHost);
  // State-changing admin requests from the site's own pages only (request-guards.ts).
  app.use(requireSameOriginForAdmin(env.PUBLIC_URL));
  // Before anything reads a body: each kind of request's body within its limit (body-limits.ts).
  // The post editor's image is for those who may open the editor (page-access.ts).
  app.use(
    limitRequestBodies((req) =>
      auth
        .getSessionUser(fetchHeaders(req))
        .then((user) => user !== null && mayOpenPath(user, pagePathOf(req.path))),
    ),
  );
  app.use(healthRoutes(database, logger));

  // What the security middlewares set on every answer, for those answered from memory.
  const fixedHeaders = fixedSecurityHeaders(headerMiddlewares, []);
  // Uploaded images (posts' pictures, library images in slots), from memory once read, with
  // the security headers of a file rather than a page's.
  const uploadedImages = mountUploadedImages(app, {
    read: (file) => uploadedImageBytes(database.db, file),
    forgetOn: (forget) => content.onChange(() => forget()),
    headers: fileSecurityHeaders(fixedHeaders),
  });
  if (options.vite) {
    // Vite serves the client; the content images and documents come from the last build.
    if (options.clientDir) {
      mountImages(app, options.clientDir);
      mountDocuments(app, options.clientDir, storedDocument);
    }
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    mountStaticFiles(app, options.clientDir, storedDocument);
  }

  // Pages and API answers (the static files are compressed at build). Brotli at quality 5,
  // not the default 4: the home page comes out about 8% smaller for under a millisecond
  // more, which keeps more of the page inside the first round trip.
  // Pages from the page cache are compressed already.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      filter: (req, res) => !res.locals.pageCache && compression.filter(req, res),
    }),
  );
  app.use(authRoutes(auth, env.PUBLIC_URL));
  app.use(adminApiRoutes({ auth, db: database.db }));
  app.use(
    "/api",
    apiRoutes({
      logger,
      features: [
        contactRoutes({
          db: database.db,
          captchaKeys: captchaKeys(env.AUTH_SECRET),
          captchaMaxNumber: env.CAPTCHA_MAX_NUMBER,
          rateLimit: env.CONTACT_RATE_LIMIT,
          mailEnabled: Boolean(mailer),
          sales: { publicUrl: env.PUBLIC_URL, webhookEnabled: Boolean(env.SALES_WEBHOOK_URL) },
          onQueued: () => {
            mailDelivery?.wake();
            jobs.webhookDelivery?.wake();
          },
          quote: { content, authSecret: env.AUTH_SECRET, isHttps: env.isHttps },
        }),
      ],
    }),
  );
  app.use(pageMethods(options.build), formPostsOnly);
  // Each public page at one address, with only the query it uses (ADR 021).
  const addresses = createAddressBook(typeof options.build === "function" ? undefined : options.build.routes);
  app.use(canonicalAddresses(addresses));
  const loadContext = (
    request: Pick<AppContext, "logger" | "nonce" | "requestId" | "clientAddress">,
    reads: Pick<AppContext, "contentReads" | "contentSeen"> = {
      contentReads: new Set<ContentName>(),
      contentSeen: new Map(),
    },
    published: ContentStore = content,
  ) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      db: database.db,
      env,
      auth,
      content: published,
      wakeMail: () => mailDelivery?.wake(),
      wakeWebhook: () => jobs.webhookDelivery?.wake(),
      ...request,
      ...reads,
    });
    return context;
  };
  const getLoadContext = (
    req: express.Request,
    res: express.Response,
    reads?: Pick<AppContext, "contentReads" | "contentSeen">,
    published?: ContentStore,
  ) =>
    loadContext(
      {
        logger: req.log,
        nonce: String(res.locals.cspNonce),
        requestId: String(req.id),
        clientAddress: req.ip,
      },
      reads,
      published,
    );

  // A content item's draft, shown on its public page for the back office (ADR 023).
  const renderWithContent = createCoreHandler(options.build, options.vite ? "development" : "production");
  app.use(
    contentPreviewRoutes({
      auth,
      db: database.db,
      publicUrl: env.PUBLIC_URL,
      mayEdit: (user) => mayOpenArea(user, "content"),
      render: (request, published, req, res) =>
        renderWithContent(request, getLoadContext(req, res, undefined, published)),
    }),
  );
  // A release's items, all in place, on an item's page (issue 46).
  app.use(
    releasePreviewRoutes({
      auth,
      db: database.db,
      publicUrl: env.PUBLIC_URL,
      mayEdit: (user) => mayOpenArea(user, "content"),
      render: (request, published, req, res) =>
        renderWithContent(request, getLoadContext(req, res, undefined, published)),
    }),
  );

  // Public pages are rendered once and kept until the code changes; those that show the news,
  // until the news change too (ADR 015, 020).
  let contentVersion: ContentVersion | undefined;
  let pageCache: PageCache | undefined;
  if (!options.vite && env.PAGE_CACHE === "on") {
    contentVersion = await watchContentVersion(database);
    const renderPage = createCoreHandler(options.build, "production");
    pageCache = createPageCache({
      version: contentVersion,
      content,
      logger,
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      cacheControl:
        env.PAGE_CACHE_SHARED_MAX_AGE > 0
          ? `public, max-age=0, s-maxage=${env.PAGE_CACHE_SHARED_MAX_AGE}`
          : "public, no-cache",
      securityHeaders: (sources) => fixedSecurityHeaders(headerMiddlewares, sources),
      addresses,
      // Rendered as for a visitor without cookies, at the public address, whatever the Host.
      render: async (req, res, _nonce, url) => {
        const headers = fetchHeaders(req);
        headers.delete("cookie");
        headers.delete("authorization");
        const reads = { contentReads: new Set<ContentName>(), contentSeen: new Map<string, string>() };
        const response = await renderPage(
          new Request(new URL(url, env.PUBLIC_URL), { headers }),
          getLoadContext(req, res, reads),
        );
        return { response, ...reads };
      },
      // As a browser without cookies would ask for it.
      renderInBackground: async (url, nonce) => {
        const reads = { contentReads: new Set<ContentName>(), contentSeen: new Map<string, string>() };
        const requestId = `rerender-${randomUUID()}`;
        const response = await renderPage(
          new Request(new URL(url, env.PUBLIC_URL), {
            headers: { accept: "text/html", "accept-language": "en" },
          }),
          loadContext(
            { logger: logger.child({ reqId: requestId }), nonce, requestId, clientAddress: undefined },
            reads,
          ),
        );
        return { response, ...reads };
      },
    });
    app.use(pageCache.fill);
  }
  app.all(
    "/{*path}",
    createRequestHandler({
      build: options.build,
      mode: options.vite ? "development" : "production",
      getLoadContext,
    }),
  );
  app.use(lastResort(logger));

  // Hashed assets, images and cached pages are answered before the middleware.
  const lean: LeanStatic | undefined =
    !options.vite && options.clientDir ? createLeanStatic(options.clientDir, fixedHeaders) : undefined;
  const listener = lean || pageCache ? leanListener(app, lean, pageCache, logger, uploadedImages) : app;

  const stopBackgroundWork = async () => {
    // The send in flight finishes (and is recorded) before the database closes, and so does
    // a page being rendered again after a publish.
    pageCache?.close();
    await Promise.all([jobs.stop(), pageCache?.settled()]);
    mailer?.close();
  };

  // Timeouts are checked every second rather than Node's default 30 s, so they hold as set.
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, listener);
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(env.PORT, env.HOST, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await stopBackgroundWork();
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const shownHost = ["127.0.0.1", "0.0.0.0", "::", "::1"].includes(env.HOST) ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await drain(server, SHUTDOWN_GRACE_MS, logger);
      await stopBackgroundWork();
      await contentVersion?.close();
      await content.close();
      await database.close();
    })();
    return closing;
  };

  if (options.handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, "shutting down: finishing in-flight requests");
      close().then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }

  return { url, port, env, logger, database, pageCache, documents, close };
}

/** Stops accepting connections and waits for in-flight requests, up to a grace period. */
function drain(server: http.Server, graceMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * React Router's context class as the Express adapter sees it. The adapter loads React
 * Router with `require`, and checks that the context it is given is an instance of that
 * copy's class; where `import` yields another copy (the test runner's module loader), a
 * provider made from ours would be refused. Loaders only read through its methods.
 */
/** The server bundle beside a client build (build/server/index.js beside build/client). */
const serverBundle = (clientDir: string) => path.join(clientDir, "..", "server", "index.js");

const requireFromAdapter = createRequire(createRequire(import.meta.url).resolve("@react-router/express"));
const { RouterContextProvider, createRequestHandler: createCoreHandler } = requireFromAdapter(
  "react-router",
) as {
  RouterContextProvider: typeof ContextProvider;
  createRequestHandler: typeof createFetchHandler;
};

/**
 * The server's request listener: hashed assets, images and cached pages straight from
 * memory; everything else (and anything the lean path cannot answer) through Express.
 */
function leanListener(
  app: http.RequestListener,
  lean: LeanStatic | undefined,
  pageCache: PageCache | undefined,
  logger: Logger,
  uploaded: UploadedImages,
): http.RequestListener {
  const debug = logger.isLevelEnabled("debug");
  const fallBack = (req: http.IncomingMessage, res: http.ServerResponse) => (served: boolean) => {
    if (!served) app(req, res);
    else if (debug)
      logger.debug(
        { req: { method: req.method, url: redactUrl(req.url ?? "") }, res: { statusCode: res.statusCode } },
        "served from memory",
      );
  };
  return (req, res) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isValidHost(req.headers.host))
      return app(req, res);
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    const url = req.url ?? "";
    // Uploaded images: from their memory when kept (the id among their ready-made headers),
    // else Express reads them (never the build).
    if (isUploadedImageUrl(url)) {
      const served = uploaded.answerFromMemory(req, res, requestId);
      if (!served) res.setHeader("X-Request-Id", requestId);
      return fallBack(req, res)(served);
    }
    res.setHeader("X-Request-Id", requestId);
    if (lean && url.startsWith("/assets/")) return fallBack(req, res)(lean.asset(req, res));
    const pending =
      lean && url.startsWith("/images/")
        ? lean.image(req, res)
        : pageCache
          ? pageCache.serve(req, res)
          : undefined;
    if (!pending) return app(req, res);
    pending.then(fallBack(req, res), (error: unknown) => {
      logger.error({ err: error }, "answer from memory failed");
      if (!res.headersSent) app(req, res);
    });
  };
}

function lastResort(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      // e.g. the static file server refusing a missing file or a path outside its folder
      const shown = status === 403 ? 404 : status;
      res
        .status(shown)
        .type("text/plain")
        .send(shown === 404 ? "Not found" : "Bad request");
      return;
    }
    logger.error({ err: error }, "request failed");
    res.status(500).type("text/plain").send("Internal server error");
  };
}
