import { organizationReference } from "~/lib/structured-data";

/** A service page's schema.org Service (JSON-LD), from what the page itself shows. */
export interface ServiceFacts {
  /** The service's name, as the page's h1 shows it. */
  name: string;
  /** The page's description (the service's summary). */
  description: string;
  /** The page's own address (a path). */
  path: string;
  /** The hero image's address (a path), as Open Graph gives it. */
  imagePath: string;
  /** Where the service is offered, in the page's language. */
  areaServed: string;
  /** The company that provides it: the site's name. */
  providerName: string;
}

export function serviceStructuredData(service: ServiceFacts, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: new URL(service.path, origin).href,
    image: new URL(service.imagePath, origin).href,
    areaServed: { "@type": "Place", name: service.areaServed },
    provider: organizationReference(service.providerName, origin),
  };
}
