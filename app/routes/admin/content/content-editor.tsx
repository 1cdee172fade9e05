import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/content-editor";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { catalogueErrors } from "~/.server/content/catalogue-checks";
import {
  discardDraft,
  publishContent,
  readContentItem,
  saveDraft,
  scheduleContent,
  type ContentOutcome,
} from "~/.server/content/revisions";
import { checkPdf, storeUploadedDocument } from "~/.server/documents/uploads";
import {
  findLibraryImage,
  imagesIn,
  placementProblems,
  prepareSlots,
  storeLibraryImage,
} from "~/.server/media/library";
import { problemMessage } from "~/features/media/media-admin.server";
import { postPreviewPath } from "~/features/news/admin/admin-posts.server";
import { sanitizePostContent } from "~/features/news/post-content.server";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import {
  formatContentDate,
  formSpecFor,
  itemName,
  mediaChoices,
  placementErrors,
  readContentForm,
  readScheduleAt,
  revisionAuthor,
} from "~/features/content/content-admin.server";
import type { EditorFailure, EditorItem } from "~/features/content/content-editor-types";
import { contentFieldErrors, uploadedDocumentErrors } from "~/features/content/content-errors.server";
import { applyListOp, parseListOp, type FieldSpec } from "~/features/content/content-form";
import { ContentEditor } from "~/features/content/components/content-editor";
import { EditorWithPreview } from "~/features/content/components/editor-with-preview";
import { PageMessages } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { compareContent } from "~/lib/content/compare";
import { contentPreviewPath } from "~/lib/content/preview-path";
import { missingTranslations, type ContentItem, type ContentType } from "~/lib/content/schemas";
import { routeMeta } from "~/lib/seo";

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => data(null, { status: 404 });

const DONE = ["saved", "published", "scheduled", "discarded", "restored", "created", "postCreated"] as const;
const isDone = (value: string | null): value is (typeof DONE)[number] =>
  (DONE as readonly (string | null)[]).includes(value);

async function findItem(db: Parameters<typeof readContentItem>[0], id: string | undefined) {
  if (!id || !ITEM_ID.test(id)) throw notFound();
  const item = await readContentItem(db, id.toLowerCase());
  if (!item) throw notFound();
  return item;
}

