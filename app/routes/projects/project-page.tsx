import { lazy, Suspense } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/project-page";
import { appContext } from "~/.server/app-context";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { pagePath, projectBySlug } from "~/.server/pages";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { MapPin } from "~/components/ui/icons";
import { ArrowRight } from "~/components/ui/page-icons";
import { imagePreload, ResponsiveImage } from "~/components/ui/responsive-image";
import { sanitizePostContent } from "~/features/news/post-content.server";
import { ProjectCards } from "~/features/projects/components/project-cards";
import { projectStructuredData } from "~/features/projects/project-structured-data";
import { projectCard, projectFacts } from "~/features/projects/projects.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { localeFromPath } from "~/i18n/locales";
import { builtImageUrl } from "~/lib/image-paths";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { loadOrHold } from "~/lib/lazy-part";
import { notFoundMeta } from "~/lib/not-found-meta";
import { photoImage } from "~/lib/project-view";
import { relatedProjects } from "~/lib/projects";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

const NotFoundScreen = lazy(() =>
  loadOrHold(() =>
    import("~/components/layout/not-found-screen").then((module) => ({ default: module.NotFoundScreen })),
  ),
);

const LARGEST_PHOTO = Math.max(...IMAGE_SLOTS.gallery.widths);
const HERO_SIZES = "(min-width: 1024px) 40rem, 92vw";

// A project reference's page (/projects/<slug>, /es/proyectos/<slug>): its facts, text,
// photographs, products and services (linked), the client's words and related references.
// A former slug answers with a permanent redirect; an unknown one is the site's 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const content = await siteContent(context, ["projects", "products", "categories", "services"]);
  const found = projectBySlug(locale, params.slug);
  const project = found && content.projects.find((candidate) => candidate.id === found.page.projectId);
  if (!found || !project) {
    context.get(appContext).logger.warn({ path: url.pathname }, "page not found");
    const meta = notFoundMeta([
      { id: "root", loaderData: { messages: messageGroups(locale, ["meta", "notFound"]) } },
    ]);
    return data({ kind: "not-found" as const, meta }, { status: 404 });
  }
  if (!found.current) throw redirect(`${pagePath(found.page.id, locale)}${url.search}`, 301);
  const listPath = pagePath("projects", locale);
  const title = project.title[locale] || project.title.en;
  const page = pageInfo(request, found.page.id, {
    crumbs: [
      { label: serverT(locale, "common.home"), href: pagePath("home", locale) },
      { label: serverT(locale, "pages.projectsTitle"), href: listPath },
      { label: title, href: found.page.paths[locale] },
    ],
  });
  const photos = project.photos.flatMap((photo) => {
    const image = photoImage(photo, locale);
    return image ? [{ image, caption: photo.caption[locale] || photo.caption.en }] : [];
  });
  const body = project.body[locale] || project.body.en;
  return {
    kind: "project" as const,
    page,
    messages: messageGroups(locale, ["projects"]),
    summary: project.summary[locale] || project.summary.en,
    // Sanitised when saved, and again here: what the page shows is only the allowed markup.
    html: sanitizePostContent(body),
    htmlLang: project.body[locale] ? locale : "en",
    facts: projectFacts(project, content, locale),
    coordinates: project.coordinates,
    countryCode: project.country,
    photos,
    ...(project.testimonial
      ? {
          testimonial: {
            quote: project.testimonial.quote[locale] || project.testimonial.quote.en,
            role: project.testimonial.role[locale] || project.testimonial.role.en,
          },
        }
      : {}),
    related: relatedProjects(content.projects, project).map((other) => projectCard(other, locale)),
    listPath,
    quoteHref: pagePath("contact", locale),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  if (loaded.kind === "not-found") return loaded.meta;
  const root = rootData(args.matches);
  const images = loaded.photos.map((photo) => builtImageUrl(photo.image.src, LARGEST_PHOTO, "webp"));
  if (!root) return routeMeta(args);
  const hero = loaded.photos[0];
  return [
    ...routeMeta(args, {
      type: "article",
      ...(images[0] ? { image: images[0] } : {}),
      jsonLd: [
        projectStructuredData({
          title: loaded.page.title,
          description: loaded.page.description,
          path: loaded.page.alternates[loaded.page.locale],
          origin: root.origin,
          organization: root.nav.company.name,
          images,
          place: {
            city: loaded.facts.city,
            country: loaded.countryCode,
            countryName: loaded.facts.country,
            ...(loaded.coordinates ?? {}),
          },
          year: loaded.facts.year,
          products: loaded.facts.products.map((product) => ({
            name: product.name,
            ...(product.href ? { path: product.href } : {}),
          })),
          language: loaded.page.locale,
        }),
      ],
    }),
    // The first photograph is the page's largest paint: asked for with the document.
    ...(hero ? [{ tagName: "link", ...imagePreload(hero.image, HERO_SIZES) }] : []),
  ];
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-found")
    return (
      <Suspense>
        <NotFoundScreen />
      </Suspense>
    );
  return (
    <PageMessages messages={loaderData.messages}>
      <ProjectContent data={loaderData} />
    </PageMessages>
  );
}

type ProjectData = Extract<Route.ComponentProps["loaderData"], { kind: "project" }>;

