import type { Route } from "./+types/product-page";
import { pageInfo } from "~/.server/page-data";
import { requestedPage } from "~/.server/pages";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { productDetails } from "~/content/product-details";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

// One module for the twelve screening product pages, in both languages.
export function loader({ request }: Route.LoaderArgs) {
  const { page: entry, locale } = requestedPage(request, "product");
  const details = productDetails.find((candidate) => candidate.id === entry.productId)!;
  return {
    page: pageInfo(request, entry.id),
    details: localize(details, locale),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { page, details } = loaderData;
  return (
    <>
      <section className="bg-brand-800">
        <div className="mx-auto max-w-(--container-page) px-6 py-14">
          <Breadcrumbs crumbs={page.crumbs} />
          <h1 className="mt-5 text-3xl font-bold text-white sm:text-5xl">{page.title}</h1>
        </div>
      </section>
      <section className="mx-auto max-w-(--container-page) px-6 py-14">
        {details.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
    </>
  );
}