const nameOfData = (type: ContentType, key: string, values: unknown, locale: Locale) => {
  const record = (values ?? {}) as Record<string, unknown>;
  const name = (record.name ?? record.title) as { en: string; es: string } | undefined;
  return itemName(
    { type, key, ...(name && typeof name === "object" && "en" in name ? { name } : {}) },
    locale,
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const item = await findItem(db, params.id);
  const base = pageInfo(request, "admin-content-edit");
  const { locale } = base;
  const values = (item.pending ?? item.published ?? item.latest).data as Record<string, unknown>;
  const name = nameOfData(item.type, item.key, values, locale);
  const page = { ...base, title: serverT(locale, "contentEditor.editHeading", { name }) };
  const pending = item.pending;
  const status = pending
    ? pending.state === "scheduled" && pending.publishAt
      ? serverT(locale, "contentEditor.editingScheduled", {
          date: formatContentDate(pending.publishAt, locale),
        })
      : serverT(locale, "contentEditor.editingDraft", {
          who: revisionAuthor(pending, locale),
          when: formatContentDate(pending.createdAt, locale),
        })
    : item.published
      ? serverT(locale, "contentEditor.statePublished", { version: item.published.version })
      : serverT(locale, "contentEditor.stateUnpublished");
  const done = new URL(request.url).searchParams.get("done");
  const stateTone = pending
    ? pending.state === "scheduled"
      ? ("scheduled" as const)
      : ("draft" as const)
    : item.published
      ? ("published" as const)
      : ("none" as const);
  const stateWord = {
    draft: serverT(locale, "contentEditor.stateDraft"),
    scheduled: serverT(locale, "contentEditor.stateScheduled", {
      date: pending?.publishAt ? formatContentDate(pending.publishAt, locale) : "",
    }),
    published: serverT(locale, "contentEditor.statePublished", { version: item.published?.version ?? 0 }),
    none: serverT(locale, "contentEditor.stateUnpublished"),
  }[stateTone];
  const editor: EditorItem = {
    id: item.id,
    type: item.type,
    key: item.key,
    name,
    spec: await formSpecFor(db, item, locale),
    values,
    version: item.latest.version,
    status,
    state: {
      tone: stateTone,
      label:
        stateTone === "published"
          ? stateWord
          : `${stateWord} · ${serverT(locale, "editorWorkspace.version", { version: item.latest.version })}`,
    },
    pending: Boolean(pending),
    historyHref: pagePath("admin-content-history", locale, { id: item.id }),
    listHref: pagePath(item.type === "post" ? "admin-posts" : "admin-content", locale),
    previewHrefs: {
      // A post's preview is the back office's own page (the news pages read published rows).
      en:
        item.type === "post"
          ? postPreviewPath(item.key, locale, "en")
          : contentPreviewPath({ type: item.type, key: item.key, locale: "en" }),
      es:
        item.type === "post"
          ? postPreviewPath(item.key, locale, "es")
          : contentPreviewPath({ type: item.type, key: item.key, locale: "es" }),
    },
    ...(item.type === "catalogs" ? { documentCards: cardsOf(values, locale) } : {}),
    ...(item.type === "post" ? { pictureUpload: true as const } : {}),
    library: await mediaChoices(db, values, locale),
  };
  return {
    page,
    // A post belongs to the posts' tool in the back office's menu.
    ...(item.type === "post" ? { navHref: pagePath("admin-posts", locale) } : {}),
    messages: messageGroups(locale, [
      "contentEditor",
      "richText",
      "mediaPicker",
      "specsEditor",
      "livePreview",
      "editorWorkspace",
    ]),
    item: editor,
    missing: missingTranslations(values),
    done: isDone(done)
      ? {
          kind: done,
          // A project reference added from the list says what a new reference still needs.
          text: serverT(
            locale,
            done === "created" && item.type === "project"
              ? "contentEditor.done_projectCreated"
              : `contentEditor.done_${done}`,
          ),
        }
      : undefined,
  };
}

interface CardFields {
  id?: unknown;
  title?: { en?: unknown; es?: unknown };
  documentFile?: { en: string; es: string };
}
const cardList = (values: unknown): CardFields[] => {
  const cards = ((values ?? {}) as { cards?: unknown }).cards;
  return Array.isArray(cards) ? (cards as CardFields[]) : [];
};

/** The Catalogs page's cards, as the upload's choice names them. */
function cardsOf(values: unknown, locale: Locale): { id: string; title: string }[] {
  return cardList(values).flatMap((card) =>
    typeof card.id === "string"
      ? [{ id: card.id, title: String(card.title?.[locale] || card.title?.en || card.id) }]
      : [],
  );
}

/**
 * Stores a PDF sent for one of the form's cards and names it on that card in `values` (in its
 * language; a card with no English PDF takes it for English too, which the Spanish page uses).
 */
async function takeCardDocument(
  db: Parameters<typeof readContentItem>[0],
  values: unknown,
  upload: { cardId: string; locale: Locale; file: File },
): Promise<{ cardId: string; file: string } | { problem: string }> {
  const card = cardList(values).find((candidate) => candidate.id === upload.cardId);
  if (!card) return { problem: "errUploadCard" };
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const problem = checkPdf(bytes);
  if (problem) {
    const key = {
      empty: "errUploadEmpty",
      "too-large": "errUploadTooLarge",
      "not-pdf": "errUploadNotPdf",
      truncated: "errUploadTruncated",
    }[problem];
    return { problem: key };
  }
  const file = await storeUploadedDocument(db, { cardId: upload.cardId, locale: upload.locale, bytes });
  const current = card.documentFile ?? { en: "", es: "" };
  card.documentFile =
    upload.locale === "en" ? { ...current, en: file } : { en: current.en || file, es: file };
  return { cardId: upload.cardId, file };
}

/**
 * The form's values with every rich text (a post's content, a project reference's body, at any
 * depth) sanitised as its page shows it: against the news page's list of tags.
 */
function sanitiseRichTexts(spec: FieldSpec, value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  switch (spec.kind) {
    case "rich": {
      const text = value as { en?: unknown; es?: unknown };
      return {
        ...text,
        en: sanitizePostContent(typeof text.en === "string" ? text.en : ""),
        es: sanitizePostContent(typeof text.es === "string" ? text.es : ""),
      };
    }
    case "list":
      return Array.isArray(value) ? value.map((entry) => sanitiseRichTexts(spec.item, entry)) : value;
    case "group": {
      const record = { ...(value as Record<string, unknown>) };
      for (const field of spec.fields)
        if (record[field.name] !== undefined)
          record[field.name] = sanitiseRichTexts(field.spec, record[field.name]);
      return record;
    }
    default:
      return value;
  }
}

function failure(body: Omit<EditorFailure, "at">, status = 400) {
  return data({ failure: { ...body, at: Date.now() } satisfies EditorFailure }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const item = await findItem(db, params.id);
  const { locale } = pageInfo(request, "admin-content-edit");
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const spec: FieldSpec = await formSpecFor(db, item, locale);
  const intent = field("intent") || "save";
  const started = Number(field("version"));
  const startedFrom = Number.isSafeInteger(started) && started >= 1 ? started : 0;
  const scheduleAt = field("scheduleAt");
  const editPath = (done: string) =>
    `${pagePath("admin-content-edit", locale, { id: item.id })}?done=${done}`;

  // A list's add / remove / move button: the form comes back rearranged, nothing saved.
  if (intent.startsWith("list:")) {
    const op = parseListOp(intent.slice("list:".length));
    const values = readContentForm(spec, form, false);
    const changed = op ? applyListOp(spec, values, op) : values;
    return failure(
      {
        values: changed,
        errors: {},
        missing: missingTranslations(changed),
        version: startedFrom,
        scheduleAt,
        rearranged: true,
      },
      200,
    );
  }

  // "Keep my text" after a refusal: saved as a draft over the version shown in the refusal.
  const over = /^save-over:(\d+)$/.exec(intent);
  const action = over ? "save" : intent;
  const from = over ? Number(over[1]) : startedFrom;
  // What is saved of a rich text is only what its page may show.
  const values = sanitiseRichTexts(spec, readContentForm(spec, form, true)) as Record<string, unknown>;
  const sentBack = (errors: Record<string, string>, status = 400, extra: Partial<EditorFailure> = {}) =>
    failure(
      { values, errors, missing: missingTranslations(values), version: startedFrom, scheduleAt, ...extra },
      status,
    );

  let outcome: ContentOutcome;
  if (action === "discard") {
    outcome = await discardDraft(db, user, { itemId: item.id, startedFrom: from });
  } else if (action === "save" || action === "publish" || action === "schedule") {
    // A catalog card's PDF sent with the form: stored, and named on its card in what is saved.
    const upload = form.get("documentUpload");
    if (item.type === "catalogs" && upload instanceof File && upload.size > 0) {
      const uploaded = await takeCardDocument(db, values, {
        cardId: field("documentCard"),
        locale: field("documentLocale") === "es" ? "es" : "en",
        file: upload,
      });
      if ("problem" in uploaded)
        return sentBack(
          { documentUpload: serverT(locale, `contentEditor.${uploaded.problem}` as MessageKey) },
          400,
          { upload: { card: field("documentCard"), locale: field("documentLocale") } },
        );
      logger.info({ itemId: item.id, card: uploaded.cardId, file: uploaded.file }, "catalog PDF uploaded");
    }
    if (item.type === "post") {
      const post = values as { media?: string };
      // A new picture sent with the form: stored in the media library and chosen.
      const picture = form.get("pictureUpload");
      if (picture instanceof File && picture.size > 0) {
        const stored = await storeLibraryImage(db, user, {
          name: picture.name,
          bytes: new Uint8Array(await picture.arrayBuffer()),
        });
        if (!stored.ok)
          return sentBack({ pictureUpload: problemMessage(locale, stored.problem, picture.name) });
        post.media = stored.id;
        logger.info({ itemId: item.id, image: stored.id }, "post picture uploaded to the media library");
      } else if (post.media && !(await findLibraryImage(db, post.media))) {
        return sentBack({ media: serverT(locale, "contentEditor.libraryMissing") });
      }
    }
    const errors = {
      ...(
        await catalogueErrors(db, [{ type: item.type, key: item.key, data: values } as ContentItem], locale, {
          draft: action === "save",
        })
      )[0]?.errors,
      ...contentFieldErrors(item.type, values, locale),
      ...(await uploadedDocumentErrors(db, item.type, values, locale)),
      // A library image must still exist; a page going public needs its alt text (ADR 028).
      ...placementErrors(await placementProblems(db, values, action !== "save"), locale),
    };
    let at: Date | undefined;
    if (action === "schedule") {
      const when = readScheduleAt(scheduleAt, field("tzOffset"), new Date());
      if ("error" in when) errors.scheduleAt = serverT(locale, `contentEditor.${when.error}`);
      else at = when.at;
    }
    if (Object.keys(errors).length > 0) return sentBack(errors);
    const change = { itemId: item.id, startedFrom: from, data: values };
    outcome =
      action === "save"
        ? await saveDraft(db, user, change)
        : action === "publish"
          ? await publishContent(db, user, change)
          : await scheduleContent(db, user, { ...change, at: at! });
  } else {
    return sentBack({});
  }

  if (outcome.ok) {
    logger.info({ itemId: item.id, intent: action, version: outcome.version }, "content changed");
    // The library images placed in slots get those slots' renditions in the background.
    const placed = imagesIn(values).flatMap((image) =>
      image.media ? [{ id: image.media, slot: image.slot }] : [],
    );
    if (placed.length > 0)
      void prepareSlots(db, placed).catch((error: unknown) =>
        logger.warn({ err: error, itemId: item.id }, "preparing image renditions failed"),
      );
    const done = { save: "saved", publish: "published", schedule: "scheduled", discard: "discarded" }[
      action
    ]!;
    return redirect(editPath(done));
  }
  if (outcome.reason === "not-found") throw notFound();
  if (outcome.reason === "invalid") {
    return sentBack(Object.fromEntries(outcome.errors.map((error) => [error.field, error.message])));
  }
  logger.info(
    { itemId: item.id, intent: action, formVersion: from, version: outcome.current.version },
    "content save refused: changed since opened",
  );
  return sentBack({}, 409, {
    conflict: {
      version: outcome.current.version,
      savedBy: serverT(locale, "contentEditor.conflictSavedBy", {
        version: outcome.current.version,
        who: revisionAuthor(outcome.current, locale),
        when: formatContentDate(outcome.current.createdAt, locale),
      }),
      changes: compareContent(outcome.current.data, values),
    },
  });
}

/**
 * In the browser, a form the server refuses before the editor's action reads it (413 too
 * large, 429, 503, a dropped connection) leaves the editor as it is, with its text, and says
 * nothing was saved, instead of replacing the page with the error screen. A redirect (the
 * session has ended: the sign-in page) goes on as before; the typed text is kept in this
 * browser for that case (useKeptWork).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { refused: { status: isRouteErrorResponse(error) ? error.status : 0, at: Date.now() } };
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

// The live preview's code comes with the editor's page only, once its script runs.
const LivePreview = lazy(() => import("~/features/content/components/live-preview"));

export default function ContentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <PageMessages messages={loaderData.messages}>
      <EditorWithPreview
        preview={(className) => (
          <Suspense fallback={null}>
            <LivePreview type={item.type} itemKey={item.key} className={className} />
          </Suspense>
        )}
      >
        <ContentEditor
          heading={loaderData.page.title}
          item={item}
          missing={loaderData.missing}
          failure={actionData && "failure" in actionData ? actionData.failure : undefined}
          refused={actionData && "refused" in actionData ? actionData.refused : undefined}
          done={loaderData.done}
        />
      </EditorWithPreview>
    </PageMessages>
  );
}
