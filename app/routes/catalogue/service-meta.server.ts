import type { KindMetaArgs } from "./kind-meta";
import type { serviceData } from "./service-page.server";
import { imagePreload } from "~/components/ui/responsive-image";
import { serviceStructuredData } from "~/features/catalogue/service-structured-data";
import { builtImageUrl } from "~/lib/image-paths";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

/** The hero's sizes (PageHero draws it full width): the LCP preload uses the same. */
const HERO_SIZES = "100vw";

export type ServiceData = Awaited<ReturnType<typeof serviceData>>;

export function serviceMeta(args: KindMetaArgs<ServiceData>) {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const image = builtImageUrl(data.hero.src, 1280, "webp");
  return [
    ...routeMeta(args, {
      image,
      jsonLd: [
        serviceStructuredData(
          {
            name: data.page.title,
            description: data.page.description,
            path: data.page.alternates[data.page.locale],
            imagePath: image,
            areaServed: data.areaServed,
            providerName: root.nav.company.name,
          },
          root.origin,
        ),
      ],
    }),
    // The hero image is the LCP element: fetched before anything else on the page.
    { tagName: "link", ...imagePreload(data.hero, HERO_SIZES) },
  ];
}
