import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { catalogueBySlug, findPageByPath, pagePath, productPageId } from "~/.server/pages";
import type { Product } from "~/content/types";
import { COMPARE_MAX, FINDER_PATHS } from "~/features/catalogue/compare";
import { compareRows } from "~/features/catalogue/compare-rows";
import {
  changeCompareList,
  compareListCookie,
  postedCompareChange,
  readCompareList,
} from "~/features/catalogue/compare-list.server";
import { specWords } from "~/lib/specs/spec-words";
import { unitSystemOf, unitsReturnPath } from "~/features/catalogue/units.server";
import { UNITS_PATH } from "~/features/catalogue/units-path";
import { changeQuoteList, quoteListCookie, readQuoteList } from "~/features/contact/quote-list.server";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { localeFromPath, type Locale } from "~/i18n/locales";
import { localize } from "~/lib/localize";

type Context = Readonly<RouterContextProvider>;

/** The address's parameter naming the products, by language: their slugs in that language. */
const PRODUCTS_PARAM: Record<Locale, string> = { en: "products", es: "productos" };
const OTHER: Record<Locale, Locale> = { en: "es", es: "en" };

/** The comparison's address: its products by their slugs in the page's language. */
function compareAddress(locale: Locale, products: readonly Product[], diff: boolean): string {
  const path = pagePath("compare", locale);
  if (products.length === 0) return path;
  // Slugs are letters, digits and hyphens: the commas between them stay as typed.
  const slugs = products.map((product) => encodeURIComponent(product.slug[locale])).join(",");
  return `${path}?${PRODUCTS_PARAM[locale]}=${slugs}${diff ? "&diff=1" : ""}`;
}

/**
 * The products an address names, in its order, each once, COMPARE_MAX at most; unknown slugs
 * are left out. `moved`: a slug was the other language's (or a former one), or the parameter
 * the other language's: the address to use is then another.
 */
function namedProducts(
  slugs: readonly string[],
  locale: Locale,
  products: readonly Product[],
): { found: Product[]; moved: boolean } {
  const found: Product[] = [];
  let moved = false;
  for (const raw of slugs) {
    const slug = raw.trim().toLowerCase();
    if (!slug) continue;
    let product = products.find((candidate) => candidate.slug[locale] === slug);
    if (!product) {
      const formerPage = catalogueBySlug(locale, slug)?.page;
      product =
        products.find((candidate) => candidate.slug[OTHER[locale]] === slug) ??
        (formerPage?.kind === "product"
          ? products.find((candidate) => candidate.id === formerPage.productId)
          : undefined);
      if (product) moved = true;
    }
    if (product && !found.includes(product) && found.length < COMPARE_MAX) found.push(product);
  }
  return { found, moved };
}

