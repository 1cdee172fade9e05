import type { KindMetaArgs } from "./kind-meta";
import type { productData } from "./product-page.server";
import { imagePreload } from "~/components/ui/responsive-image";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { productStructuredData } from "~/features/catalogue/product-structured-data";
import { builtImageUrl } from "~/lib/image-paths";
import type { LocalImage } from "~/lib/localize";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

import { MAIN_IMAGE_SIZES } from "./product-image-sizes";

const largestImageUrl = (image: LocalImage) =>
  builtImageUrl(image.src, Math.max(...IMAGE_SLOTS[image.slot].widths), "webp");

export type ProductData = Awaited<ReturnType<typeof productData>>;

export function productMeta(args: KindMetaArgs<ProductData>) {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const { page, summary, mainImage, gallery } = data;
  return [
    ...routeMeta(args, {
      image: largestImageUrl(mainImage),
      jsonLd: [
        productStructuredData({
          name: page.title,
          description: summary,
          images: [mainImage, ...gallery.map((item) => item.image)].map(largestImageUrl),
          path: page.alternates[page.locale],
          organization: root.nav.company.name,
          origin: root.origin,
          // Metric whatever the visitor's units: the structured data is the same for everyone.
          properties: data.specs?.properties,
        }),
      ],
    }),
    { tagName: "link", ...imagePreload(mainImage, MAIN_IMAGE_SIZES) },
  ];
}
