import { lazy, Suspense } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import type { Route } from "./+types/contact";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { ContactDetails } from "~/components/layout/contact-details";
import { PageHero } from "~/components/layout/page-hero";
import { ResponsiveImage, imagePreload } from "~/components/ui/responsive-image";
import { formatAddress, mapsSearchUrl } from "~/lib/content/site-content";
import { CONTACT_LIMITS, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "~/features/contact/contact-schema";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

const HERO_SIZES = "100vw";

// The form hydrates on its own once its code arrives (React keeps the server's HTML until
// then): its code is not part of the page's first load.
const ContactForm = lazy(() =>
  loadOrHold(() =>
    import("~/features/contact/components/contact-form").then((module) => ({ default: module.ContactForm })),
  ),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, contactPage, products } = await siteContent(context, [
    "company",
    "contactPage",
    "products",
    // Read for pageInfo's title and description (an editor's, from the page table).
    "pageMeta",
  ]);
  const page = pageInfo(request, "contact");
  const { locale } = page;
  // ?product=<id> turns the form into a quote request; an unknown id is simply ignored.
  const productId = new URL(request.url).searchParams.get("product");
  const product = productId ? products.find((p) => p.id === productId) : undefined;
  return {
    page,
    messages: messageGroups(locale, ["contact"]),
    hero: localize(contactPage.hero, locale),
    details: {
      phone: company.phone,
      email: company.email,
      address: formatAddress(company, locale),
      mapsUrl: mapsSearchUrl(company),
      mapEmbedUrl: contactPage.mapEmbedUrl,
    },
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
    product: product ? { id: product.id, name: product.name[locale], image: product.image } : undefined,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...routeMeta(args),
  // The hero image is the LCP element: fetched before anything else on the page.
  ...(args.loaderData ? [{ tagName: "link", ...imagePreload(args.loaderData.hero, HERO_SIZES) }] : []),
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContactPage loaderData={loaderData} />
    </PageMessages>
  );
}

function ContactPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  const { page, hero, details, form, product } = loaderData;
  return (
    <>
      <PageHero image={hero} title={page.title} intro={t("contact.heroIntro")} crumbs={page.crumbs} />
      <section className="mx-auto grid max-w-(--container-page) gap-12 px-6 py-14 sm:py-20 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t("contact.detailsTitle")}</h2>
          <ContactDetails
            variant="page"
            phone={details.phone}
            email={details.email}
            address={details.address}
            mapsUrl={details.mapsUrl}
            labels={{ phone: t("contact.phone"), email: t("contact.email"), address: t("contact.address") }}
          />
          <iframe
            title={t("contact.mapTitle")}
            src={details.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-8 aspect-[4/3] w-full rounded-2xl border-0 bg-slate-100 shadow-md"
          />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h2 className="text-2xl font-bold text-slate-900">
            {product ? t("contact.quoteTitle") : t("contact.formTitle")}
          </h2>
          {product ? (
            <div
              className="mt-4 flex items-center gap-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100"
              data-quote-product={product.id}
            >
              <ResponsiveImage
                image={product.image}
                sizes="6rem"
                className="block w-24 shrink-0 overflow-hidden rounded-lg"
                imgClassName="h-auto w-full"
              />
              <p className="text-slate-800">
                <span className="block text-sm text-slate-600">{t("contact.quoteFor")}</span>
                <span className="font-semibold">{product.name}</span>
              </p>
            </div>
          ) : null}
          <noscript>
            <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
              {t("contact.noScript", { email: details.email })}
            </p>
          </noscript>
          <div className="mt-6">
            <Suspense fallback={<div className="min-h-[40rem]" />}>
              <ContactForm {...form} product={product ? { id: product.id, name: product.name } : undefined} />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
