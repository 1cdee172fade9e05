-- Content migrations (ADR 023): which of the code's content migrations the stored items have been
-- through, each recorded in the transaction that rewrote the versions it changed.
CREATE TABLE "content_migrations" (
	"id" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL
);
