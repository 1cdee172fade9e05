import { data } from "react-router";
import type { Route } from "./+types/translations";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { CONTENT_TYPE_ORDER } from "~/.server/content/revisions";
import { countFields, importTranslations, readTranslations } from "~/.server/content/translation";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { typeLabel } from "~/features/content/content-admin.server";
import { TranslationsScreen } from "~/features/content/components/translations";
import {
  importSummary,
  MAX_TRANSLATION_BYTES,
  problemRows,
  readImportForm,
  translationGroups,
} from "~/features/content/translations.server";
import type { TranslationImportOutcome } from "~/features/content/translations-types";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-content-translations");
  const { locale } = page;
  const items = await readTranslations(db);
  return {
    page,
    groups: translationGroups(items, locale),
    total: countFields(items.flatMap((item) => item.fields)),
    types: CONTENT_TYPE_ORDER.map((type) => ({ value: type, label: typeLabel(type, locale) })),
    exportHref: `${pagePath("admin-content-translations", locale)}/export`,
    // Set when an export found nothing to translate (the export route sends the editor back).
    exportEmpty: new URL(request.url).searchParams.get("export") === "empty",
    listHref: pagePath("admin-content", locale),
    messages: messageGroups(locale, ["translations", "contentEditor"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-content-translations");
  const form = await readImportForm(request);
  const refuse = (message: string, status = 400) =>
    data({ outcome: { ok: false, message, problems: [] } satisfies TranslationImportOutcome }, { status });
  if (form.tooLarge)
    return refuse(
      serverT(locale, "translations.importTooLarge", { size: `${MAX_TRANSLATION_BYTES / 1_000_000} MB` }),
      413,
    );
  if (form.text === undefined) return refuse(serverT(locale, "translations.importNoFile"));
  const result = await importTranslations(db, user, form.text, { publish: form.publish });
  if (!result.ok) {
    logger.info({ problems: result.problems.length }, "translation import refused");
    return data(
      {
        outcome: {
          ok: false,
          message: serverT(locale, "translations.importRefused", { count: result.problems.length }),
          problems: problemRows(result.problems, locale),
        } satisfies TranslationImportOutcome,
      },
      { status: 422 },
    );
  }
  logger.info({ items: result.plan.items.length, publish: form.publish }, "translations imported");
  return {
    outcome: importSummary(result.plan, form.publish, locale, await readTranslations(db)),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function TranslationsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <TranslationsScreen
        heading={loaderData.page.title}
        groups={loaderData.groups}
        total={loaderData.total}
        types={loaderData.types}
        exportHref={loaderData.exportHref}
        exportEmpty={loaderData.exportEmpty}
        listHref={loaderData.listHref}
        outcome={actionData?.outcome}
      />
    </PageMessages>
  );
}
