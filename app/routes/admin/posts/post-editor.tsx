import { data, redirect } from "react-router";
import type { Route } from "./+types/post-editor";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { storeUploadedImage } from "~/.server/media/images";
import { findLibraryImage, libraryChoices } from "~/.server/media/library";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import {
  createPost,
  deletePost,
  findPost,
  lastPostChange,
  postState,
  type PostOutcome,
  unpublishPost,
  updatePost,
  type PostFields,
  type Publication,
} from "~/features/news/admin/admin-posts.server";
import { PostEditor } from "~/features/news/admin/components/post-editor";
import { doneMessage, formatAdminDate } from "~/features/news/admin/post-dates.server";
import type {
  EditorConflict,
  EditorFailure,
  EditorPost,
  FieldErrors,
} from "~/features/news/admin/post-editor-types";
import {
  checkPostInput,
  checkScheduleAt,
  imageMessage,
  readPostForm,
  type ReadForm,
} from "~/features/news/admin/post-form.server";
import { featuredImagePath } from "~/features/news/featured-image";
import { sanitizePostContent } from "~/features/news/post-content.server";
import { isPostId } from "~/features/news/post-id";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { uploadedImageMainUrl, uploadedImageRef } from "~/lib/uploaded-image";
import { routeMeta } from "~/lib/seo";

