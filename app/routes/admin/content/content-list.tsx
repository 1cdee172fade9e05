import type { Route } from "./+types/content-list";
import { appContext } from "~/.server/app-context";
import { listContentItems } from "~/.server/content/revisions";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { contentGroups } from "~/features/admin-content/content-admin.server";
import { ContentList } from "~/features/admin-content/components/content-list";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-content");
  // A plain GET parameter: the filter works without script.
  const onlyMissing = new URL(request.url).searchParams.get("missing") === "1";
  const rows = await listContentItems(db);
  return {
    page,
    onlyMissing,
    groups: contentGroups(onlyMissing ? rows.filter((row) => row.missingSpanish > 0) : rows, page.locale),
    listHref: pagePath("admin-content", page.locale),
    messages: messageGroups(page.locale, ["contentEditor"]),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContentList
        heading={loaderData.page.title}
        groups={loaderData.groups}
        onlyMissing={loaderData.onlyMissing}
        listHref={loaderData.listHref}
      />
    </PageMessages>
  );
}
