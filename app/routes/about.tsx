import type { Route } from "./+types/about";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { PageHero } from "~/components/layout/page-hero";
import { ChoiceTabs } from "~/components/ui/choice-tabs";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";
import { InlineText } from "~/components/inline-text";
import { parseParagraphs, type InlineToken } from "~/lib/content/inline-text";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { about } = await siteContent(context, ["about", "pageMeta"]);
  const page = pageInfo(request, "about");
  const { locale } = page;
  const content = localize(about, locale);
  return {
    page,
    about: {
      ...content,
      greenFuture: { ...content.greenFuture, paragraphs: parseParagraphs(content.greenFuture.paragraphs) },
      technology: {
        ...content.technology,
        mission: parseParagraphs(content.technology.mission),
        vision: parseParagraphs(content.technology.vision),
      },
    },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const { about: content, page } = loaderData;
  return (
    <>
      <PageHero image={content.hero} title={content.headline} intro={content.intro} crumbs={page.crumbs} />

      <section className="mx-auto grid max-w-(--container-page) gap-12 px-6 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {content.greenFuture.heading}
          </h2>
          <div className="inline-text mt-6 grid gap-5 text-[1.05rem] leading-relaxed text-slate-700">
            {content.greenFuture.paragraphs.map((paragraph, index) => (
              <p key={index}>
                <InlineText tokens={paragraph} />
              </p>
            ))}
          </div>
        </div>
        <ul className="grid content-start gap-4 sm:grid-cols-2">
          {content.tiles.map((tile) => (
            <li key={tile.id} className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <p className="text-4xl font-bold tracking-tight text-brand-800">{tile.value}</p>
              <p className="mt-2 font-semibold text-slate-700">{tile.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-(--container-page) items-center gap-12 px-6 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {content.technology.heading}
            </h2>
            <ChoiceTabs
              className="mt-8"
              label={content.technology.heading}
              tabs={[
                {
                  id: "mission",
                  label: content.technology.missionTab,
                  content: <Paragraphs items={content.technology.mission} />,
                },
                {
                  id: "vision",
                  label: content.technology.visionTab,
                  content: <Paragraphs items={content.technology.vision} />,
                },
              ]}
            />
          </div>
          <ResponsiveImage
            image={content.technology.image}
            sizes="(min-width: 1024px) 32rem, (min-width: 640px) 28rem, 100vw"
            className="mx-auto block w-full max-w-md overflow-hidden rounded-2xl shadow-xl lg:mr-0 lg:max-w-lg"
            imgClassName="h-auto w-full"
          />
        </div>
      </section>
    </>
  );
}

function Paragraphs({ items }: { items: InlineToken[][] }) {
  return (
    <div className="inline-text grid gap-4 text-[1.05rem] leading-relaxed text-slate-700">
      {items.map((tokens, index) => (
        <p key={index}>
          <InlineText tokens={tokens} />
        </p>
      ))}
    </div>
  );
}
