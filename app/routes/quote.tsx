import { lazy, Suspense } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/quote";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { PageHero } from "~/components/layout/page-hero";
import { withLook } from "~/components/ui/form-field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CONTACT_LIMITS, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "~/features/contact/contact-schema";
import {
  changeQuoteList,
  quoteListCookie,
  readQuoteList,
  type QuoteList,
} from "~/features/contact/quote-list.server";
import {
  APPLICATIONS,
  ATTACHMENT_ACCEPT,
  FLOW_UNITS,
  QUOTE_LIMITS,
  quoteListChangeSchema,
} from "~/features/contact/quote-schema";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

// The form (with its captcha) hydrates on its own once its code arrives; the list above it
// is plain forms that work without JavaScript.
const ContactForm = lazy(() =>
  loadOrHold(() =>
    import("~/features/contact/components/contact-form").then((module) => ({ default: module.ContactForm })),
  ),
);

/** A path of this site to return to after a change posted without JavaScript. */
function returnPath(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    // A line break or other control character would break the Location header (a 500).
    ![...value].some((char) => char < " " || char === "\u007f")
    ? value
    : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const { products, contactPage, categories } = await siteContent(context, [
    "products",
    "contactPage",
    "categories",
  ]);
  const page = pageInfo(request, "quote");
  const { locale } = page;
  const list = await readQuoteList(request, env.AUTH_SECRET, (id) => products.some((p) => p.id === id));
  const firstCategory = categories[0];
  return data(
    {
      page,
      messages: messageGroups(locale, ["contact", "quote"]),
      hero: localize(contactPage.hero, locale),
      items: list.map((item) => {
        const product = products.find((p) => p.id === item.productId)!;
        return {
          productId: item.productId,
          quantity: item.quantity,
          name: product.name[locale],
          href: product.hasPage
            ? pagePath(`product-${product.id}`, locale)
            : pagePath(`category-${product.categoryId}`, locale),
          image: localize({ ...product.image, alt: { en: "", es: "" } }, locale),
        };
      }),
      productsHref: firstCategory
        ? pagePath(`category-${firstCategory.id}`, locale)
        : pagePath("home", locale),
      form: {
        countryCodes: COUNTRY_CODES.map((option) => ({ code: option.code, label: option.label[locale] })),
        defaultCountryCode: DEFAULT_COUNTRY_CODE,
        limits: {
          nameMax: CONTACT_LIMITS.nameMax,
          emailMax: CONTACT_LIMITS.emailMax,
          phoneMax: CONTACT_LIMITS.phoneMax,
          companyMax: CONTACT_LIMITS.companyMax,
          messageMax: CONTACT_LIMITS.messageMax,
        },
      },
      quoteOptions: {
        applications: [...APPLICATIONS],
        flowUnits: [...FLOW_UNITS],
        accept: ATTACHMENT_ACCEPT,
        limits: {
          noteMax: QUOTE_LIMITS.noteMax,
          sectorMax: QUOTE_LIMITS.sectorMax,
          locationMax: QUOTE_LIMITS.locationMax,
          timelineMax: QUOTE_LIMITS.timelineMax,
          budgetMax: QUOTE_LIMITS.budgetMax,
          filesMax: QUOTE_LIMITS.filesMax,
          fileBytesMax: QUOTE_LIMITS.fileBytesMax,
        },
      },
      companyEmail: (await siteContent(context, ["company"])).company.email,
    },
    // The list is the visitor's own: never kept by a shared cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const { products } = await siteContent(context, ["products"]);
  const known = (id: string) => products.some((p) => p.id === id);
  const form = await request.formData();
  const parsed = quoteListChangeSchema.safeParse(Object.fromEntries(form));
  const back = returnPath(form.get("returnTo"));
  const locale = pageInfo(request, "quote").locale;
  if (!parsed.success || ("productId" in parsed.data && !known(parsed.data.productId))) {
    return data({ ok: false as const, full: false, count: 0 }, { status: 400 });
  }
  const list: QuoteList = await readQuoteList(request, env.AUTH_SECRET, known);
  const changed = changeQuoteList(list, parsed.data);
  const headers = { "Set-Cookie": await quoteListCookie(changed.list, env.AUTH_SECRET, env.isHttps) };
  // Without JavaScript the browser goes back where it was (its header shows the new count).
  if (back) throw redirect(back, { status: 303, headers });
  const change = parsed.data;
  const product = "productId" in change ? products.find((p) => p.id === change.productId) : undefined;
  return data(
    { ok: true as const, full: changed.full, count: changed.list.length, name: product?.name[locale] },
    { headers },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Quote({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <QuotePage loaderData={loaderData} />
    </PageMessages>
  );
}

function QuotePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  const { page, hero, items, form, quoteOptions, productsHref, companyEmail } = loaderData;
  const here = page.alternates[page.locale];
  return (
    <>
      <PageHero image={hero} title={page.title} intro={t("quote.intro")} crumbs={page.crumbs} />
      <section aria-labelledby="quote-list-title" className="page-container py-10 sm:py-14">
        <h2 id="quote-list-title" className="section-heading text-slate-900">
          {t("quote.listTitle")}
        </h2>
        {items.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <p className="text-slate-700">{t("quote.empty")}</p>
            <Link to={productsHref} className="mt-4 inline-block font-semibold text-brand-800 underline">
              {t("quote.browseProducts")}
            </Link>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4" data-quote-list>
            {items.map((item) => (
              <li
                key={item.productId}
                data-quote-item={item.productId}
                className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <ResponsiveImage
                  image={item.image}
                  sizes="6rem"
                  className="block w-24 shrink-0 overflow-hidden rounded-lg"
                  imgClassName="h-auto w-full"
                />
                <Link to={item.href} className="min-w-0 flex-1 font-semibold text-slate-900 underline">
                  {item.name}
                </Link>
                <Form method="post" className="flex items-end gap-2" preventScrollReset>
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="productId" value={item.productId} />
                  <input type="hidden" name="returnTo" value={here} />
                  <label className="text-sm text-slate-700">
                    {t("quote.quantity")}
                    <span className="sr-only"> ({item.name})</span>
                    <input
                      type="number"
                      name="quantity"
                      min={1}
                      max={QUOTE_LIMITS.quantityMax}
                      required
                      defaultValue={item.quantity}
                      key={item.quantity}
                      className={withLook("mt-1 w-24")}
                    />
                  </label>
                  <button
                    type="submit"
                    className="rounded-md bg-white px-3 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
                  >
                    {t("quote.update")}
                    <span className="sr-only"> ({item.name})</span>
                  </button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={item.productId} />
                  <input type="hidden" name="returnTo" value={here} />
                  <button
                    type="submit"
                    className="rounded-md px-3 py-2 font-semibold text-red-800 ring-1 ring-red-700 hover:bg-red-50"
                  >
                    {t("quote.remove")}
                    <span className="sr-only"> ({item.name})</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      {items.length > 0 ? (
        <section aria-labelledby="quote-form-title" className="bg-slate-50">
          <div className="page-container py-10 sm:py-14">
            <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
              <h2 id="quote-form-title" className="text-2xl font-bold text-slate-900">
                {t("quote.formTitle")}
              </h2>
              <noscript>
                <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
                  {t("contact.noScript", { email: companyEmail })}
                </p>
              </noscript>
              <div className="mt-6">
                <Suspense fallback={<div className="min-h-[40rem]" />}>
                  <ContactForm
                    {...form}
                    quote={{
                      ...quoteOptions,
                      items: items.map((item) => ({
                        productId: item.productId,
                        name: item.name,
                        quantity: item.quantity,
                      })),
                    }}
                  />
                </Suspense>
              </div>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
