import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import {
  allPages,
  formerCatalogueAddresses,
  pageTableGeneration,
  routeId,
  type PageDefinition,
  type QueryParam,
} from "~/.server/pages";
import { isPostId } from "~/features/news/post-id";
import { readFilterQuery, searchString, withFilters, type FilterParam } from "~/lib/specs/filter-query";
import { LOCALES, type Locale } from "~/i18n/locales";

/**
 * What a GET or HEAD for a public page's address comes to (ADR 021):
 * - `page`: the request is for a public page; `key` is its canonical address with only
 *   the query the page uses (the page cache's key, and the address it is rendered at), or
 *   undefined when that query asks for a render each time (free text, e.g. a search).
 * - `redirect`: another spelling of a page's address (case, percent-encoded letters,
 *   doubled or trailing slashes, the news list's `?page=1` or a malformed page number):
 *   a permanent redirect to the canonical one, the rest of the query kept.
 * - `not-found`: such a spelling of a client-side navigation's data request (`.data`),
 *   which the site's own links never make, or one naming routes that are not the page's.
 * - `other`: not a public page (assets, feeds, the API, the back office, unknown
 *   addresses): left to the application as it came.
 */
export type Address =
  | { kind: "page"; key: string | undefined }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" }
  | { kind: "other" };

const OTHER: Address = { kind: "other" };
const NOT_FOUND: Address = { kind: "not-found" };

/** `%XX` escapes of the characters a URL never needs to escape (RFC 3986 "unreserved"). */
const UNRESERVED_ESCAPE = /%(?:2[dDeE]|3\d|4[1-9a-fA-F]|5[0-9aAfF]|6[1-9a-fA-F]|7[0-9aAeE])/g;
const unescapeUnreserved = (escape: string) => String.fromCharCode(Number.parseInt(escape.slice(1), 16));
/** A page number as the news list's links write it: 2 and up, no leading zero, six digits at most. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
/** A whole number: a page beyond any list, which the list answers with its 404. */
const WHOLE_NUMBER = /^[1-9]\d*$/;

interface Entry {
  page: PageDefinition;
  locale: Locale;
  /** The route ids a data request for it may name: its route and its layouts, outermost first. */
  routeIds: readonly string[] | undefined;
  /** A listing's filters (app/lib/specs/filter-query.ts), in its order. */
  filters: readonly FilterParam[];
}

/**
 * Data requests (`/path.data`, React Router's `v8_trailingSlashAwareDataRequests`): the
 * home page's is `/_.data`, any other page's its address plus `.data`.
 */
const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/**
 * The canonical addresses of the public pages of the page table. `routes` are the build's
 * (to check the `_routes` a data request names); without them (development) a data request
 * that names routes is rendered each time.
 */
