import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { normaliseForSearch } from "../../lib/normalise-for-search";

export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export { POST_TYPES, type PostType } from "../../lib/content/schemas";
import { POST_TYPES } from "../../lib/content/schemas";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// Accented capitals and small letters, and each without its accent in lower case: lower()
// leaves non-ASCII capitals alone under the C collation (PGlite's), so translate() folds
// both. The plain letters come from the function that folds a search query, so the two
// sides cannot disagree.
const ACCENTED = "ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÑñÇç";
export const SEARCH_FOLD = { accented: ACCENTED, plain: normaliseForSearch(ACCENTED) };

/**
 * A post's title and excerpt in one language, folded as normaliseForSearch() folds a query
 * (lower case, no accents, runs of white space as one space), for the site search to match
 * with a plain LIKE: computed once per write instead of for every row at every search.
 */
const searchText = (title: string, excerpt: string) =>
  sql.raw(
    `translate(lower(regexp_replace(${title} || ' ' || coalesce(${excerpt}, ''), '\\s+', ' ', 'g')), ` +
      `'${SEARCH_FOLD.accented}', '${SEARCH_FOLD.plain}')`,
  );
// The Spanish text where there is one (not blank), else the English: as localizedColumn() reads.
const spanishOr = (column: string) => `coalesce(nullif(btrim("${column}_es"), ''), "${column}")`;

/**
 * News and press releases. The spec's fields, plus the Spanish version of the texts:
 * one row is one article in both languages, so both language pages share its id.
 */
