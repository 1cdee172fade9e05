import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  },
  (t) => [
    check("media_posts_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("media_posts_post_type_check", sql`${t.postType} in ('news', 'press_release')`),
    check("media_posts_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("media_posts_published_has_date", sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    index("media_posts_published_idx").on(t.status, t.publishedAt.desc()),
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
    ...timestamps,
  },
  (t) => [
    check("contact_messages_locale_check", sql`${t.locale} in ('en', 'es')`),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
  ],
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
