CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"product_id" text,
	"product_name" text,
	"is_spam" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "media_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"post_type" text DEFAULT 'news' NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text,
	"title_es" text,
	"excerpt_es" text,
	"content_es" text,
	"featured_image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_posts_status_check" CHECK ("media_posts"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "media_posts_post_type_check" CHECK ("media_posts"."post_type" in ('news', 'press_release')),
	CONSTRAINT "media_posts_title_not_blank" CHECK (length(trim("media_posts"."title")) > 0),
	CONSTRAINT "media_posts_published_has_date" CHECK ("media_posts"."status" <> 'published' or "media_posts"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_posts_published_idx" ON "media_posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_idx" ON "user_roles" USING btree ("user_id","role");