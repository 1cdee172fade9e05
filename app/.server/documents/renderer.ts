import { createHash } from "node:crypto";
import { renderToBuffer } from "@react-pdf/renderer";
import type { DocumentThread } from "./render-thread";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { documentFileName } from "~/lib/document-files";
import { sameContent, type ContentSnapshot } from "../content/store";
import type { Database } from "../db/client";
import { siteDocumentRenders, siteDocuments } from "../db/schema";
import type { Logger } from "../logger";
import type { BuiltImages } from "./images";
import { uploadedImageBytes } from "../media/library";
import { documentBaseName, documentElement, documentInputs, documentJobs, type DocumentJob } from "./jobs";
import { readSeedBytes, seedDocument } from "./seed";
import { readStoredDocuments, type StoredDocument } from "./stored";

/** How many generations of each document are kept: the current one and the one before. */
export const GENERATIONS_KEPT = 2;

export interface DocumentRendererOptions {
  db: Database;
  /** The published content (the content store): read at each round, followed on change. */
  content: {
    snapshot(): Promise<ContentSnapshot>;
    onChange(listener: (before: ContentSnapshot, after: ContentSnapshot) => void): () => void;
  };
  logger: Logger;
  images: BuiltImages;
  /**
   * Where documents are laid out: a worker thread (the server's, so visitors never wait for
   * a layout), else this thread.
   */
  thread?: DocumentThread;
  /** The built images the worker reads (the folder `images` reads). */
  imagesDir?: string;
  /** How long one instance holds a document's render before another may take it over. */
  leaseMs?: number;
  /** How long after a failure (or a render another instance holds) the renderer looks again. */
  retryMs?: number;
}