export const mediaPosts = pgTable(
  "media_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    postType: text("post_type", { enum: POST_TYPES }).notNull().default("news"),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content"),
    titleEs: text("title_es"),
    excerptEs: text("excerpt_es"),
    contentEs: text("content_es"),
    featuredImageUrl: text("featured_image_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    searchTextEn: text("search_text_en").notNull().generatedAlwaysAs(searchText(`"title"`, `"excerpt"`)),
    searchTextEs: text("search_text_es")
      .notNull()
      .generatedAlwaysAs(searchText(spanishOr("title"), spanishOr("excerpt"))),
  },
  (t) => [
    check("media_posts_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("media_posts_post_type_check", sql`${t.postType} in ('news', 'press_release')`),
    check("media_posts_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("media_posts_published_has_date", sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    // The news list, the home page's latest news, the feed and the sitemap read published
    // posts in this order (`published_at desc, id desc`, or backwards), and the count reads
    // its first column: one index serves them all, at any depth. NULLS FIRST is what a plain
    // `desc` sorts by: an index with the other order could not serve the sort.
    index("media_posts_published_idx").on(
      t.status,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export { SALES_STATUSES, type SalesStatus } from "../../lib/sales-status";
import { SALES_STATUSES } from "../../lib/sales-status";

/** What a visitor sent through the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    productId: text("product_id"),
    productName: text("product_name"),
    isSpam: boolean("is_spam").notNull().default(false),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The client's Idempotency-Key: a retried request finds its first answer here. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the submitted fields: a key reused for another message is refused. */
    requestHash: text("request_hash"),
    /** Where the request stands in the sales pipeline (ADR 032); spam is a flag beside it. */
    status: text("status", { enum: SALES_STATUSES }).notNull().default("new"),
    /** Why a lost request was lost (required with "lost", cleared otherwise). */
    lostReason: text("lost_reason"),
    /** The sales or administrator account that works it (null: nobody yet). */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** The day its owner means to act next (the company's calendar day). */
    nextActionOn: date("next_action_on", { mode: "string" }),
    /** When its first reply from the back office was sent to the buyer. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /** When its owner was reminded that it is still new (once). */
    remindedNewAt: timestamp("reminded_new_at", { withTimezone: true }),
    /** The next action day its owner was reminded of (once per day set). */
    remindedActionOn: date("reminded_action_on", { mode: "string" }),
    /** Raised by every change from the back office: one from an older one is refused (ADR 022). */
    version: integer("version").notNull().default(1),
    /** A quote request's project data (ADR 026); null for a plain message. */
    project: jsonb("project").$type<QuoteProject>(),
    ...timestamps,
  },
  (t) => [
    check("contact_messages_locale_check", sql`${t.locale} in ('en', 'es')`),
    check(
      "contact_messages_status_check",
      sql`${t.status} in ('new', 'in_progress', 'quoted', 'won', 'lost', 'closed')`,
    ),
    check("contact_messages_lost_reason_check", sql`(${t.status} = 'lost') = (${t.lostReason} is not null)`),
    index("contact_messages_owner_idx").on(t.ownerId),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex("contact_messages_idempotency_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed", "undelivered"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/**
 * What an outbox row sends: a contact message to the team, an address-verification link, or
 * the confirmation of a quote request to the buyer (ADR 026).
 */
export const MAIL_KINDS = [
  "contact",
  "verification",
  "quote_confirmation",
  "sales_reply",
  "sales_notice",
  "download_link",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The e-mails the site owes (transactional outbox). A contact message's row is written in
 * the same transaction as the message, and the e-mail is composed from it when sent; any
 * other kind carries its own recipient, subject and body. Status: pending (due at
 * next_attempt_at), sending (claimed by one instance until locked_until), sent, failed
 * (after the last attempt), or undelivered (mail was not configured).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull().default("contact"),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    /** A quote confirmation's request: erasing the request erases the e-mail owed about it. */
    confirmsMessageId: uuid("confirms_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    /**
     * The request a sales e-mail is about (a reply to its buyer, a notice to its owner):
     * erasing the request erases the e-mails owed about it.
     */
    regardingMessageId: uuid("regarding_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    /** A reply's timeline entry, whose files it attaches. */
    replyEventId: uuid("reply_event_id").references(() => requestEvents.id, { onDelete: "cascade" }),
    /** A gated document's link, e-mailed to who asked for it: erasing them erases the e-mail. */
    downloadLeadId: uuid("download_lead_id").references(() => downloadLeads.id, { onDelete: "cascade" }),
    /** A reply's threading headers: the Message-ID it answers and the thread's Message-IDs. */
    inReplyTo: text("in_reply_to"),
    references: text("references"),
    recipient: text("recipient"),
    subject: text("subject"),
    bodyText: text("body_text"),
    bodyHtml: text("body_html"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      "mail_outbox_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'undelivered')`,
    ),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
    check(
      "mail_outbox_kind_check",
      sql`${t.kind} in ('contact', 'verification', 'quote_confirmation', 'sales_reply', 'sales_notice', 'download_link')`,
    ),
    // A contact row names its message; any other row carries the e-mail itself.
    check(
      "mail_outbox_payload_check",
      sql`(${t.kind} = 'contact' and ${t.contactMessageId} is not null)
        or (${t.kind} <> 'contact' and ${t.recipient} is not null and ${t.subject} is not null and ${t.bodyText} is not null)`,
    ),
    // One e-mail per message: a second outbox row could only mean a second send.
    uniqueIndex("mail_outbox_contact_message_idx").on(t.contactMessageId),
    index("mail_outbox_confirms_message_idx").on(t.confirmsMessageId),
    index("mail_outbox_regarding_message_idx").on(t.regardingMessageId),
    index("mail_outbox_download_lead_idx").on(t.downloadLeadId),
    // The delivery worker's claim: due pending rows, and sending rows whose lease ran out.
    index("mail_outbox_pending_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_sending_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);

export const MAIL_ATTEMPT_OUTCOMES = ["sent", "error"] as const;

/**
 * Each attempt to send an outbox row's e-mail, as it ended: sent, or the server's error. The
 * outbox row holds the current state; this is its history (the office shows it with the
 * message). It goes with its row.
 */
export const mailAttempts = pgTable(
  "mail_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: MAIL_ATTEMPT_OUTCOMES }).notNull(),
    error: text("error"),
  },
  (t) => [
    check("mail_attempts_outcome_check", sql`${t.outcome} in ('sent', 'error')`),
    index("mail_attempts_outbox_idx").on(t.outboxId, t.attemptedAt),
  ],
);

/**
 * Fixed-window counters of the rate limits, in the database so that every instance
 * counts the same hits. One row per scope, key and window; old windows are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.windowStart] }),
    index("rate_limit_hits_window_idx").on(t.windowStart),
  ],
);

/** Captchas already used, kept until they expire anyway: a solved captcha counts once. */
export const captchaRedemptions = pgTable(
  "captcha_redemptions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_redemptions_expires_idx").on(t.expiresAt)],
);

// Accounts and sessions (better-auth's core tables, with its field names in TypeScript and
// ours in SQL; see ADR 014). Ids are better-auth's random strings.

/** A person who signed up. The e-mail is stored lowercased. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Set while an administrator has disabled the account: no session, no sign-in (ADR 018). */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** The last successful sign-in (sessions are deleted at sign-out, so it is kept here). */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  /**
   * Raised by every change an administrator makes to the account or its roles (not by its own
   * sign-ins): a change asked from an older one is refused (ADR 022).
   */
  version: integer("version").notNull().default(1),
  /** Whether sign-in asks for a second factor (set when an authenticator app is confirmed). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...timestamps,
});

/** A signed-in browser: the cookie holds the token (signed); deleted at sign-out. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * When the person at this browser last proved who they are again (password, and code when
     * they have a second factor) for a sensitive change; the sign-in counts as the first. ADR 014.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * An account's authenticator app: its secret and recovery codes (both encrypted with
 * AUTH_SECRET), and the failed codes that lock it for a while. `verified` is false until the
 * first code from the app is accepted. better-auth's two-factor plugin reads and writes it.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_idx").on(t.userId)],
);

/**
 * An account's passkeys (WebAuthn credentials), a second factor beside the authenticator app
 * (ADR 014): the public key the authenticator made, its signature counter, and when it was last
 * used. `credentialId` is the authenticator's own id, base64url.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/** How a user signs in: here only the "credential" account, holding the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** better-auth's one-time values (not used by e-mail verification, whose links are signed). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * A role granted to a user: `admin` (everything), `editor` (news and content) or `sales` (the
 * requests and their pipeline); ADR 014, ADR 032.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "editor", "sales"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_roles_role_check", sql`${t.role} in ('admin', 'editor', 'sales')`),
    uniqueIndex("user_roles_user_role_idx").on(t.userId, t.role),
  ],
);

/**
 * What administrators did: one row per action, written in the same transaction as the
 * change. The actor's e-mail is copied so the trail survives the account's deletion.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** A dotted code such as `post.publish` or `message.mark_handled` (never a sentence). */
    action: text("action").notNull(),
    /** The kind of record acted on: `post`, `message`, `user`. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_entity_idx").on(t.entityType, t.entityId),
    index("admin_audit_log_actor_idx").on(t.actorUserId),
  ],
);

/** Binary data (PostgreSQL bytea), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Featured images uploaded in the back office: the original as sent (checked by its content)
 * and, in media_image_variants, the AVIF and WebP files the pages show. Kept in the database
 * so every instance serves every image with no shared disk (ADR 017).
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The first 16 hex digits of the original's SHA-256: part of every variant's address. */
    hash: text("hash").notNull(),
    /** image/jpeg, image/png, image/webp or image/avif, as the content says. */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    original: bytea("original").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The media library's words and settings (ADR 028); empty texts are missing ones. */
    fileName: text("file_name").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    altEs: text("alt_es").notNull().default(""),
    captionEn: text("caption_en").notNull().default(""),
    captionEs: text("caption_es").notNull().default(""),
    /** Shown for its looks only: pages give it an empty alt, and none is asked for. */
    decorative: boolean("decorative").notNull().default(false),
    /** The point a crop keeps in view (0..1 from the left and from the top); none: the centre. */
    focalX: real("focal_x"),
    focalY: real("focal_y"),
    /** A tiny blurred WebP as a data: address, and the image's dominant colour (#rrggbb). */
    placeholder: text("placeholder").notNull().default(""),
    color: text("color").notNull().default("#cbd5e1"),
    /** The original's size in bytes. */
    bytes: integer("bytes").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "media_images_focal_check",
      sql`(${t.focalX} is null) = (${t.focalY} is null) and coalesce(${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1, true)`,
    ),
    index("media_images_created_idx").on(t.createdAt.desc()),
  ],
);

/** One encoded rendition of an uploaded image: a size (card or post) at a width, in one format. */
export const mediaImageVariants = pgTable(
  "media_image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    /** card or post (a post's picture), thumb (the library's grid) or a content slot (hero, gallery…). */
    size: text("size").notNull(),
    width: integer("width").notNull(),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.size, t.width, t.format] })],
);

