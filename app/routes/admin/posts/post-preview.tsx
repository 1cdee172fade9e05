import { data, Link } from "react-router";
import type { Route } from "./+types/post-preview";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { postRowOf } from "~/features/news/admin/admin-posts.server";
import { StateBadge } from "~/features/news/admin/components/state-badge";
import { PostArticle } from "~/features/news/components/post-view";
import { newsPageBasics, postView } from "~/features/news/news-pages.server";
import { isPostId } from "~/features/news/post-id";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { LOCALES, type Locale } from "~/i18n/locales";
import { messageGroups } from "~/i18n/messages.server";
import { cn } from "~/lib/cn";
import { routeMeta } from "~/lib/seo";
import { refuseForms } from "~/.server/admin-guard";

/**
 * A post exactly as its public page shows it (the same view, the same sanitising), in
 * either language (`?lang=`), whatever its state: its newest version, or one of its history
 * (`?version=`).
 */
// No form here: refused by the guard first, then 405 (refuseForms).
export const action = refuseForms;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const page = pageInfo(request, "admin-post-preview");
  if (!isPostId(params.id)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const asked = url.searchParams.get("version");
  const version = asked === null ? undefined : Number(asked);
  if (version !== undefined && !(Number.isSafeInteger(version) && version > 0))
    throw data(null, { status: 404 });
  const found = await postRowOf(db, params.id.toLowerCase(), version);
  if (!found) throw data(null, { status: 404 });
  const { row, state } = found;
  const language: Locale = LOCALES.find((each) => each === url.searchParams.get("lang")) ?? page.locale;
  const basics = newsPageBasics(language);
  const self = pagePath("admin-post-preview", page.locale, { id: row.id });
  return {
    page,
    language,
    state,
    post: postView(row, language, env.PUBLIC_URL),
    listPath: basics.listPath,
    editHref: pagePath("admin-content-edit", page.locale, { id: row.id }),
    languages: LOCALES.map((each) => ({
      locale: each,
      href: `${self}?lang=${each}${version === undefined ? "" : `&version=${version}`}`,
    })),
    messages: { ...basics.messages, ...messageGroups(page.locale, ["postEditor"]) },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PreviewBar {...loaderData} />
      <div lang={loaderData.language} data-preview-language={loaderData.language}>
        <PostArticle post={loaderData.post} listPath={loaderData.listPath} />
      </div>
    </PageMessages>
  );
}

function PreviewBar({
  state,
  editHref,
  languages,
  language,
}: Pick<Route.ComponentProps["loaderData"], "state" | "editHref" | "languages" | "language">) {
  const { t } = useI18n();
  return (
    <div className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-(--container-page) flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-amber-950">
          {t("postEditor.previewNotice")}
          <StateBadge state={state} />
        </p>
        <nav aria-label={t("postEditor.previewLanguage")}>
          <ul className="flex gap-2">
            {languages.map((each) => (
              <li key={each.locale}>
                <Link
                  to={each.href}
                  aria-current={each.locale === language ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-white",
                    each.locale === language && "bg-white ring-amber-500",
                  )}
                >
                  {t(each.locale === "en" ? "postEditor.english" : "postEditor.spanish")}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={editHref} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {t("postEditor.previewBack")}
        </Link>
      </div>
    </div>
  );
}