function ProjectContent({ data: project }: { data: ProjectData }) {
  const { t } = useI18n();
  const { page, facts, photos, testimonial, related } = project;
  const [hero, ...gallery] = photos;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-10 sm:py-14">
          <Breadcrumbs crumbs={page.crumbs} separator=">" />
          <p className="eyebrow mt-5 text-brand-200">{t("projects.eyebrow")}</p>
          <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-white sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 flex items-center gap-2 text-lg text-slate-100">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {facts.city},{" "}
            <Link to={facts.countryHref} className="font-semibold text-white underline underline-offset-4">
              {facts.country}
            </Link>
          </p>
        </div>
      </section>

      <section className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-6">
          {hero ? (
            <figure>
              <ResponsiveImage
                image={hero.image}
                sizes={HERO_SIZES}
                priority
                className="block overflow-hidden rounded-2xl shadow-lg ring-1 ring-slate-200"
                imgClassName="aspect-4/3 h-auto w-full object-cover"
              />
              {hero.caption ? (
                <figcaption className="mt-2 text-sm text-slate-600">{hero.caption}</figcaption>
              ) : null}
            </figure>
          ) : null}
          <p className="text-lg leading-relaxed font-semibold text-slate-800">{project.summary}</p>
          {project.html ? (
            <div
              data-project-body
              lang={project.htmlLang}
              className="post-prose"
              dangerouslySetInnerHTML={{ __html: project.html }}
            />
          ) : null}
        </div>
        <aside
          aria-labelledby="project-facts-title"
          className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
        >
          <h2 id="project-facts-title" className="text-xl font-bold text-slate-900">
            {t("projects.facts")}
          </h2>
          <dl className="mt-4 grid gap-4" data-project-facts>
            <Fact label={t("projects.client")}>{facts.client}</Fact>
            <Fact label={t("projects.location")}>
              {facts.city}, {facts.country}
            </Fact>
            <Fact label={t("projects.commissioned")}>{facts.year}</Fact>
            <Fact label={t("projects.capacity")}>{facts.capacity}</Fact>
            {facts.populationEquivalent ? (
              <Fact label={t("projects.populationEquivalent")}>{facts.populationEquivalent}</Fact>
            ) : null}
          </dl>
          {facts.products.length > 0 ? (
            <>
              <h3 className="mt-6 font-bold text-slate-900">{t("projects.productsSupplied")}</h3>
              <ul className="mt-2 grid gap-2" data-project-products>
                {facts.products.map((product) => (
                  <li key={product.id} className="flex gap-2">
                    <span className="font-semibold text-slate-700 tabular-nums">
                      {t("projects.quantity", { count: product.quantity })}
                    </span>
                    {product.href ? (
                      <Link
                        to={product.href}
                        className="font-semibold text-brand-800 underline underline-offset-2"
                      >
                        {product.name}
                      </Link>
                    ) : (
                      <span>{product.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {facts.services.length > 0 ? (
            <>
              <h3 className="mt-6 font-bold text-slate-900">{t("projects.servicesInvolved")}</h3>
              <ul className="mt-2 grid gap-2">
                {facts.services.map((service) => (
                  <li key={service.id}>
                    {service.href ? (
                      <Link to={service.href} className="text-brand-800 underline underline-offset-2">
                        {service.title}
                      </Link>
                    ) : (
                      service.title
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link
            to={project.quoteHref}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t("projects.requestQuote")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </section>

      {testimonial ? (
        <section aria-labelledby="project-testimonial-title" className="bg-brand-50">
          <div className="page-container py-10 sm:py-14">
            <h2 id="project-testimonial-title" className="section-heading text-slate-900">
              {t("projects.testimonial")}
            </h2>
            <figure className="mt-6 max-w-3xl">
              <blockquote className="text-xl leading-relaxed text-slate-800 italic">
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="mt-3 font-semibold text-slate-700">— {testimonial.role}</figcaption>
            </figure>
          </div>
        </section>
      ) : null}

      {gallery.length > 0 ? (
        <section aria-labelledby="project-gallery-title" className="page-container py-10 sm:py-14">
          <h2 id="project-gallery-title" className="section-heading text-slate-900">
            {t("projects.gallery")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-project-gallery>
            {gallery.map((photo, index) => (
              <li key={index}>
                <figure>
                  <a
                    href={builtImageUrl(photo.image.src, LARGEST_PHOTO, "webp")}
                    className="block overflow-hidden rounded-xl ring-1 ring-slate-200"
                  >
                    <ResponsiveImage
                      image={photo.image}
                      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 90vw"
                      imgClassName="aspect-4/3 h-auto w-full object-cover"
                    />
                    <span className="sr-only">
                      {t("projects.photoOf", { n: index + 2, count: photos.length })}
                    </span>
                  </a>
                  {photo.caption ? (
                    <figcaption className="mt-2 text-sm text-slate-600">{photo.caption}</figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="project-related-title" className="bg-slate-50">
          <div className="page-container py-10 sm:py-14">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="project-related-title" className="section-heading text-slate-900">
                {t("projects.related")}
              </h2>
              <Link
                to={project.listPath}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("projects.allReferences")}
              </Link>
            </div>
            <div className="mt-6">
              <ProjectCards projects={related} headingLevel="h3" />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
