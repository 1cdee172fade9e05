import { data } from "react-router";
import type { Route } from "./+types/media-upload";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { MEDIA_BATCH_FILES } from "~/.server/media/limits";
import { localeFromPath } from "~/i18n/locales";
import { readMediaForm, uploadFiles } from "~/features/media/media-admin.server";
import { serverT } from "~/i18n/messages.server";

/**
 * The media library's uploads from its page's script: one request per file (so each shows its
 * own progress), answered with JSON, each file's outcome in the editor's language (ADR 028).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readMediaForm(request, "files");
  const results = await uploadFiles(db, user, locale, form.files);
  const notices = form.tooMany
    ? [serverT(locale, "mediaLibrary.tooManyFiles", { n: MEDIA_BATCH_FILES })]
    : [];
  return data(
    { results, notices },
    { status: results.some((result) => result.ok) ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
