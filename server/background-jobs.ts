// The work the server does besides answering requests, started and stopped in one place: the
// mail outbox's delivery (ADR 005), the CRM webhook's (ADR 032), the catalogs' and datasheets'
// renderer (ADR 023), the sales reminders (ADR 032), and housekeeping (scheduled publishing,
// pruning). Every instance runs each; the database shares the work among them. A new job is
// started and stopped here.
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
import {
  startWebhookDelivery,
  type WebhookDelivery,
  type WebhookDeliveryTuning,
} from "~/features/contact/sales-webhook.server";
import { startReminders } from "~/features/contact/sales-reminders.server";

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
  /** The CRM webhook (SALES_WEBHOOK_URL and its secret); absent: no events are delivered. */
  webhook?: { url: string; secret: string; tuning?: Partial<WebhookDeliveryTuning> };
  /**
   * The sales reminders' timer (ADR 032): every minute, on the real clock, unless a test says
   * otherwise; `false`: none (test servers, whose requests' clocks are the tests' own).
   */
  reminders?: { intervalMs?: number; now?: () => Date } | false;
}

export interface BackgroundJobs {
  mailDelivery: MailDelivery | undefined;
  documents: DocumentRenderer | undefined;
  webhookDelivery: WebhookDelivery | undefined;
  /** Lets the work in flight finish (a send is recorded, a document stored), then stops. */
  stop(): Promise<void>;
}

export function startBackgroundJobs(options: BackgroundJobOptions): BackgroundJobs {
  const { db, content, logger, mailer } = options;
  const mailDelivery = mailer
    ? startMailDelivery({ db, mailer, logger, tuning: options.mailTuning, publicUrl: options.publicUrl })
    : undefined;
  const webhookDelivery = options.webhook
    ? startWebhookDelivery({ db, logger, ...options.webhook })
    : undefined;
  const housekeeping = startHousekeeping(db, logger);
  const reminders =
    options.reminders === false
      ? undefined
      : startReminders({
          db,
          logger,
          mailEnabled: Boolean(mailer),
          publicUrl: options.publicUrl,
          onQueued: () => mailDelivery?.wake(),
          ...options.reminders,
        });
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
    webhookDelivery,
    stop: async () => {
      await Promise.all([
        mailDelivery?.stop(),
        webhookDelivery?.stop(),
        housekeeping.stop(),
        reminders?.stop(),
        documents?.stop(),
      ]);
    },
  };
}
