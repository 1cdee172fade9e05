import type { Route } from "./+types/project-list";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ProjectCards } from "~/features/projects/components/project-cards";
import { ProjectFilters } from "~/features/projects/components/project-filters";
import { ProjectMap } from "~/features/projects/components/project-map";
import { projectListing } from "~/features/projects/projects.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

// The project references (/projects, /es/proyectos): filters that are a GET form, a map of
// their countries, the count of plants and countries, and a card per reference.
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await siteContent(context, ["projects", "products", "categories", "services", "pageMeta"]);
  const page = pageInfo(request, "projects");
  const listing = projectListing(content, new URL(request.url).searchParams, page.locale);
  return { page, messages: messageGroups(page.locale, ["projects"]), ...listing };
}

// A filtered list is the listing again: search engines are sent to the page without filters
// (its canonical address is the one without a query) and asked not to index the variant.
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: args.loaderData?.active });

export default function ProjectList({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProjectListContent data={loaderData} />
    </PageMessages>
  );
}

function ProjectListContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const { page, filters, active, clearHref, total, count, projects, map } = data;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-12 sm:py-16">
          <Breadcrumbs crumbs={page.crumbs} />
          <p className="eyebrow mt-5 text-brand-200">{t("projects.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-100">{t("projects.intro")}</p>
          <p className="mt-4 text-xl font-semibold text-white" data-projects-total>
            {total}
          </p>
        </div>
      </section>
      <div className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28">
          <ProjectFilters filters={filters} active={active} clearHref={clearHref} />
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          <ProjectMap map={map} />
          <section aria-labelledby="project-results-title">
            <h2 id="project-results-title" className="sr-only">
              {page.title}
            </h2>
            <p role="status" className="mb-4 text-lg font-semibold text-slate-900" data-projects-count>
              {count}
            </p>
            {projects.length > 0 ? (
              <ProjectCards projects={projects} />
            ) : (
              <p className="rounded-xl bg-slate-50 p-6 text-slate-700 ring-1 ring-slate-200">
                {t("projects.noResults")}{" "}
                {active ? (
                  <a href={clearHref} className="font-semibold text-brand-800 underline">
                    {t("projects.clear")}
                  </a>
                ) : null}
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