const notFound = () => data(null, { status: 404 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The texts of a saved post as the form holds them. */
const formValuesOf = (row: NonNullable<Awaited<ReturnType<typeof findPost>>>) => ({
  postType: row.postType,
  title: row.title,
  titleEs: row.titleEs ?? "",
  excerpt: row.excerpt ?? "",
  excerptEs: row.excerptEs ?? "",
  content: row.content ?? "",
  contentEs: row.contentEs ?? "",
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const editing = params.id !== undefined;
  const page = pageInfo(request, editing ? "admin-post-edit" : "admin-post-new");
  const locale = page.locale;
  const done = new URL(request.url).searchParams.get("done") ?? undefined;
  // The media library's newest images, which the post may take as its picture (ADR 028).
  const library = await libraryChoices(db, [], locale);
  const base = { page, library, messages: messageGroups(locale, ["postEditor", "richText", "mediaPicker"]) };
  if (!editing) return { ...base, post: undefined, done: undefined };
  if (!isPostId(params.id)) throw notFound();
  const row = await findPost(db, params.id.toLowerCase());
  if (!row) throw notFound();
  const now = new Date();
  const state = postState(row, now);
  const src = featuredImagePath(row.featuredImageUrl, env.PUBLIC_URL);
  const post: EditorPost = {
    id: row.id,
    state,
    values: { ...formValuesOf(row), version: String(row.version) },
    ...(row.publishedAt && (state === "published" || state === "scheduled")
      ? {
          publishedAt: row.publishedAt.toISOString(),
          publishedLabel: serverT(
            locale,
            state === "scheduled" ? "postEditor.scheduledFor" : "postEditor.publishedOn",
            { date: formatAdminDate(row.publishedAt, locale) },
          ),
        }
      : {}),
    ...(src ? { image: { src, ...(uploadedImageRef(src) ? { ref: uploadedImageRef(src) } : {}) } } : {}),
    previewHref: pagePath("admin-post-preview", locale, { id: row.id }),
  };
  return {
    ...base,
    post,
    done: done
      ? doneMessage(locale, done, row.publishedAt ? formatAdminDate(row.publishedAt, locale) : "")
      : undefined,
  };
}

function failure(read: ReadForm, errors: FieldErrors, status = 400, conflict?: EditorConflict) {
  const body: EditorFailure = {
    values: read.values,
    errors,
    at: Date.now(),
    ...(conflict ? { conflict } : {}),
  };
  return data({ failure: body }, { status });
}

/** The version a form started from (a positive whole number), or undefined. */
function formVersion(read: ReadForm): number | undefined {
  const version = Number(read.values.version);
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const editing = params.id !== undefined;
  const { locale } = pageInfo(request, editing ? "admin-post-edit" : "admin-post-new");
  if (editing && !isPostId(params.id)) throw notFound();
  const id = params.id?.toLowerCase();
  const read = await readPostForm(request);
  const intent = read.values.intent ?? "save";
  const editPath = (postId: string, done: string) =>
    `${pagePath("admin-post-edit", locale, { id: postId })}?done=${done}`;

  if (read.tooLarge) {
    return failure(
      read,
      { image: imageMessage(locale, read.tooLarge === "image" ? "too-large" : "body") },
      413,
    );
  }
  // A change of an existing post carries the version its form started from; one from an
  // older version (or without one) is refused with the post as it is now, the form's text
  // sent back untouched (ADR 022).
  const version = id ? formVersion(read) : undefined;
  const refused = async (outcome: PostOutcome) => {
    if (outcome === "not-found" || !id) throw notFound();
    const row = await findPost(db, id);
    if (!row) throw notFound();
    const last = await lastPostChange(db, id);
    logger.info(
      { postId: id, intent, formVersion: read.values.version, version: row.version },
      "post save refused: changed since opened",
    );
    const values = formValuesOf(row);
    return failure(read, {}, 409, {
      version: String(row.version),
      // Shown as HTML beside the form: sanitised as the public page shows it.
      values: {
        ...values,
        content: values.content && sanitizePostContent(values.content),
        contentEs: values.contentEs && sanitizePostContent(values.contentEs),
      },
      state: postState(row, new Date()),
      ...(last ? { savedBy: last.by, savedAt: formatAdminDate(last.at, locale) } : {}),
    });
  };
  if (id && version === undefined) return refused("conflict");
  if (id && intent === "delete") {
    const outcome = await deletePost(db, user, id, version!);
    if (outcome !== "done") return refused(outcome);
    return redirect(`${pagePath("admin-posts", locale)}?done=deleted`);
  }
  if (id && intent === "unpublish") {
    const outcome = await unpublishPost(db, user, id, version!);
    if (outcome !== "done") return refused(outcome);
    return redirect(editPath(id, "unpublished"));
  }
  if (!["save", "publish", "schedule"].includes(intent)) return failure(read, {});

  const checked = checkPostInput(read.values, locale);
  let publication: Publication;
  let errors: FieldErrors = "errors" in checked ? checked.errors : {};
  if (intent === "publish") publication = { publish: "now" };
  if (intent === "schedule") {
    const at = checkScheduleAt(read.values, locale, new Date());
    if ("errors" in at) errors = { ...errors, ...at.errors };
    else publication = { publish: "at", at: at.at };
  }
  if ("errors" in checked || Object.keys(errors).length > 0 || !("input" in checked)) {
    return failure(
      read,
      read.image ? { ...errors, image: serverT(locale, "postEditor.reselectImage") } : errors,
    );
  }

  // The content is kept as the public page will show it: sanitised against the spec's list.
  const fields: PostFields = {
    ...checked.input,
    content: checked.input.content ? sanitizePostContent(checked.input.content) : null,
    contentEs: checked.input.contentEs ? sanitizePostContent(checked.input.contentEs) : null,
  };
  if (read.image) {
    const stored = await storeUploadedImage(db, read.image, user.id);
    if ("problem" in stored) return failure(read, { image: imageMessage(locale, stored.problem) });
    fields.featuredImageUrl = uploadedImageMainUrl(stored);
  } else if (read.values.libraryImage) {
    const chosen = UUID.test(read.values.libraryImage)
      ? await findLibraryImage(db, read.values.libraryImage.toLowerCase())
      : undefined;
    if (!chosen) return failure(read, { libraryImage: serverT(locale, "postEditor.libraryMissing") });
    fields.featuredImageUrl = uploadedImageMainUrl(chosen);
  } else if (read.values.removeImage === "1") fields.featuredImageUrl = null;

  if (!id) {
    const created = await createPost(db, user, fields, publication);
    logger.info({ postId: created, intent }, "post created");
    return redirect(
      editPath(created, publication ? (intent === "publish" ? "published" : "scheduled") : "created"),
    );
  }
  const outcome = await updatePost(db, user, id, fields, publication, version!);
  if (outcome !== "done") return refused(outcome);
  return redirect(
    editPath(id, intent === "publish" ? "published" : intent === "schedule" ? "scheduled" : "saved"),
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function PostEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PostEditor
        heading={loaderData.page.title}
        post={loaderData.post}
        failure={actionData?.failure}
        done={loaderData.done}
        library={loaderData.library}
      />
    </PageMessages>
  );
}
