import { data, redirect } from "react-router";
import type { Route } from "./+types/post-redirect";
import { appContext } from "~/.server/app-context";
import { pagePath } from "~/.server/pages";
import { isPostId } from "~/features/news/post-id";
import { localeFromPath } from "~/i18n/locales";

/**
 * The post addresses that are not a post page (ADR 011): `/media-center/{id}` (the spec's
 * other reading) answers with a permanent redirect to `/media-center/post/{id}`, and the
 * post address without an id with one to the list; both languages. Anything under the
 * list that is not a post id is not found.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  if (params.id === undefined) throw redirect(pagePath("media", locale), 301);
  if (!isPostId(params.id)) {
    context.get(appContext).logger.warn({ path: pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  throw redirect(pagePath("media-post", locale, { id: params.id.toLowerCase() }), 301);
}

// Never rendered (the loader always redirects or fails); a page route, so that a miss
// shows the site's not-found screen.
export default function PostRedirect() {
  return null;
}
