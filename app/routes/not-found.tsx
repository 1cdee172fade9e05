import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { dictionaries, translate } from "~/i18n/dictionary";
import { localeFromPath } from "~/i18n/locales";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export function action({ request, context }: Route.ActionArgs) {
  context.logger.warn({ path: new URL(request.url).pathname, method: request.method }, "page not found");
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const dictionary = dictionaries[localeFromPath(location.pathname)];
  return [
    { title: `${translate(dictionary, "notFound.metaTitle")} | ${translate(dictionary, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundScreen />;
}