export function createAddressBook(routes?: ServerBuild["routes"]): (url: string) => Address {
  const routeChain = (id: string): string[] | undefined => {
    if (!routes?.[id]) return undefined;
    const chain: string[] = [];
    for (let at: string | undefined = id; at; at = routes[at]?.parentId) chain.unshift(at);
    return chain;
  };
  // Fixed addresses by their lower-case spelling; the one address with an id (a post's) by
  // pattern. Made again when the page table changes (an editor published a catalogue page).
  let generation = -1;
  const fixed = new Map<string, Entry>();
  /** A catalogue page's former address (lower case), and its page's current one. */
  const former = new Map<string, string>();
  const patterned: { pattern: RegExp; prefix: string; entry: Entry }[] = [];
  const index = () => {
    if (generation === pageTableGeneration()) return;
    generation = pageTableGeneration();
    fixed.clear();
    former.clear();
    patterned.length = 0;
    for (const page of allPages()) addPage(page);
    for (const { path, locale, page } of formerCatalogueAddresses())
      if (!fixed.has(path.toLowerCase())) former.set(path.toLowerCase(), page.paths[locale]);
  };
  const addPage = (page: PageDefinition) => {
    if (page.access !== "public" || !page.file) return;
    for (const locale of LOCALES) {
      const path = page.paths[locale];
      const filters = (page.query ?? []).filter((param) => param.kind === "filter");
      const entry = { page, locale, routeIds: routeChain(routeId(page, locale)), filters };
      const dynamic = /^(.*)\/:\w+$/.exec(path);
      if (!dynamic) fixed.set(path, entry);
      else if (!dynamic[1]!.includes(":"))
        patterned.push({
          pattern: new RegExp(`^${dynamic[1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([^/]+)$`, "i"),
          prefix: dynamic[1]!,
          entry,
        });
      else throw new Error(`${path}: only a last dynamic segment is supported`);
    }
  };

  /** The page an address (any case, no trailing slash) is, and its canonical spelling. */
  const find = (path: string): { entry: Entry; canonical: string } | undefined => {
    const lower = path.toLowerCase();
    const entry = fixed.get(lower);
    if (entry) return { entry, canonical: entry.page.paths[entry.locale] };
    for (const { pattern, prefix, entry } of patterned) {
      const id = pattern.exec(path)?.[1];
      if (id === undefined) continue;
      // Post ids are uuids, one address each: lower case (the post page redirects the same way).
      const canonicalId = entry.page.kind === "post" && isPostId(id) ? id.toLowerCase() : id;
      return { entry, canonical: `${prefix}/${canonicalId}` };
    }
    return undefined;
  };

  return (url) => {
    index();
    const mark = url.indexOf("?");
    const rawPath = mark < 0 ? url : url.slice(0, mark);
    let path = rawPath.includes("%") ? rawPath.replace(UNRESERVED_ESCAPE, unescapeUnreserved) : rawPath;
    // Any other escape: no page's address has one.
    if (path[0] !== "/" || path.includes("%")) return OTHER;
    path = path.replace(/\/{2,}/g, "/");
    const data = path.endsWith(".data");
    // A data request's page: `/_.data` is `/`'s, `/x/_.data` that of `/x/` (another spelling),
    // `/_root.data` the home page's without the trailing-slash-aware option (another spelling).
    if (data)
      path =
        path === "/_root.data"
          ? "/"
          : path.slice(0, path.endsWith("/_.data") ? -"_.data".length : -".data".length) || "/";
    if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
    const found = find(path);
    if (!found) {
      // A catalogue page's address before its slug changed: the page's address now.
      const moved = !data && former.get(path.toLowerCase());
      if (!moved) return OTHER;
      const rest = mark < 0 ? "" : url.slice(mark);
      return { kind: "redirect", location: rest.length > 1 ? `${moved}${rest}` : moved };
    }
    const { entry, canonical } = found;

    const query = mark < 0 || mark === url.length - 1 ? undefined : new URLSearchParams(url.slice(mark + 1));
    const used: [string, string][] = [];
    let eachTime = false;
    let badPageNumber: string | undefined;
    for (const param of entry.page.query ?? noQuery) {
      if (param.kind === "filter") continue;
      const value = query?.get(param.name);
      if (value === null || value === undefined) continue;
      if (param.kind === "text") {
        eachTime = true;
        used.push([param.name, value]);
      } else if (param.kind === "choice") {
        if (param.values.includes(value)) used.push([param.name, value]);
      } else if (PAGE_NUMBER.test(value) && value !== "1") {
        used.push([param.name, value]);
      } else if (WHOLE_NUMBER.test(value) && value !== "1") {
        // Longer than any list's page numbers: its page says it is not found, nothing is kept.
        eachTime = true;
        used.push([param.name, value]);
      } else {
        badPageNumber = param.name;
      }
    }
    // A listing's filters: in their one spelling, else another address; a filtered listing
    // is rendered for each request, never kept.
    const filters =
      query && entry.filters.length > 0 ? readFilterQuery(entry.filters, query, entry.locale) : undefined;
    if (filters && filters.chosen.length > 0) {
      eachTime = true;
      used.push(...filters.chosen);
    }
    const badFilters = filters !== undefined && !filters.canonical;

    if (data) {
      if (rawPath !== dataPath(canonical) || badPageNumber || badFilters) return NOT_FOUND;
      const named = query?.get("_routes");
      if (named !== null && named !== undefined) {
        if (!entry.routeIds) {
          eachTime = true;
        } else {
          const ids = new Set(named.split(","));
          if ([...ids].some((id) => !entry.routeIds!.includes(id))) return NOT_FOUND;
          // In the order of the page's routes, as the browser names them.
          used.push(["_routes", entry.routeIds.filter((id) => ids.has(id)).join(",")]);
        }
      }
      return { kind: "page", key: eachTime ? undefined : withQuery(dataPath(canonical), used) };
    }
    if (rawPath !== canonical || badPageNumber || badFilters) {
      // The page at its one address; the rest of the query (a campaign's tags) goes along.
      if (badPageNumber) query!.delete(badPageNumber);
      const rest = badFilters
        ? searchString(withFilters(entry.filters, query!, filters.chosen))
        : query?.toString();
      return { kind: "redirect", location: rest ? `${canonical}?${rest}` : canonical };
    }
    return { kind: "page", key: eachTime ? undefined : withQuery(canonical, used) };
  };
}

const noQuery: readonly QueryParam[] = [];

const withQuery = (path: string, params: [string, string][]) =>
  params.length === 0 ? path : `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Express middleware for GET and HEAD: another spelling of a public page's address is
 * redirected (301) to its canonical one, a data request no link makes is not found, and the
 * address is left in `res.locals.address` for the page cache. The lean path answers the same
 * before Express when the cache is on; this keeps them when it is off.
 */
export function canonicalAddresses(resolve: (url: string) => Address): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = resolve(req.originalUrl);
    if (address.kind === "redirect") return res.redirect(301, address.location);
    if (address.kind === "not-found") {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.locals.address = address;
    next();
  };
}
