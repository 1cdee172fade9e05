import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { notFoundMeta } from "~/lib/not-found-meta";
import { appContext } from "~/.server/app-context";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(appContext).logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export function action({ request, context }: Route.ActionArgs) {
  context
    .get(appContext)
    .logger.warn({ path: new URL(request.url).pathname, method: request.method }, "page not found");
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFound() {
  return <NotFoundScreen />;
}
