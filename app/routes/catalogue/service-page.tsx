import type { Route } from "./+types/service-page";
import { pageInfo } from "~/.server/page-data";
import { requestedPage } from "~/.server/pages";
import { PageHero } from "~/components/layout/page-hero";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

// One module for the nine service pages, in both languages (the page table routes them here).
export function loader({ request }: Route.LoaderArgs) {
  const { page: entry, locale } = requestedPage(request, "service");
  const service = services.find((candidate) => candidate.id === entry.serviceId)!;
  const details = serviceDetails.find((candidate) => candidate.id === entry.serviceId)!;
  return {
    page: pageInfo(request, entry.id),
    hero: localize(service.hero, locale),
    details: localize(details, locale),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, hero, details } = loaderData;
  return (
    <>
      <PageHero image={hero} title={page.title} intro={details.tagline} crumbs={page.crumbs} />
      <section className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
        {details.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-[1.05rem] leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
    </>
  );
}
