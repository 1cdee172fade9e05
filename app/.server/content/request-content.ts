// What a request's loaders read of the published content (ADR 023): through the request's
// context, one look at the store per request, each part read noted for the page cache.
import { appContext, type AppContext } from "../app-context";
import type { StoredDocument } from "../documents/stored";
import { downloadsPart, type DownloadEntry } from "../downloads/documents";
import type { SiteContent } from "~/lib/content/site-content";
import { documentsPart, type ContentPart, type ContentSnapshot } from "./store";

type LoaderContext = { get(key: typeof appContext): Pick<AppContext, "content" | "contentSeen"> };
const perRequest = new WeakMap<LoaderContext, Promise<ContentSnapshot>>();

function requestSnapshot(context: LoaderContext): Promise<ContentSnapshot> {
  let snapshot = perRequest.get(context);
  if (!snapshot) {
    snapshot = context.get(appContext).content.snapshot();
    perRequest.set(context, snapshot);
  }
  return snapshot;
}

/**
 * The parts of the published content a loader shows: `await siteContent(context, ["company",
 * "services"])`. The page notes each part it read with its fingerprint, so the page cache
 * keeps the page until one of them changes; a part not named is not there to read. The
 * loaders of one request (the root's and the page's) share one look at the store.
 */
export async function siteContent<P extends ContentPart>(
  context: LoaderContext,
  parts: readonly P[],
): Promise<Pick<SiteContent, P>> {
  const { content, fingerprints } = await requestSnapshot(context);
  const seen = context.get(appContext).contentSeen;
  const picked = {} as Pick<SiteContent, P>;
  for (const part of parts) {
    seen.set(part, fingerprints.get(part)!);
    picked[part] = content[part];
  }
  return picked;
}

/** One service's or product's details, noted as read alone (not the other pages' details). */
export async function contentDetails<K extends "serviceDetails" | "productDetails">(
  context: LoaderContext,
  part: K,
  id: string,
): Promise<SiteContent[K][number] | undefined> {
  const { content, fingerprints } = await requestSnapshot(context);
  const name = `${part}/${id}`;
  const found = (content[part] as SiteContent[K][number][]).find((details) => details.id === id);
  // A page whose details are gone follows the list (its 404 ends when they come back).
  if (found) context.get(appContext).contentSeen.set(name, fingerprints.get(name)!);
  else context.get(appContext).contentSeen.set(part, fingerprints.get(part)!);
  return found;
}

/**
 * The rendered documents stored now of the catalogs and products named, each noted as read:
 * a page that links one is rendered again when another of it is stored (ADR 023).
 */
export async function storedDocuments(
  context: LoaderContext,
  linked: ReadonlyArray<{ kind: StoredDocument["kind"]; itemId: string }>,
): Promise<readonly StoredDocument[]> {
  const { documents, fingerprints } = await requestSnapshot(context);
  const seen = context.get(appContext).contentSeen;
  const parts = new Set(linked.map(({ kind, itemId }) => documentsPart(kind, itemId)));
  for (const part of parts) {
    const print = fingerprints.get(part);
    if (print !== undefined) seen.set(part, print);
  }
  return documents.filter((document) => parts.has(documentsPart(document.kind, document.itemId)));
}

/**
 * Middleware for the back office: after a request that may have written content, this
 * instance reads the content counter again at the next look, so the writer's next page
 * shows the change even before the database's notification arrives.
 */
export const lookAgainAfterWrites = async (
  { request, context }: { request: Request; context: LoaderContext },
  next: () => Promise<Response>,
): Promise<Response> => {
  try {
    return await next();
  } finally {
    if (request.method !== "GET" && request.method !== "HEAD") context.get(appContext).content.changed();
  }
};

/**
 * The downloads centre's uploaded documents (issue 44), noted as read: all of them (`productId`
 * absent), or as one product's page lists them. The page is rendered again when they change.
 */
export async function storedDownloads(
  context: LoaderContext,
  productId?: string,
): Promise<readonly DownloadEntry[]> {
  const { downloads = [], fingerprints } = await requestSnapshot(context);
  const part = downloadsPart(productId);
  const print = fingerprints.get(part);
  if (print !== undefined) context.get(appContext).contentSeen.set(part, print);
  return downloads;
}
