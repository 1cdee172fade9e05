import type { ServiceData } from "./service-meta.server";
import { PageHero } from "~/components/layout/page-hero";
import { PlantsInOperation } from "~/components/plants-in-operation";
import { ArrowRight, CheckCircle } from "~/components/ui/page-icons";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { Link } from "react-router";
import { InlineText } from "~/components/inline-text";

const GALLERY_ID = "project-gallery";

// The gallery's code (carousel, lightbox) is not in the page's first load: it comes, and the
// gallery hydrates, once the gallery nears the viewport. Its server HTML works meanwhile.
const ProjectGallery = lazyWhenNear(GALLERY_ID, () =>
  import("~/features/catalogue/components/project-gallery").then((module) => module.ProjectGallery),
);

export default function ServicePage({ loaderData }: { loaderData: ServiceData }) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServiceContent loaderData={loaderData} />
    </PageMessages>
  );
}

function ServiceContent({ loaderData }: { loaderData: ServiceData }) {
  const { t } = useI18n();
  const { page, hero, details, gallery, contactPath, plants } = loaderData;
  return (
    <>
      <PageHero image={hero} title={page.title} intro={details.tagline} crumbs={page.crumbs}>
        <PlantsInOperation line={plants} />
      </PageHero>

      <section className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
        <div className="inline-text max-w-4xl">
          {details.intro.map((paragraph, i) => (
            <p
              key={i}
              className={
                i === 0
                  ? "text-xl leading-relaxed text-slate-800"
                  : "mt-5 text-[1.05rem] leading-relaxed text-slate-700"
              }
            >
              <InlineText tokens={paragraph} />
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
              {section.paragraphs?.map((paragraph, index) => (
                <p key={index} className="inline-text mt-4 leading-relaxed text-slate-700">
                  <InlineText tokens={paragraph} />
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
