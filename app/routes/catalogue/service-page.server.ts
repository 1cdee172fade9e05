import { data, type RouterContextProvider } from "react-router";
import { contentDetails, siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { pagePath, type PageOfKind } from "~/.server/pages";
import { messageGroups, serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { parseParagraphs } from "~/lib/content/inline-text";
import { localize } from "~/lib/localize";
import { plantsInOperation } from "./plants-in-operation.server";

/** A service page's data (the catalogue route's loader, for a service). */
export async function serviceData(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  entry: PageOfKind<"service">,
  locale: Locale,
) {
  const { services, projects } = await siteContent(context, ["services", "projects"]);
  const service = services.find((candidate) => candidate.id === entry.serviceId);
  const details = await contentDetails(context, "serviceDetails", entry.serviceId);
  if (!service || !details) throw data(null, { status: 404 });
  // The page's fields in this language, as the schema declares them (a field added there reaches
  // the page with no line here); the paragraphs, sections and gallery are shaped below.
  const { id: _id, intro, sections, gallery, ...fields } = details;
  return {
    page: pageInfo(request, entry.id),
    messages: messageGroups(locale, ["carousel", "service"]),
    hero: localize(service.hero, locale),
    // Where it was delivered: the references naming it (none, no line).
    plants: plantsInOperation({ service: entry.serviceId }, { projects }, locale),
    details: {
      ...localize(fields, locale),
      intro: parseParagraphs(intro[locale]),
      sections: sections.map((section) => ({
        heading: section.heading[locale],
        ...(section.paragraphs ? { paragraphs: parseParagraphs(section.paragraphs[locale]) } : {}),
        ...(section.bullets ? { bullets: section.bullets[locale] } : {}),
      })),
    },
    // Gallery images keep their titles (localize would reduce an image to source and alt).
    gallery: gallery.map((item) => ({
      image: localize(item, locale),
      title: item.title[locale],
      ...(item.description ? { description: item.description[locale] } : {}),
    })),
    areaServed: serverT(locale, "service.areaServed"),
    contactPath: pagePath("contact", locale),
  };
}
