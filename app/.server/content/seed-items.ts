import { about } from "../../content/about";
import { catalogs } from "../../content/catalogs";
import { categories } from "../../content/categories";
import { certificateStandards, certificateTiles, certificatesIntro } from "../../content/certificates";
import { company } from "../../content/company";
import { contactPage } from "../../content/contact";
import { home } from "../../content/home";
import { productDetails } from "../../content/product-details";
import { products } from "../../content/products";
import { serviceDetails } from "../../content/service-details";
import { services } from "../../content/services";
import type { ContentItem } from "../../lib/content/schemas";
import { toSiteContent, type SiteContent } from "../../lib/content/site-content";

/**
 * Today's content (`app/content/`) as items of the content types (ADR 023): what a new
 * database is seeded with, and the fixture the content tests compare against. Each list
 * keeps the order the site shows it in.
 */
export function seedItems(): ContentItem[] {
  const detailsOfService = new Map(serviceDetails.map((details) => [details.id, details]));
  const detailsOfProduct = new Map(productDetails.map((details) => [details.id, details]));
  // The hand-written types of app/content/ fit the schemas' types (the type check says so); each
  // item is also validated against its schema when it is stored (content-store tests).
  return [
    { type: "company", key: "company", data: structuredClone(company) },
    { type: "home", key: "home", data: structuredClone(home) },
    { type: "about", key: "about", data: structuredClone(about) },
    {
      type: "certificates",
      key: "certificates",
      data: { intro: certificatesIntro, standards: certificateStandards, tiles: certificateTiles },
    },
    { type: "catalogs", key: "catalogs", data: { cards: catalogs } },
    { type: "contact-page", key: "contact-page", data: structuredClone(contactPage) },
    ...services.map((service): ContentItem => {
      const details = detailsOfService.get(service.id);
      if (!details) throw new Error(`service ${service.id} has no details`);
      const { id: _id, ...page } = details;
      const { id: _same, ...card } = service;
      return { type: "service", key: service.id, data: { ...card, ...page } };
    }),
    ...categories.map(({ id, ...data }): ContentItem => ({ type: "category", key: id, data: data })),
    ...products.map((product): ContentItem => {
      const { id, hasPage, ...data } = product;
      if (!hasPage) return { type: "product", key: id, data: data };
      const details = detailsOfProduct.get(product.id);
      if (!details) throw new Error(`product ${id} has a page but no details`);
      const { id: _id, ...page } = details;
      return { type: "product", key: id, data: { ...data, page } };
    }),
  ];
}

let seedContent: SiteContent | undefined;

/** Today's content in the shapes the pages read (the page table's start, and tests). */
export function seedSiteContent(): SiteContent {
  return (seedContent ??= toSiteContent(seedItems()));
}
