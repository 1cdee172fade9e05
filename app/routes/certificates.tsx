import { BadgeCheck, ZoomIn } from "~/components/ui/media-icons";
import type { Route } from "./+types/certificates";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ImageLightbox } from "~/components/ui/image-lightbox";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { builtImageUrl } from "~/lib/image-paths";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { certificates } = await siteContent(context, ["certificates", "pageMeta"]);
  const page = pageInfo(request, "certificates");
  const { locale } = page;
  return {
    page,
    // Every field of the page's item, in this language, as the schema declares them.
    ...localize(certificates, locale),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const LARGEST_CERTIFICATE_WIDTH = Math.max(...IMAGE_SLOTS.certificate.widths);

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { page, intro, standards, tiles } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
          <Breadcrumbs crumbs={page.crumbs} />
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
        </div>
      </section>

      <section className="mx-auto grid max-w-(--container-page) gap-12 px-6 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">{intro.heading}</h2>
          <p className="mt-4 text-[1.05rem] leading-relaxed text-slate-700">{intro.text}</p>
        </div>
        <ul className="grid gap-4">
          {standards.map((standard) => (
            <li key={standard.id} className="flex gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
              <BadgeCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-bold text-slate-900">
                  {standard.code} <span className="font-semibold text-brand-800">{standard.name}</span>
                </h3>
                <p className="mt-1 text-slate-700">{standard.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50">
        <ul className="mx-auto grid max-w-(--container-page) grid-cols-2 gap-4 px-6 py-14 sm:gap-8 sm:py-20 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <ImageLightbox
                fullSrc={builtImageUrl(tile.image.src, LARGEST_CERTIFICATE_WIDTH, "webp")}
                title={tile.caption}
                tile={
                  <figure className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200 transition group-hover:shadow-xl">
                    <div className="relative">
                      <ResponsiveImage
                        image={tile.image}
                        sizes="(min-width: 1024px) 22vw, 45vw"
                        className="block"
                        imgClassName="h-auto w-full"
                      />
                      <span className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                        <ZoomIn aria-hidden="true" className="size-5" />
                      </span>
                    </div>
                    <figcaption className="px-3 py-3 text-center text-sm font-semibold text-slate-800">
                      {tile.caption}
                    </figcaption>
                  </figure>
                }
              >
                <ResponsiveImage
                  image={tile.image}
                  sizes="(min-width: 768px) 40rem, 90vw"
                  className="block"
                  imgClassName="mx-auto h-auto max-h-[75vh] w-auto"
                />
              </ImageLightbox>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
