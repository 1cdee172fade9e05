import type { Route } from "./+types/home";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { imagePreload } from "~/components/ui/responsive-image";
import { HERO_SIZES } from "~/features/home/home-data";
import { HOME_MESSAGE_GROUPS, homeData } from "~/features/home/home-data.server";
import { loadLatestNews } from "~/features/news/news-queries.server";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { builtImageUrl } from "~/lib/image-paths";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";
import { organization, webSite } from "~/lib/site-structured-data";
import { appContext } from "~/.server/app-context";

// Each part hydrates on its own once it nears the viewport (React keeps the server's HTML
// meanwhile): a part nobody scrolls to costs no script. The hero is one too: it is in view,
// so its code is fetched as soon as the page frame has hydrated, and it hydrates in a task
// of its own rather than in the frame's (ADR 016).
const HeroCarousel = lazyWhenNear("hero-slides", () =>
  import("~/features/home/hero-carousel").then((module) => module.HeroCarousel),
);
const homeSections = () => import("~/features/home/home-sections");
const CompanySections = lazyWhenNear("company-title", () =>
  homeSections().then((module) => module.CompanySections),
);
const FeatureSections = lazyWhenNear("manufacturing-title", () =>
  homeSections().then((module) => module.FeatureSections),
);
const GreenBanner = lazyWhenNear("green-title", () => homeSections().then((module) => module.GreenBanner));
const LatestNews = lazyWhenNear("news-title", () =>
  import("~/features/news/latest-news").then((module) => module.LatestNews),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  // The content first: the page table (pageInfo's title and description) follows what it read.
  const content = await siteContent(context, [
    "home",
    "company",
    "services",
    "categories",
    "projects",
    "pageMeta",
  ]);
  const page = pageInfo(request, "home");
  return {
    page,
    messages: messageGroups(page.locale, HOME_MESSAGE_GROUPS),
    home: homeData(page.locale, content),
    // Not awaited: a client-side navigation shows the skeleton meanwhile; the server
    // waits for it before sending the HTML (entry.server.tsx, onAllReady).
    news: loadLatestNews(context.get(appContext), page.locale),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const hero = data.home.hero[0]!.image;
  const company = root.nav.company;
  return [
    ...routeMeta(args, {
      image: builtImageUrl(hero.src, 1280, "webp"),
      jsonLd: [
        organization(company, root.origin),
        webSite(
          {
            name: company.name,
            locale: data.page.locale,
            home: root.nav.home,
            searchPath: data.home.links.search,
          },
          root.origin,
        ),
      ],
    }),
    // The first hero image is the LCP element: fetched before anything else on the page.
    { tagName: "link", ...imagePreload(hero, HERO_SIZES) },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, messages, news } = loaderData;
  return (
    <PageMessages messages={messages}>
      <HeroCarousel slides={home.hero} catalogs={home.links.catalogs} />
      <CompanySections data={home} />
      <FeatureSections data={home} />
      <LatestNews news={news} allNews={home.links.media} />
      <GreenBanner data={home} />
    </PageMessages>
  );
}
