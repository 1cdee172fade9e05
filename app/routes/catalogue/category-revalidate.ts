import type { ShouldRevalidateFunction } from "react-router";
import { listingTerm } from "~/features/catalogue/filter-products";

// A listing's 'More' only adds `?all=1`: its cards are already here, so the loader is not
// asked again (nor for any catalogue page at the address it shows).
export const categoryShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const sameList =
    currentUrl.pathname === nextUrl.pathname &&
    listingTerm(currentUrl.searchParams.get("q")) === listingTerm(nextUrl.searchParams.get("q")) &&
    filtersOf(currentUrl) === filtersOf(nextUrl);
  return sameList ? false : defaultShouldRevalidate;
};

/** The query apart from the search text and 'More': the listing's filters (any change reloads). */
function filtersOf(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete("q");
  query.delete("all");
  return query.toString();
}
