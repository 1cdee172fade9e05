import type { Route } from "./+types/category-page";
import { pageInfo } from "~/.server/page-data";
import { pagePath, productPageId, requestedPage } from "~/.server/pages";
import { PageHero } from "~/components/layout/page-hero";
import { categories } from "~/content/categories";
import { products } from "~/content/products";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

// One module for the nine category listings, in both languages.
export function loader({ request }: Route.LoaderArgs) {
  const { page: entry, locale } = requestedPage(request, "category");
  const category = categories.find((candidate) => candidate.id === entry.categoryId)!;
  return {
    page: pageInfo(request, entry.id),
    hero: localize(category.hero, locale),
    products: products
      .filter((product) => product.categoryId === category.id)
      .map((product) => ({
        id: product.id,
        name: product.name[locale],
        href: pagePath(productPageId(product), locale),
      })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, hero, products: items } = loaderData;
  return (
    <>
      <PageHero image={hero} title={page.title} intro={page.description} crumbs={page.crumbs} />
      <ul className="mx-auto grid max-w-(--container-page) gap-4 px-6 py-14 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href}>{item.name}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
