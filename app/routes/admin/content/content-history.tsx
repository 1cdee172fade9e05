import { data, redirect } from "react-router";
import type { Route } from "./+types/content-history";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { contentHistory, readContentItem, restoreVersion } from "~/.server/content/revisions";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { formatContentDate, itemName, revisionAuthor } from "~/features/content/content-admin.server";
import { ContentHistory, type HistoryRow } from "~/features/content/components/content-history";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { compareContent } from "~/lib/content/compare";
import { routeMeta } from "~/lib/seo";

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => data(null, { status: 404 });

async function findItem(db: Parameters<typeof readContentItem>[0], id: string | undefined) {
  if (!id || !ITEM_ID.test(id)) throw notFound();
  const item = await readContentItem(db, id.toLowerCase());
  if (!item) throw notFound();
  return item;
}

const STATE_KEYS = {
  draft: "contentEditor.revDraft",
  scheduled: "contentEditor.revScheduled",
  published: "contentEditor.revPublished",
  superseded: "contentEditor.revSuperseded",
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const item = await findItem(db, params.id);
  const base = pageInfo(request, "admin-content-history");
  const { locale } = base;
  const current = (item.published ?? item.latest).data as {
    name?: { en: string; es: string };
    title?: { en: string; es: string };
  };
  const name = itemName(
    {
      type: item.type,
      key: item.key,
      ...((current.name ?? current.title) ? { name: (current.name ?? current.title)! } : {}),
    },
    locale,
  );
  const revisions = await contentHistory(db, item.id);
  const rows: HistoryRow[] = revisions.map((revision) => ({
    version: revision.version,
    state: serverT(locale, STATE_KEYS[revision.state]),
    live: revision.state === "published",
    by: revisionAuthor(revision, locale),
    when: formatContentDate(revision.createdAt, locale),
    ...(revision.publishAt ? { publishAt: formatContentDate(revision.publishAt, locale) } : {}),
  }));
  // Compare two versions: a plain GET form (?from=&to=), so it works without script.
  const search = new URL(request.url).searchParams;
  const versions = revisions.map((revision) => revision.version);
  const pick = (name: string, fallback: number | undefined) => {
    const value = Number(search.get(name));
    return versions.includes(value) ? value : fallback;
  };
  const to = pick("to", versions[0]);
  const from = pick("from", versions[1] ?? versions[0]);
  const dataOf = (version: number | undefined) =>
    revisions.find((revision) => revision.version === version)?.data;
  const asked = search.has("from") || search.has("to");
  const restoredConflict = search.get("done") === "conflict";
  return {
    page: { ...base, title: serverT(locale, "contentEditor.historyHeading", { name }) },
    // A post's history belongs to the posts' tool in the back office's menu.
    ...(item.type === "post" ? { navHref: pagePath("admin-posts", locale) } : {}),
    messages: messageGroups(locale, ["contentEditor"]),
    rows,
    latestVersion: item.latest.version,
    editHref: pagePath("admin-content-edit", locale, { id: item.id }),
    historyHref: pagePath("admin-content-history", locale, { id: item.id }),
    compare:
      from !== undefined && to !== undefined
        ? { from, to, asked, changes: compareContent(dataOf(from), dataOf(to)) }
        : undefined,
    notice: restoredConflict ? serverT(locale, "contentEditor.restoreConflict") : undefined,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const item = await findItem(db, params.id);
  const { locale } = pageInfo(request, "admin-content-history");
  const form = await request.formData();
  const version = Number(form.get("restore"));
  const startedFrom = Number(form.get("version"));
  if (!Number.isSafeInteger(version) || !Number.isSafeInteger(startedFrom)) throw data(null, { status: 400 });
  const outcome = await restoreVersion(db, user, { itemId: item.id, startedFrom, version });
  if (!outcome.ok && outcome.reason === "not-found") throw notFound();
  if (!outcome.ok && outcome.reason === "conflict")
    return redirect(`${pagePath("admin-content-history", locale, { id: item.id })}?done=conflict`);
  if (!outcome.ok) throw data(null, { status: 400 });
  logger.info({ itemId: item.id, restored: version, version: outcome.version }, "content version restored");
  return redirect(`${pagePath("admin-content-edit", locale, { id: item.id })}?done=restored`);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function ContentHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContentHistory {...loaderData} heading={loaderData.page.title} />
    </PageMessages>
  );
}
