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

/**
 * The company as another node names it (provider, manufacturer, publisher): the same @id as
 * the home page's Organization, so search engines join the two, and named so the node reads
 * on its own.
 */
export function organizationReference(name: string, origin: string) {
  return { "@type": "Organization", "@id": `${origin}/#organization`, name, url: `${origin}/` };
}
