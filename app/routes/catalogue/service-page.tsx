import type { Route } from "./+types/service-page";
import { siteContent } from "~/.server/content/store";
import { pageInfo } from "~/.server/page-data";
import { pagePath, requestedPage } from "~/.server/pages";
import { PageHero } from "~/components/layout/page-hero";
import { ArrowRight, CheckCircle } from "~/components/ui/icons";
import { imagePreload } from "~/components/ui/responsive-image";
import { serviceStructuredData } from "~/features/catalogue/service-structured-data";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { builtImageUrl } from "~/lib/image-paths";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { localize } from "~/lib/localize";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";
import { Link } from "react-router";

const GALLERY_ID = "project-gallery";

// The gallery's code (carousel, lightbox) is not in the page's first load: it comes, and the
// gallery hydrates, once the gallery nears the viewport. Its server HTML works meanwhile.
const ProjectGallery = lazyWhenNear(GALLERY_ID, () =>
  import("~/features/catalogue/components/project-gallery").then((module) => module.ProjectGallery),
);

/** The hero's sizes (PageHero draws it full width): the LCP preload uses the same. */
const HERO_SIZES = "100vw";

// One module for the nine service pages, in both languages (the page table routes them here).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, serviceDetails } = await siteContent(context);
  const { page: entry, locale } = requestedPage(request, "service");
  const service = services.find((candidate) => candidate.id === entry.serviceId)!;
  const { tagline, intro, sections, closing, gallery } = serviceDetails.find(
    (candidate) => candidate.id === entry.serviceId,
  )!;
  return {
    page: pageInfo(request, entry.id),
    messages: messageGroups(locale, ["carousel", "service"]),
    hero: localize(service.hero, locale),
    details: localize({ tagline, intro, sections, closing }, locale),
    // Gallery images keep their titles (localize would reduce an image to source and alt).
    gallery: gallery.map((item) => ({
      image: localize(item, locale),
      title: item.title[locale],
      ...(item.description ? { description: item.description[locale] } : {}),
    })),
    areaServed: serverT(locale, "service.areaServed"),
    contactPath: pagePath("contact", locale),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const image = builtImageUrl(data.hero.src, 1280, "webp");
  return [
    ...routeMeta(args, {
      image,
      jsonLd: [
        serviceStructuredData(
          {
            name: data.page.title,
            description: data.page.description,
            path: data.page.alternates[data.page.locale],
            imagePath: image,
            areaServed: data.areaServed,
            providerName: root.nav.company.name,
          },
          root.origin,
        ),
      ],
    }),
    // The hero image is the LCP element: fetched before anything else on the page.
    { tagName: "link", ...imagePreload(data.hero, HERO_SIZES) },
  ];
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServiceContent loaderData={loaderData} />
    </PageMessages>
  );
}

function ServiceContent({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  const { page, hero, details, gallery, contactPath } = loaderData;
  return (
    <>
      <PageHero image={hero} title={page.title} intro={details.tagline} crumbs={page.crumbs} />

      <section className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
        <div className="max-w-4xl">
          {details.intro.map((paragraph, i) => (
            <p
              key={paragraph}
              className={
                i === 0
                  ? "text-xl leading-relaxed text-slate-800"
                  : "mt-5 text-[1.05rem] leading-relaxed text-slate-700"
              }
            >
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-(--container-page) gap-6 px-6 py-14 sm:py-20 md:grid-cols-2 xl:grid-cols-3">
          {details.sections.map((section) => (
            <article
              key={section.heading}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.bullets ? (
                <ul className="mt-5 space-y-3">
                  {section.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-3 leading-relaxed text-slate-700">
                      <CheckCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      <span>{bullet}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="gallery-title"
        className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20"
      >
        <h2 id="gallery-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("service.gallery")}
        </h2>
        <div className="mt-10">
          <ProjectGallery id={GALLERY_ID} items={gallery} />
        </div>
        {details.closing ? (
          <p className="mx-auto mt-12 max-w-3xl text-center text-2xl font-semibold text-balance text-brand-800">
            {details.closing}
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="service-cta"
        className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800"
      >
        <div className="mx-auto flex max-w-(--container-page) flex-col items-start gap-6 px-6 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <h2 id="service-cta" className="text-3xl font-bold tracking-tight text-white">
              {t("service.ctaTitle")}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-100">{t("service.ctaText")}</p>
          </div>
          <Link
            to={contactPath}
            className="pill shrink-0 bg-white px-7 py-3.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("service.ctaButton")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </>
  );
}
