/** JSON-LD for the pages (schema.org), built from the same content the pages show. */

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbList(crumbs: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).href,
    })),
  };
}
