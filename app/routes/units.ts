// The units switch's post (a resource route, no page of its own): stores the visitor's choice
// of metric or US customary units and, for a browser's own post, sends them back to the page
// they came from; a fetcher's post gets the choice back with the product's rows in its units,
// which the page shows in place.
import { data, redirect } from "react-router";
import type { Route } from "./+types/units";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { crossSiteRefusal } from "~/.server/cross-site";
import { productSpecs } from "~/features/catalogue/product-specs.server";
import { postedUnitSystem, unitsCookie, unitsReturnPath } from "~/features/catalogue/units.server";
import { isLocale } from "~/i18n/locales";

const NOT_STORED = { "Cache-Control": "no-store" };

/** Only a post chooses: a visit to the address is told so. */
export function loader() {
  throw data(null, { status: 405, headers: { ...NOT_STORED, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, logger } = context.get(appContext);
  // The same test React Router makes before a page's action: another site's form sets nothing.
  const refusal = crossSiteRefusal(request);
  if (refusal) {
    logger.warn({ reason: refusal }, "units choice from another site: refused");
    throw data(null, { status: 403, headers: NOT_STORED });
  }
  const form = await request.formData();
  const system = postedUnitSystem(form.get("system"));
  if (!system) return data({ ok: false as const }, { status: 400, headers: NOT_STORED });
  const headers = { ...NOT_STORED, "Set-Cookie": unitsCookie(system, env.isHttps) };
  // Without JavaScript the browser goes back where it was, now in the units chosen.
  const back = unitsReturnPath(form.get("returnTo"));
  if (back) throw redirect(back, { status: 303, headers });
  // A fetcher's post: the product's rows in the units chosen (none for a product not known).
  const productId = form.get("product");
  const locale = form.get("locale");
  let rows;
  if (typeof productId === "string" && isLocale(locale)) {
    const { categories, products } = await siteContent(context, ["categories", "products"]);
    const product = products.find((candidate) => candidate.id === productId);
    rows = productSpecs(system, { categories, product }, locale)?.rows;
  }
  return data({ ok: true as const, system, ...(rows ? { rows } : {}) }, { headers });
}
