import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageRef } from "~/content/types";
import type { LocalImage } from "~/lib/localize";
import type { Crumb } from "~/lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";

/** A page's opening banner: background image, breadcrumb, title and an optional intro. */
export function PageHero({
  image,
  title,
  intro,
  crumbs,
  children,
}: {
  image: ImageRef | LocalImage;
  title: string;
  intro?: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ocean-900">
      <ResponsiveImage
        image={image}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full"
        imgClassName="h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ocean-900/95 via-ocean-900/80 to-brand-900/50"
      />
      <div className="mx-auto max-w-(--container-page) px-6 py-16 sm:py-24 lg:py-28">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-5 max-w-4xl text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-100">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
