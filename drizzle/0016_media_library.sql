ALTER TABLE "media_images" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "alt_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "caption_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "caption_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "placeholder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "color" text DEFAULT '#cbd5e1' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "media_images_created_idx" ON "media_images" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_focal_check" CHECK (("media_images"."focal_x" is null) = ("media_images"."focal_y" is null) and coalesce("media_images"."focal_x" between 0 and 1 and "media_images"."focal_y" between 0 and 1, true));--> statement-breakpoint
UPDATE "media_images" SET "bytes" = length("original");--> statement-breakpoint
-- A library image changed or deleted raises the content counter and tells every instance
-- (ADR 028): the pages that show it are rendered again with its new words and addresses.
CREATE TRIGGER "media_images_content_version" AFTER UPDATE OR DELETE ON "media_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('content');
