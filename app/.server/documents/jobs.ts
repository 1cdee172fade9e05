import { createHash } from "node:crypto";
import type { DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { dictionaries } from "~/i18n/messages.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { SiteContent } from "~/lib/content/site-content";
import { catalogDocument } from "./catalog-document";
import {
  catalogContent,
  datasheetContent,
  datasheetProductIds,
  generatedCatalogIds,
  uncoveredCatalogIds,
} from "./coverage";
import { datasheetDocument } from "./datasheet-document";
import type { BuiltImages, ImageSource } from "./images";

/**
 * The version of the documents' code (layout, coverage, images): part of every input key, so
 * raising it renders every document anew. Raise it with any change to app/.server/documents/
 * that changes what a PDF looks like, and with an upgrade of @react-pdf/renderer.
 */
export const DOCUMENTS_CODE_VERSION = "2026-12-07.1 react-pdf 4.9.0";

export type DocumentKind = "catalog" | "datasheet";

/** One document of the site: a catalog or a product's datasheet, in one language. */
export interface DocumentJob {
  kind: DocumentKind;
  /** The catalog card's id, or the product's. */
  id: string;
  locale: Locale;
}

/** Every document the content calls for: each generated catalog and each datasheet, in each language. */
export function documentJobs(content: SiteContent): DocumentJob[] {
  const uncovered = new Set(uncoveredCatalogIds(content));
  return [
    ...generatedCatalogIds(content)
      .filter((id) => !uncovered.has(id))
      .flatMap((id) => LOCALES.map((locale) => ({ kind: "catalog" as const, id, locale }))),
    ...datasheetProductIds(content).flatMap((id) =>
      LOCALES.map((locale) => ({ kind: "datasheet" as const, id, locale })),
    ),
  ];
}

/** The base of a document's file name (the language and a hash of its bytes follow). */
export function documentBaseName(job: Pick<DocumentJob, "kind" | "id">): string {
  return job.kind === "catalog" ? job.id : `${job.id}-datasheet`;
}

/** A document's React tree, drawing its images from `images`. */
export async function documentElement(
  job: DocumentJob,
  content: SiteContent,
  images: ImageSource,
): Promise<ReactElement<DocumentProps>> {
  if (job.kind === "datasheet") return datasheetDocument(content, job.id, job.locale, images);
  const card = content.catalogs.find((entry) => entry.id === job.id);
  if (!card) throw new Error(`No catalog "${job.id}" in the content`);
  return catalogDocument(card, { content, locale: job.locale, images, sectionPages: new Map() });
}

/** The published content a document shows (what its input key is made of, with its images). */
function documentData(job: DocumentJob, content: SiteContent): unknown {
  if (job.kind === "datasheet") return { company: content.company, ...datasheetContent(content, job.id) };
  const covered = catalogContent(content, job.id);
  return {
    company: content.company,
    card: content.catalogs.find((entry) => entry.id === job.id),
    covered,
    ...(covered.coverage.company ? { about: content.about, certificates: content.certificates } : {}),
  };
}

/**
 * What a document is made from, as one hash: the content it shows, its words in the
 * dictionaries, the hashes of its images and the code's version. The same key means the same
 * PDF, so a document is rendered once per key, by one instance.
 */
export async function documentInputKey(
  job: DocumentJob,
  content: SiteContent,
  images: BuiltImages,
): Promise<string> {
  return (await documentInputs(job, content, images)).inputKey;
}

/** A document's input key, and the library renditions (file names) its images are made from. */
export async function documentInputs(
  job: DocumentJob,
  content: SiteContent,
  images: BuiltImages,
): Promise<{ inputKey: string; libraryFiles: string[] }> {
  const recorded = images.fingerprints();
  await documentElement(job, content, recorded);
  const inputKey = createHash("sha256")
    .update(
      canonicalJson({
        code: DOCUMENTS_CODE_VERSION,
        job: { kind: job.kind, id: job.id, locale: job.locale },
        // The specifications' words (a datasheet's table) with the documents' own.
        words: { ...dictionaries[job.locale].documents, specs: dictionaries[job.locale].specs },
        data: documentData(job, content),
        images: [...recorded.hashes].sort(),
      }),
    )
    .digest("hex");
  return { inputKey, libraryFiles: [...recorded.libraryFiles].sort() };
}

/**
 * JSON with each object's keys in order: the database's jsonb keeps keys in an order of its
 * own, so the same content read from the seed or from the database gives the same text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}