/** The compare page's data: its products (the address's, else the visitor's), columns and rows. */
export async function compareData({ request, context }: { request: Request; context: Context }) {
  const { env } = context.get(appContext);
  const { products, categories } = await siteContent(context, ["products", "categories"]);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const diff = url.searchParams.get("diff") === "1";
  const own = url.searchParams.get(PRODUCTS_PARAM[locale]);
  const given = own ?? url.searchParams.get(PRODUCTS_PARAM[OTHER[locale]]);

  let chosen: Product[];
  const fromAddress = Boolean(given?.trim());
  if (fromAddress) {
    const { found, moved } = namedProducts(given!.split(","), locale, products);
    // The other language's slugs or parameter: this language's address for the same products.
    if (moved || own === null) throw redirect(compareAddress(locale, found, diff), 301);
    chosen = found;
  } else {
    const known = (id: string) => products.some((product) => product.id === id);
    const ids = await readCompareList(request, env.AUTH_SECRET, known);
    chosen = ids.map((id) => products.find((product) => product.id === id)!);
  }

  const system = unitSystemOf(request);
  const words = specWords((key) => serverT(locale, key));
  const rows = compareRows(categories, chosen, locale, system, words);
  const page = pageInfo(request, "compare");
  const firstCategory = categories[0];
  return data(
    {
      page: fromAddress
        ? {
            ...page,
            // The same products in the other language (the language switch, hreflang).
            alternates: {
              en: compareAddress("en", chosen, false),
              es: compareAddress("es", chosen, false),
            },
          }
        : page,
      messages: messageGroups(locale, ["compare", "specs"]),
      system,
      /** Where the units switch posts. */
      unitsAction: UNITS_PATH,
      /** The products the address names, for the differences-only switch's GET form. */
      products: fromAddress
        ? { name: PRODUCTS_PARAM[locale], value: url.searchParams.get(PRODUCTS_PARAM[locale])! }
        : null,
      columns: chosen.map((product) => {
        const category = categories.find((candidate) => candidate.id === product.categoryId);
        const rest = chosen.filter((other) => other !== product);
        return {
          id: product.id,
          name: product.name[locale],
          href: pagePath(productPageId(product), locale),
          // The name beside it says what it is: the picture adds nothing for a screen reader.
          image: { ...localize(product.image, locale), alt: "" },
          category: category
            ? { title: category.title[locale], href: pagePath(`category-${category.id}`, locale) }
            : null,
          /** Where its 'Remove' goes back to: this comparison without it. */
          removeTo:
            fromAddress && rest.length > 0 ? compareAddress(locale, rest, diff) : pagePath("compare", locale),
        };
      }),
      rows,
      /** Where the page's own forms post (the address without its query). */
      action: pagePath("compare", locale),
      quoteHref: pagePath("quote", locale),
      catalogueHref: firstCategory
        ? pagePath(`category-${firstCategory.id}`, locale)
        : pagePath("home", locale),
      // The product finder, once the site has it.
      finderHref: findPageByPath(FINDER_PATHS[locale])?.page.file ? FINDER_PATHS[locale] : null,
    },
    // Rendered for each visitor (their choice, their units): browsers ask again, shared caches never keep it.
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

/** What the toggles', the tray's and the page's posts get back when they stay on the page. */
export type CompareAnswer =
  | { ok: false; intent?: undefined; full?: undefined }
  | {
      ok: true;
      intent: "add" | "remove" | "clear";
      full: boolean;
      count: number;
      name?: string;
      back?: string;
    }
  | { ok: true; intent: "quote-all"; full?: undefined; count: number };

/**
 * The comparison's changes: a product added or removed (a toggle, the tray, a column's
 * 'Remove'), all cleared, or every product compared put in the quote list. A browser's own
 * post (`returnTo`) goes back where it was; a full comparison answers with this page, which
 * says so and lists what to remove; a fetcher's post gets the answer.
 */
export async function compareAction({ request, context }: { request: Request; context: Context }) {
  const { env } = context.get(appContext);
  const { products } = await siteContent(context, ["products"]);
  const known = (id: string) => products.some((product) => product.id === id);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  // A path of this site only (the units switch's rule: never another origin or a broken header).
  const back = unitsReturnPath(form.get("returnTo"));
  const refused = () =>
    data<CompareAnswer>({ ok: false }, { status: 400, headers: { "Cache-Control": "no-store" } });

  if (form.get("intent") === "quote-all") {
    const ids = form.getAll("productId").filter((id): id is string => typeof id === "string");
    if (ids.length === 0 || ids.length > COMPARE_MAX || !ids.every(known)) return refused();
    let list = await readQuoteList(request, env.AUTH_SECRET, known);
    // A product already in the quote list keeps its quantity; the others come with one each.
    for (const productId of ids)
      if (!list.some((item) => item.productId === productId))
        list = changeQuoteList(list, { intent: "add", productId, quantity: 1 }).list;
    const headers = { "Set-Cookie": await quoteListCookie(list, env.AUTH_SECRET, env.isHttps) };
    if (back) throw redirect(back, { status: 303, headers });
    return data<CompareAnswer>({ ok: true, intent: "quote-all", count: list.length }, { headers });
  }

  const change = postedCompareChange(form);
  if (!change || ("productId" in change && !known(change.productId))) return refused();
  const list = await readCompareList(request, env.AUTH_SECRET, known);
  const changed = changeCompareList(list, change);
  const name =
    "productId" in change ? products.find((p) => p.id === change.productId)?.name[locale] : undefined;
  if (changed.full) {
    // Nothing changed: the page (or the toggle) says why, and the browser's own post shows the
    // comparison to choose from, with the way back.
    return data<CompareAnswer>(
      { ok: true, intent: change.intent, full: true, count: list.length, name, ...(back ? { back } : {}) },
      { status: 409, headers: { "Cache-Control": "no-store" } },
    );
  }
  const headers = { "Set-Cookie": await compareListCookie(changed.list, env.AUTH_SECRET, env.isHttps) };
  if (back) throw redirect(back, { status: 303, headers });
  return data<CompareAnswer>(
    { ok: true, intent: change.intent, full: false, count: changed.list.length, name },
    { headers },
  );
}