/** A quote request's project data, every part optional (ADR 026). */
export interface QuoteProject {
  application?: "municipal" | "industrial" | "private";
  sector?: string;
  flow?: number;
  flowUnit?: "m3/day" | "m3/h" | "MGD" | "L/s";
  location?: string;
  timeline?: string;
  budget?: string;
}

/** The products of a quote request, in the buyer's order, with the name they had then. */
export const quoteItems = pgTable(
  "quote_items",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note"),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    check("quote_items_quantity_check", sql`${t.quantity} between 1 and 9999`),
  ],
);

/**
 * Files sent with a quote request, checked by their content, kept in the database so every
 * instance serves them (as ADR 017's images); they go with the request (ADR 026).
 */
export const contactAttachments = pgTable(
  "contact_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The name the buyer's file had, cleaned for a Content-Disposition header. */
    fileName: text("file_name").notNull(),
    /** What the content is (pdf, dwg, dxf, jpeg, png, xlsx, docx), never what the browser said. */
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_attachments_message_idx").on(t.messageId, t.position)],
);

/** What a request's timeline holds (ADR 032). */
export const REQUEST_EVENT_KINDS = [
  "assigned",
  "status",
  "owner",
  "next_action",
  "note",
  "reply",
  "reminder",
] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

/**
 * A request's timeline: every change of its status, owner and next action, every note, reply
 * and reminder, with who (null: the site itself) and when. It goes with its request; the
 * audit log keeps its own rows of the office's changes, without what was written.
 */
