import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { normaliseForSearch } from "../../lib/normalise-for-search";

export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_TYPES = ["news", "press_release"] as const;
export type PostType = (typeof POST_TYPES)[number];

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
    ...timestamps,
  },
  (t) => [
    check("contact_messages_locale_check", sql`${t.locale} in ('en', 'es')`),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    uniqueIndex("contact_messages_idempotency_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed", "undelivered"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The e-mail owed for a contact message (transactional outbox). Written in the same
 * transaction as the message, so a stored message always has its delivery recorded:
 * pending (due at next_attempt_at), sending (claimed by one instance until locked_until),
 * sent, failed (after the last attempt), or undelivered (mail was not configured).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactMessageId: uuid("contact_message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
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
    // One e-mail per message: a second outbox row could only mean a second send.
    uniqueIndex("mail_outbox_contact_message_idx").on(t.contactMessageId),
    // The delivery worker's claim: due pending rows, and sending rows whose lease ran out.
    index("mail_outbox_pending_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_sending_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
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

/** A role granted to a user; the only role the product checks is `admin`. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_roles_role_check", sql`${t.role} in ('admin')`),
    uniqueIndex("user_roles_user_role_idx").on(t.userId, t.role),
  ],
);

export type MediaPost = typeof mediaPosts.$inferSelect;
export type NewMediaPost = typeof mediaPosts.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
