import { data } from "react-router";
import type { Route } from "./+types/media-library";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { countLibraryImages, LIBRARY_PAGE_SIZE, listLibraryImages } from "~/.server/media/library";
import { MEDIA_BATCH_FILES } from "~/.server/media/limits";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { pageNumber } from "~/features/admin/admin-request.server";
import { MediaLibrary } from "~/features/media/components/media-library";
import { libraryCard, readMediaForm, uploadFiles } from "~/features/media/media-admin.server";
import type { UploadResult } from "~/features/media/media-types";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-media");
  const { locale } = page;
  const url = new URL(request.url);
  // Plain GET parameters: the search works without script.
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const onlyMissing = url.searchParams.get("missing") === "1";
  const done = url.searchParams.get("done");
  const total = await countLibraryImages(db, { query, missingAlt: onlyMissing });
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const current = Math.min(pageNumber(url.searchParams), pages);
  const images = await listLibraryImages(db, {
    query,
    missingAlt: onlyMissing,
    offset: (current - 1) * LIBRARY_PAGE_SIZE,
  });
  return {
    page,
    query,
    onlyMissing,
    list: { page: current, pages, total, first: total === 0 ? 0 : (current - 1) * LIBRARY_PAGE_SIZE + 1 },
    cards: images.map((image) => libraryCard(image, locale)),
    listHref: pagePath("admin-media", locale),
    uploadHref: `${pagePath("admin-media", locale)}/upload`,
    maxFiles: MEDIA_BATCH_FILES,
    done: done === "deleted" ? serverT(locale, "mediaLibrary.deleted") : undefined,
    messages: messageGroups(locale, ["mediaLibrary", "officeList"]),
  };
}

/** A batch from the form without script: every file stored or refused on its own. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-media");
  const form = await readMediaForm(request, "files");
  const results: UploadResult[] = await uploadFiles(db, user, locale, form.files);
  const notices = [
    ...(form.files.length === 0 && !form.tooMany ? [serverT(locale, "mediaLibrary.noFiles")] : []),
    ...(form.tooMany ? [serverT(locale, "mediaLibrary.tooManyFiles", { n: MEDIA_BATCH_FILES })] : []),
  ];
  logger.info(
    {
      stored: results.filter((result) => result.ok).length,
      refused: results.filter((result) => !result.ok).length,
    },
    "media upload",
  );
  const refused = results.some((result) => !result.ok) || notices.length > 0;
  return data({ results, notices }, { status: refused && !results.some((result) => result.ok) ? 400 : 200 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MediaLibraryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <MediaLibrary
        heading={loaderData.page.title}
        description={loaderData.page.description}
        cards={loaderData.cards}
        query={loaderData.query}
        onlyMissing={loaderData.onlyMissing}
        list={loaderData.list}
        listHref={loaderData.listHref}
        uploadHref={loaderData.uploadHref}
        maxFiles={loaderData.maxFiles}
        done={loaderData.done}
        results={actionData?.results}
        notices={actionData?.notices}
      />
    </PageMessages>
  );
}
