// The work the server does besides answering requests, started and stopped in one place: the
// mail outbox's delivery (ADR 005), the catalogs' and datasheets' renderer (ADR 023), and
// housekeeping (scheduled publishing, pruning). Every instance runs each; the database shares
// the work among them. A new job is started and stopped here.
import { existsSync } from "node:fs";
import path from "node:path";
import type { ContentStore } from "~/.server/content/store";
import type { Database } from "~/.server/db/client";
import { BuiltImages, IMAGES_COMPLETE_MARKER } from "~/.server/documents/images";
import { documentThread } from "~/.server/documents/render-thread";
import { startDocumentRenderer, type DocumentRenderer } from "~/.server/documents/renderer";
import { startHousekeeping } from "~/.server/housekeeping";
import type { Logger } from "~/.server/logger";
import type { Mailer } from "~/.server/mail";
import {
  startMailDelivery,
  type MailDelivery,
  type MailDeliveryTuning,
} from "~/features/contact/send-pending-mail.server";

export interface BackgroundJobOptions {
  db: Database;
  content: ContentStore;
  logger: Logger;
  /** Absent without SMTP: messages are stored and marked undelivered, nothing is sent. */
  mailer: Mailer | undefined;
  publicUrl: string | undefined;
  mailTuning?: Partial<MailDeliveryTuning>;
  /** The client build's folder, whose images the documents draw (none: no document rendering). */
  clientDir: string | undefined;
  /** The server bundle the renderer's worker thread loads (absent: it renders on this thread). */
  serverBundle: string | undefined;
  documents?: { retryMs?: number; leaseMs?: number; render?: boolean };
}

export interface BackgroundJobs {
  mailDelivery: MailDelivery | undefined;
  documents: DocumentRenderer | undefined;
  /** Lets the work in flight finish (a send is recorded, a document stored), then stops. */
  stop(): Promise<void>;
}

export function startBackgroundJobs(options: BackgroundJobOptions): BackgroundJobs {
  const { db, content, logger, mailer } = options;
  const mailDelivery = mailer
    ? startMailDelivery({ db, mailer, logger, tuning: options.mailTuning, publicUrl: options.publicUrl })
    : undefined;
  const housekeeping = startHousekeeping(db, logger);
  const imagesDir = options.clientDir && path.join(options.clientDir, "images");
  const { render = true, ...timings } = options.documents ?? {};
  const documents =
    render && imagesDir && existsSync(path.join(imagesDir, IMAGES_COMPLETE_MARKER))
      ? startDocumentRenderer({
          db,
          content,
          logger,
          images: new BuiltImages(imagesDir),
          imagesDir,
          ...(options.serverBundle && existsSync(options.serverBundle)
            ? { thread: documentThread(options.serverBundle) }
            : {}),
          ...timings,
        })
      : undefined;
  if (!documents && render)
    logger.warn("no image build: the catalogs and datasheets are not rendered again (run npm run build)");
  return {
    mailDelivery,
    documents,
    stop: async () => {
      await Promise.all([mailDelivery?.stop(), housekeeping.stop(), documents?.stop()]);
    },
  };
}
