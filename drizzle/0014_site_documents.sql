CREATE TABLE "site_document_renders" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"input_key" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "site_document_renders_kind_item_id_locale_input_key_pk" PRIMARY KEY("kind","item_id","locale","input_key")
);
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"input_key" text NOT NULL,
	"file" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_documents_kind_check" CHECK ("site_documents"."kind" in ('catalog', 'datasheet'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_documents_input_idx" ON "site_documents" USING btree ("kind","item_id","locale","input_key");--> statement-breakpoint
CREATE UNIQUE INDEX "site_documents_file_idx" ON "site_documents" USING btree ("file");--> statement-breakpoint
CREATE INDEX "site_documents_newest_idx" ON "site_documents" USING btree ("kind","item_id","locale","created_at");--> statement-breakpoint
-- A stored, promoted or deleted document raises the content counter and tells every instance
-- (ADR 023): the pages linking documents are rendered again with the new links.
CREATE TRIGGER "site_documents_content_version" AFTER INSERT OR UPDATE OR DELETE ON "site_documents"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('content');
