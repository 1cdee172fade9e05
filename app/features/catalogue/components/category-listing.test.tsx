// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { CategoryListing } from "./category-listing";
import type { CategoryMenuItem } from "./category-menu";
import type { ProductCardData } from "./product-card";

afterEach(cleanup);

const menu: CategoryMenuItem[] = [
  { id: "screening-equipment", title: "Screening Equipment", href: "/screening-equipment" },
  { id: "mixers", title: "Mixers", href: "/mixers" },
];

function card(id: string, categoryId: ProductCardData["categoryId"] = "mixers"): ProductCardData {
  const categoryTitle = menu.find((item) => item.id === categoryId)!.title;
  return {
    id,
    name: id,
    href: `/${id}`,
    image: { src: `products/${id}/main`, slot: "card", alt: `${id} photo` },
    categoryId,
    categoryTitle,
  };
}

function renderListing(
  props: { term?: string; products: ProductCardData[] },
  { locale = "en", address = "/mixers" }: { locale?: Locale; address?: string } = {},
) {
  const Stub = createRoutesStub([
    {
      path: "/mixers",
      Component: () => (
        <I18nProvider locale={locale} messages={messageGroups(locale, ["common", "listing"]) as Messages}>
          <CategoryListing
            categoryId="mixers"
            categories={menu}
            term={props.term ?? ""}
            products={props.products}
          />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

describe("category listing", () => {
  it("says 'Products coming soon...' for a category with no products", async () => {
    renderListing({ products: [] });
    expect(await screen.findByText("Products coming soon...")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: /photo/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
  });

  it("says it in Spanish on Spanish pages", async () => {
    renderListing({ products: [] }, { locale: "es" });
    expect(await screen.findByText("Productos próximamente...")).toBeTruthy();
  });

  it("shows the category's products without labels or a result line when there is no search", async () => {
    renderListing({ products: [card("static-mixer"), card("dynamic-mixer")] });
    expect((await screen.findByRole("link", { name: "static-mixer" })).getAttribute("href")).toBe(
      "/static-mixer",
    );
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByText(/^Category:/)).toBeNull();
    expect(screen.queryByText("Products coming soon...")).toBeNull();
  });

  it("counts the results of a search and names the category of those from another", async () => {
    renderListing(
      {
        term: "Screen",
        products: [card("drum-screen", "screening-equipment"), card("screen-mixer")],
      },
      { address: "/mixers?q=Screen" },
    );
    expect((await screen.findByRole("status")).textContent).toBe('Showing 2 results for "Screen"');
    const drum = screen.getByRole("link", { name: "drum-screen" }).closest("article")!;
    expect(within(drum).getByText("Category: Screening Equipment")).toBeTruthy();
    const own = screen.getByRole("link", { name: "screen-mixer" }).closest("article")!;
    expect(within(own).queryByText(/Category:/)).toBeNull();
  });

  it("shows a search with no match, without 'Products coming soon...'", async () => {
    renderListing({ term: "zzz", products: [] }, { locale: "es", address: "/mixers?q=zzz" });
    expect((await screen.findByRole("status")).textContent).toContain("Mostrando 0 resultados para «zzz»");
    expect(screen.queryByText("Productos próximamente...")).toBeNull();
  });

  it("shows six of seven products and a 'More' button, and all of them with ?all=1", async () => {
    const seven = Array.from({ length: 7 }, (_, index) => card(`mixer-${index + 1}`));
    renderListing({ products: seven });
    expect(await screen.findAllByRole("article")).toHaveLength(6);
    expect(screen.queryByRole("link", { name: "mixer-7" })).toBeNull();
    expect(screen.getByRole("button", { name: "More" })).toBeTruthy();
    cleanup();
    renderListing({ products: seven }, { address: "/mixers?all=1" });
    expect(await screen.findAllByRole("article")).toHaveLength(7);
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
  });

  it("marks the current category in the menu", async () => {
    renderListing({ products: [card("static-mixer")] });
    const current = await screen.findByRole("link", { name: "Mixers" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Screening Equipment" }).getAttribute("aria-current")).toBeNull();
  });
});
