import type { CategoryData } from "./category-meta.server";
import { PageHero } from "~/components/layout/page-hero";
import { PlantsInOperation } from "~/components/plants-in-operation";
import { CategoryListing } from "~/features/catalogue/components/category-listing";
import { PageMessages } from "~/i18n/i18n-context";

export default function CategoryPage({ loaderData }: { loaderData: CategoryData }) {
  const { page, messages, hero, categoryId, categories: menu, term, products: items, plants } = loaderData;
  const { filters, filtered } = loaderData;
  return (
    <PageMessages messages={messages}>
      <PageHero image={hero} title={page.title} intro={page.description} crumbs={page.crumbs}>
        <PlantsInOperation line={plants} />
      </PageHero>
      <CategoryListing
        categoryId={categoryId}
        categories={menu}
        term={term}
        products={items}
        filters={filters}
        filtered={filtered}
      />
    </PageMessages>
  );
}