export interface DocumentRenderer {
  /** Stops after the document in progress (its result is stored) and waits for it. */
  stop(): Promise<void>;
  /** Resolves when no round is running (tests wait for the renderer with it). */
  settled(): Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60 * 1000;
const DEFAULT_RETRY_MS = 60 * 1000;

/** Lets requests waiting on the event loop go first: a document's layout is CPU-heavy. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders the catalog PDFs and datasheets from the published content, in the background
 * (ADR 023). At start and after each change of the content, each document's input key is
 * worked out; a document whose key has no stored row is rendered, one at a time, and stored
 * with its bytes, by the one instance that claimed it (a lease row in site_document_renders,
 * as the mail outbox's claim). Storing a document raises the content counter, so every
 * instance re-renders the pages linking it. The build's copy stands for a document while its
 * key is current. A failure is logged and tried again later; it never stops the server.
 */
export function startDocumentRenderer(options: DocumentRendererOptions): DocumentRenderer {
  const { db, logger, images } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const pending = await round();
          if (pending && !stopped) {
            clearTimeout(retry);
            retry = setTimeout(wake, retryMs);
            retry.unref();
          }
        } catch (error) {
          logger.error({ err: error }, "working out the documents failed; will try again later");
          clearTimeout(retry);
          retry = setTimeout(wake, retryMs);
          retry.unref();
        } finally {
          images.forget();
          // The worker lives for a round: its memory is given back between publishes.
          await options.thread?.close().catch(() => {});
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  /** One pass over every document; true when some are left to try again later. */
  async function round(): Promise<boolean> {
    const { content } = await options.content.snapshot();
    const jobs = documentJobs(content);
    const stored = await readStoredDocuments(db);
    let pending = false;
    for (const job of jobs) {
      if (stopped) break;
      await yieldToRequests();
      try {
        const outcome = await bring(job, content, stored);
        if (outcome === "busy" || outcome === "failed") pending = true;
      } catch (error) {
        pending = true;
        logger.error(
          { err: error, kind: job.kind, id: job.id, locale: job.locale },
          "rendering a document failed; will try again later",
        );
      }
    }
    return pending;
  }

  /**
   * The library renditions a document is drawn from, read from the database (a rendition not
   * made yet is made now). One that cannot be had fails the render, which is tried again later.
   */
  async function libraryRenditions(files: readonly string[]): Promise<Record<string, Uint8Array>> {
    const found: Record<string, Uint8Array> = {};
    for (const file of files) {
      const bytes = await uploadedImageBytes(db, file);
      if (!bytes) throw new Error(`No library rendition "${file}" for a document`);
      found[file] = bytes;
    }
    return found;
  }

  /** Brings one document up to date with the content. */
  async function bring(
    job: DocumentJob,
    content: ContentSnapshot["content"],
    stored: readonly StoredDocument[],
  ): Promise<"current" | "stored" | "busy" | "failed"> {
    const { inputKey, libraryFiles } = await documentInputs(job, content, images);
    const mine = stored.filter(
      (document) =>
        document.kind === job.kind && document.itemId === job.id && document.locale === job.locale,
    );
    const existing = mine.find((document) => document.inputKey === inputKey);
    if (existing) {
      // Back to an earlier generation's content: it becomes the newest again.
      if (existing !== mine.at(-1)) {
        await db
          .update(siteDocuments)
          .set({ createdAt: sql`now()` })
          .where(eq(siteDocuments.file, existing.file));
      }
      return "current";
    }
    const seed = seedDocument(job.kind, job.id, job.locale);
    if (seed?.inputKey === inputKey) {
      // The build's copy is this content's document: linked as it is, or stored again when
      // later generations were stored meanwhile (the pages link the newest stored one).
      if (mine.length === 0) return "current";
      const bytes = await readSeedBytes(seed.file);
      if (bytes) {
        await store(job, inputKey, bytes);
        return "stored";
      }
    }
    if (!(await claim(job, inputKey))) return "busy";
    try {
      // Stored by another instance between this round's look and the claim.
      const [done] = await db
        .select({ file: siteDocuments.file })
        .from(siteDocuments)
        .where(and(...documentIs(job), eq(siteDocuments.inputKey, inputKey)));
      if (done) {
        await release(job, inputKey);
        return "current";
      }
      const started = performance.now();
      const library = await libraryRenditions(libraryFiles);
      let bytes: Uint8Array;
      if (options.thread && options.imagesDir)
        bytes = await options.thread.render({ job, content, imagesDir: options.imagesDir, library });
      else {
        images.addLibraryFiles(library);
        bytes = await renderToBuffer(await documentElement(job, content, images.encoder()));
      }
      const file = await store(job, inputKey, bytes);
      logger.info(
        {
          kind: job.kind,
          id: job.id,
          locale: job.locale,
          inputKey,
          file,
          bytes: bytes.length,
          ms: Math.round(performance.now() - started),
        },
        "document rendered",
      );
      return "stored";
    } catch (error) {
      await db
        .update(siteDocumentRenders)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${retryMs / 1000}::double precision)`,
          lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        })
        .where(renderIs(job, inputKey));
      logger.error(
        { err: error, kind: job.kind, id: job.id, locale: job.locale, inputKey },
        "rendering a document failed; will try again later",
      );
      return "failed";
    }
  }

  /** Claims a document's render for this instance: true unless another holds an unexpired lease. */
  async function claim(job: DocumentJob, inputKey: string): Promise<boolean> {
    const seconds = leaseMs / 1000;
    const claimed = await db
      .insert(siteDocumentRenders)
      .values({
        kind: job.kind,
        itemId: job.id,
        locale: job.locale,
        inputKey,
        lockedUntil: sql`now() + make_interval(secs => ${seconds}::double precision)`,
        attempts: 1,
      })
      .onConflictDoUpdate({
        target: [
          siteDocumentRenders.kind,
          siteDocumentRenders.itemId,
          siteDocumentRenders.locale,
          siteDocumentRenders.inputKey,
        ],
        set: {
          lockedUntil: sql`now() + make_interval(secs => ${seconds}::double precision)`,
          attempts: sql`${siteDocumentRenders.attempts} + 1`,
        },
        setWhere: sql`${siteDocumentRenders.lockedUntil} < now()`,
      })
      .returning({ attempts: siteDocumentRenders.attempts });
    return claimed.length > 0;
  }

  const release = (job: DocumentJob, inputKey: string) =>
    db.delete(siteDocumentRenders).where(renderIs(job, inputKey));

  /** Stores a document, ends its claim and deletes generations past the last two. */
  async function store(job: DocumentJob, inputKey: string, bytes: Buffer | Uint8Array): Promise<string> {
    const data = Buffer.from(bytes);
    const file = documentFileName(
      documentBaseName(job),
      job.locale,
      createHash("sha256").update(data).digest("hex"),
    );
    await db.transaction(async (tx) => {
      await tx
        .insert(siteDocuments)
        .values({
          kind: job.kind,
          itemId: job.id,
          locale: job.locale,
          inputKey,
          file,
          bytes: data,
          size: data.length,
        })
        .onConflictDoNothing();
      await tx.delete(siteDocumentRenders).where(renderIs(job, inputKey));
      const kept = await tx
        .select({ id: siteDocuments.id })
        .from(siteDocuments)
        .where(and(...documentIs(job)))
        .orderBy(desc(siteDocuments.createdAt), desc(siteDocuments.id))
        .limit(GENERATIONS_KEPT);
      // Deleted only when there is something to delete (each deleted row tells every instance).
      const older = await tx
        .select({ id: siteDocuments.id })
        .from(siteDocuments)
        .where(
          and(
            ...documentIs(job),
            notInArray(
              siteDocuments.id,
              kept.map((row) => row.id),
            ),
          ),
        );
      if (older.length > 0)
        await tx.delete(siteDocuments).where(
          inArray(
            siteDocuments.id,
            older.map((row) => row.id),
          ),
        );
    });
    return file;
  }

  const stopFollowing = options.content.onChange((before, after) => {
    // Only documents were stored: nothing to render for that.
    if (!sameContent(before, after)) wake();
  });
  // After the server has started listening: the first round does not delay the start.
  const first = setTimeout(wake, 0);

  return {
    stop: async () => {
      stopped = true;
      stopFollowing();
      clearTimeout(first);
      clearTimeout(retry);
      await running;
    },
    settled: async () => {
      while (running) await running;
    },
  };
}

function documentIs(job: DocumentJob) {
  return [
    eq(siteDocuments.kind, job.kind),
    eq(siteDocuments.itemId, job.id),
    eq(siteDocuments.locale, job.locale),
  ] as const;
}

function renderIs(job: DocumentJob, inputKey: string) {
  return and(
    eq(siteDocumentRenders.kind, job.kind),
    eq(siteDocumentRenders.itemId, job.id),
    eq(siteDocumentRenders.locale, job.locale),
    eq(siteDocumentRenders.inputKey, inputKey),
  );
}