export const requestEvents = pgTable(
  "request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REQUEST_EVENT_KINDS }).notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    /** What changed (`{ from, to }`), the note's or reply's text, the reminder's reason. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "request_events_kind_check",
      sql`${t.kind} in ('assigned', 'status', 'owner', 'next_action', 'note', 'reply', 'reminder')`,
    ),
    index("request_events_message_idx").on(t.messageId, t.createdAt),
  ],
);

/** Files the sales team attached to a reply, checked by content as the buyers' are. */
export const requestReplyFiles = pgTable(
  "request_reply_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => requestEvents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fileName: text("file_name").notNull(),
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [index("request_reply_files_event_idx").on(t.eventId, t.position)],
);

/** Who owns a new request from a country (ISO 3166-1 alpha-2), edited by administrators. */
export const salesRules = pgTable(
  "sales_rules",
  {
    countryCode: text("country_code").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [check("sales_rules_country_check", sql`${t.countryCode} ~ '^[A-Z]{2}$'`)],
);

/**
 * The pipeline's settings (one row): the owner of a request no rule claims, when a new
 * request's owner is reminded (working hours, in the company's time zone).
 */
export const salesSettings = pgTable(
  "sales_settings",
  {
    id: integer("id").primaryKey().default(1),
    defaultOwnerId: text("default_owner_id").references(() => users.id, { onDelete: "set null" }),
    reminderHours: integer("reminder_hours").notNull().default(8),
    workdayStart: integer("workday_start").notNull().default(8),
    workdayEnd: integer("workday_end").notNull().default(17),
    timeZone: text("time_zone").notNull().default("America/Chicago"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sales_settings_single_row", sql`${t.id} = 1`),
    check("sales_settings_reminder_hours_check", sql`${t.reminderHours} between 1 and 200`),
    check(
      "sales_settings_workday_check",
      sql`${t.workdayStart} between 0 and 23 and ${t.workdayEnd} between 1 and 24 and ${t.workdayStart} < ${t.workdayEnd}`,
    ),
  ],
);

export const WEBHOOK_STATUSES = ["pending", "sending", "delivered", "failed"] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/**
 * The events owed to the company's CRM (SALES_WEBHOOK_URL), a durable queue like the mail
 * outbox: written in the transaction of the change it reports, its body fixed then (so every
 * retry sends the same bytes under the same id and signature), delivered by a worker that
 * claims one row at a time with a lease. It goes with its request (erasure).
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** Sent as X-Webhook-Id: one per event, the same on every retry. */
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    /** `request.created` or `request.status_changed`. */
    event: text("event").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: WEBHOOK_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    lastStatusCode: integer("last_status_code"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("webhook_events_status_check", sql`${t.status} in ('pending', 'sending', 'delivered', 'failed')`),
    index("webhook_events_created_idx").on(t.createdAt.desc()),
    index("webhook_events_pending_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_events_sending_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);

/** Each attempt to deliver a webhook event, as it ended. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: ["delivered", "error"] }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [
    check("webhook_attempts_outcome_check", sql`${t.outcome} in ('delivered', 'error')`),
    index("webhook_attempts_event_idx").on(t.eventId, t.attemptedAt),
  ],
);

export type QuoteItem = typeof quoteItems.$inferSelect;

export type MediaPost = typeof mediaPosts.$inferSelect;
export type NewMediaPost = typeof mediaPosts.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type User = typeof users.$inferSelect;
export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;

/**
 * A counter per kind of content the public pages show, raised by a trigger on every change
 * to its table (ADR 015): the page cache of every instance compares it, so no writer has to
 * know the cache exists. `news` counts changes to `media_posts`.
 */
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const CONTENT_REVISION_STATES = ["draft", "scheduled", "published", "superseded"] as const;
export type ContentRevisionState = (typeof CONTENT_REVISION_STATES)[number];

/**
 * The site's content outside the news (ADR 023): one row per item (the company, a page's
 * content, a service, a category, a product), its type and its stable key; its fields live
 * in content_revisions. `position` orders the items of a type as the site lists them.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    key: text("key").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_items_type_key_idx").on(t.type, t.key)],
);

/**
 * Every saved version of an item's fields. At most one is published per item; a publish
 * supersedes the one before, which is kept (the history). `createdBy` is null for the seed.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    state: text("state", { enum: CONTENT_REVISION_STATES }).notNull(),
    data: jsonb("data").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /**
     * When this version became the published one; null for a version never published (a
     * draft, a schedule that was replaced). Only a once-published version's slug may live on
     * as a redirect to its page.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "content_revisions_state_check",
      sql`${t.state} in ('draft', 'scheduled', 'published', 'superseded')`,
    ),
    uniqueIndex("content_revisions_item_version_idx").on(t.itemId, t.version),
    uniqueIndex("content_revisions_published_idx")
      .on(t.itemId)
      .where(sql`${t.state} = 'published'`),
  ],
);

/**
 * The content migrations applied to the stored items (app/.server/content/migrations.ts): one
 * row per migration, written in the transaction that rewrote the revisions it changed, so each
 * runs once on a database, whichever instance starts first.
 */
export const contentMigrations = pgTable("content_migrations", {
  id: text("id").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  /** How many stored versions it changed. */
  revisions: integer("revisions").notNull().default(0),
});

/**
 * The catalog PDFs and datasheets rendered from the published content (ADR 023): one row per
 * document (kind, the catalog's or product's id, language) and input key (a hash of what it
 * was made from), with the PDF's bytes. Kept in the database so every instance serves and
 * links the same files; the last two generations of each document are kept.
 */
export const siteDocuments = pgTable(
  "site_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Rendered from the content (catalog, datasheet), or a catalog card's PDF an editor uploaded. */
    kind: text("kind", { enum: ["catalog", "datasheet", "upload"] }).notNull(),
    itemId: text("item_id").notNull(),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    inputKey: text("input_key").notNull(),
    /** The name it is served under (/documents/<file>), with a hash of its bytes. */
    file: text("file").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_documents_kind_check", sql`${t.kind} in ('catalog', 'datasheet', 'upload')`),
    uniqueIndex("site_documents_input_idx").on(t.kind, t.itemId, t.locale, t.inputKey),
    uniqueIndex("site_documents_file_idx").on(t.file),
    index("site_documents_newest_idx").on(t.kind, t.itemId, t.locale, t.createdAt),
  ],
);

/**
 * Who renders a document for an input key: a row claimed by one instance until locked_until
 * (as the mail outbox's claim). A failure leaves it locked until the retry time, with the
 * error; a stored document deletes it.
 */
export const siteDocumentRenders = pgTable(
  "site_document_renders",
  {
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    locale: text("locale").notNull(),
    inputKey: text("input_key").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.locale, t.inputKey] })],
);

