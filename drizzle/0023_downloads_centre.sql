-- The downloads centre (issue 44): the documents the company uploads (manuals, drawings,
-- brochures, certificates) with their files' bytes kept once per content, the leads of the
-- gated ones, and the outbox's e-mail of a gated document's link, erased with its lead.
CREATE TABLE "download_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"product_id" text,
	"category_id" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"file_key" text NOT NULL,
	"gated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_documents_title_not_blank" CHECK (length(trim("download_documents"."title_en")) > 0),
	CONSTRAINT "download_documents_type_check" CHECK ("download_documents"."type" in ('manual', 'drawing', 'brochure', 'certificate', 'other')),
	CONSTRAINT "download_documents_language_check" CHECK ("download_documents"."language" in ('en', 'es', 'neutral')),
	CONSTRAINT "download_documents_format_check" CHECK ("download_documents"."format" in ('pdf', 'dwg', 'dxf', 'step')),
	CONSTRAINT "download_documents_size_check" CHECK ("download_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "download_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid,
	"document_title" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_leads_locale_check" CHECK ("download_leads"."locale" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "download_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "download_documents" ADD CONSTRAINT "download_documents_file_key_download_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."download_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_leads" ADD CONSTRAINT "download_leads_document_id_download_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."download_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_documents_file_key_idx" ON "download_documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "download_leads_created_idx" ON "download_leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "download_leads_document_idx" ON "download_leads" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_download_lead_id_download_leads_id_fk" FOREIGN KEY ("download_lead_id") REFERENCES "public"."download_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_download_lead_idx" ON "mail_outbox" USING btree ("download_lead_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('contact', 'verification', 'quote_confirmation', 'sales_reply', 'sales_notice', 'download_link'));
--> statement-breakpoint
-- A document added, changed or deleted raises the content counter and tells every instance
-- (ADR 023): the downloads centre, the product pages and search show it at once.
CREATE TRIGGER "download_documents_content_version" AFTER INSERT OR UPDATE OR DELETE ON "download_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('content');
