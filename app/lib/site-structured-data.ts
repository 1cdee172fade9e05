/** JSON-LD for the site as a whole (home page): the company and the website with its search. */

/** The company as schema.org Organization, from what the footer shows. */
export function organization(
  company: {
    name: string;
    phone: { display: string };
    email: string;
    address: string;
    social: Array<{ href: string }>;
  },
  origin: string,
) {
  const contact = { telephone: company.phone.display, email: company.email };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    address: company.address,
    ...contact,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      availableLanguage: ["English", "Spanish"],
      ...contact,
    },
    sameAs: company.social.map((link) => link.href),
  };
}

/** The site as schema.org WebSite, with its search (`searchPath?q=…`) as a SearchAction. */
export function webSite(
  site: { name: string; locale: string; home: string; searchPath: string },
  origin: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: new URL(site.home, origin).href,
    inLanguage: site.locale,
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL(site.searchPath, origin).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