import { DOCUMENT_LANGUAGES, UPLOAD_FORMATS, UPLOAD_TYPES } from "../../lib/downloads";

/**
 * The downloads centre's uploaded files (issue 44), by their key: the SHA-256 of their bytes,
 * so the same file uploaded twice is kept once. Kept in the database, as the catalog cards'
 * PDFs and the media library's images are, so every instance serves every file.
 */
export const downloadFiles = pgTable("download_files", {
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document the company uploaded for the downloads centre: its title in both languages (an
 * empty Spanish one reads the English), kind, language, version and date, the product or
 * category it belongs to (neither: the company's), its file (name, format, type, size and the
 * key of its bytes), and whether a visitor gives their details before downloading it.
 */
export const downloadDocuments = pgTable(
  "download_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titleEn: text("title_en").notNull(),
    titleEs: text("title_es").notNull().default(""),
    type: text("type", { enum: UPLOAD_TYPES }).notNull(),
    language: text("language", { enum: DOCUMENT_LANGUAGES }).notNull(),
    version: text("version").notNull().default(""),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    productId: text("product_id"),
    categoryId: text("category_id"),
    fileName: text("file_name").notNull(),
    format: text("format", { enum: UPLOAD_FORMATS }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    fileKey: text("file_key")
      .notNull()
      .references(() => downloadFiles.key),
    gated: boolean("gated").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("download_documents_title_not_blank", sql`length(trim(${t.titleEn})) > 0`),
    check(
      "download_documents_type_check",
      sql`${t.type} in ('manual', 'drawing', 'brochure', 'certificate', 'other')`,
    ),
    check("download_documents_language_check", sql`${t.language} in ('en', 'es', 'neutral')`),
    check("download_documents_format_check", sql`${t.format} in ('pdf', 'dwg', 'dxf', 'step')`),
    check("download_documents_size_check", sql`${t.size} > 0`),
    index("download_documents_file_key_idx").on(t.fileKey),
  ],
);

/**
 * Who asked for a gated document: their name, e-mail and company, when they consented, and the
 * document (its title as it was, should the document be deleted). Erased from the back office.
 */
export const downloadLeads = pgTable(
  "download_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").references(() => downloadDocuments.id, { onDelete: "set null" }),
    documentTitle: text("document_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("download_leads_locale_check", sql`${t.locale} in ('en', 'es')`),
    index("download_leads_created_idx").on(t.createdAt.desc()),
    index("download_leads_document_idx").on(t.documentId),
  ],
);

export const CONTENT_RELEASE_STATES = ["open", "scheduled", "published", "held"] as const;
export type ContentReleaseState = (typeof CONTENT_RELEASE_STATES)[number];

/**
 * A release (issue 46, ADR 034): drafts of several items gathered under a name and published
 * together, at once or at a scheduled time, in one transaction. `held`: a scheduled release
 * that could not be published when its time came (`heldReason` says why); nothing of it was.
 * `version` is raised by every change (ADR 022's optimistic concurrency).
 */
export const contentReleases = pgTable(
  "content_releases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    state: text("state", { enum: CONTENT_RELEASE_STATES }).notNull().default("open"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Why a scheduled release was held: its items in conflict and the fields refused. */
    heldReason: jsonb("held_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    check("content_releases_state_check", sql`${t.state} in ('open', 'scheduled', 'published', 'held')`),
    check("content_releases_name_not_blank", sql`length(trim(${t.name})) > 0`),
    index("content_releases_due_idx")
      .on(t.publishAt)
      .where(sql`${t.state} = 'scheduled'`),
  ],
);

/**
 * The items of a release: each with the version it had when added, the draft the release
 * publishes. `active` until the release is published: an item is in one unpublished release
 * at a time (the partial unique index).
 */
export const contentReleaseItems = pgTable(
  "content_release_items",
  {
    releaseId: uuid("release_id")
      .notNull()
      .references(() => contentReleases.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    active: boolean("active").notNull().default(true),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.itemId] }),
    uniqueIndex("content_release_items_active_idx")
      .on(t.itemId)
      .where(sql`${t.active}`),
  ],
);
