import { data, redirect } from "react-router";
import type { Route } from "./+types/media-image";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import {
  deleteLibraryImage,
  findLibraryImage,
  imageUses,
  replaceLibraryImage,
  updateLibraryImage,
} from "~/.server/media/library";
import { MAX_IMAGE_BYTES } from "~/.server/media/images";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { formatContentDate, typeLabel } from "~/features/content/content-admin.server";
import { MediaImageEditor } from "~/features/media/components/media-image-editor";
import {
  imageDetail,
  problemMessage,
  readMediaForm,
  readWordsForm,
  useView,
  wordsFormOf,
} from "~/features/media/media-admin.server";
import type { ImageUseView, ImageWordsErrors, ImageWordsForm } from "~/features/media/media-types";
import { PageMessages } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import type { ContentType } from "~/lib/content/schemas";
import { routeMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => data(null, { status: 404 });
const DONE = ["saved", "replaced"] as const;

/** The content editor's names for types and its dates. */
const wordingFor = (locale: Locale) => ({
  typeName: (type: string) => typeLabel(type as ContentType, locale),
  date: (date: Date) => formatContentDate(date, locale),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = pageInfo(request, "admin-media-image");
  const { locale } = page;
  if (!UUID.test(params.id)) throw notFound();
  const image = await findLibraryImage(db, params.id.toLowerCase());
  if (!image) throw notFound();
  const done = new URL(request.url).searchParams.get("done");
  return {
    page,
    image: imageDetail(image, await imageUses(db, image.id), locale, wordingFor(locale)),
    form: wordsFormOf(image),
    listHref: pagePath("admin-media", locale),
    done:
      done && (DONE as readonly string[]).includes(done)
        ? serverT(locale, done === "saved" ? "mediaLibrary.saved" : "mediaLibrary.replaced")
        : undefined,
    messages: messageGroups(locale, ["mediaLibrary"]),
  };
}

type ActionAnswer = {
  form?: ImageWordsForm;
  errors?: ImageWordsErrors;
  replaceError?: string;
  deleteRefused?: ImageUseView[];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.get(appContext);
  const user = context.get(adminUserContext);
  const { locale } = pageInfo(request, "admin-media-image");
  if (!UUID.test(params.id)) throw notFound();
  const id = params.id.toLowerCase();
  const here = (done: string) => `${pagePath("admin-media-image", locale, { id })}?done=${done}`;
  const posted = await readMediaForm(request, "file");
  const intent = posted.fields.intent ?? "save";

  if (intent === "save") {
    const read = readWordsForm(posted.fields, locale);
    if (!read.words) return data<ActionAnswer>({ form: read.form, errors: read.errors }, { status: 400 });
    const saved = await updateLibraryImage(db, user, id, read.words);
    if (!saved.ok && saved.problem === "not-found") throw notFound();
    if (!saved.ok && saved.problem === "alt-needed") {
      const pages = saved.uses.map((use) => useView(use, locale, wordingFor(locale)).label).join("; ");
      const errors: ImageWordsErrors = {};
      for (const language of saved.languages)
        errors[language === "en" ? "altEn" : "altEs"] = serverT(locale, "mediaLibrary.errAltInUse", {
          pages,
        });
      return data<ActionAnswer>({ form: read.form, errors }, { status: 400 });
    }
    return redirect(here("saved"));
  }
  if (intent === "replace") {
    const file = posted.files[0];
    if (!file)
      return data<ActionAnswer>({ replaceError: serverT(locale, "mediaLibrary.noFiles") }, { status: 400 });
    const outcome =
      file.bytes.byteLength > MAX_IMAGE_BYTES
        ? ({ ok: false, problem: "too-large" } as const)
        : await replaceLibraryImage(db, user, id, file);
    if (outcome.ok) {
      logger.info({ imageId: id }, "media image replaced");
      return redirect(here("replaced"));
    }
    if (outcome.problem === "not-found") throw notFound();
    return data<ActionAnswer>(
      { replaceError: problemMessage(locale, outcome.problem, file.name) },
      { status: 400 },
    );
  }
  if (intent === "delete") {
    const outcome = await deleteLibraryImage(db, user, id);
    if (outcome.ok) {
      logger.info({ imageId: id }, "media image deleted");
      return redirect(`${pagePath("admin-media", locale)}?done=deleted`);
    }
    if ("notFound" in outcome) throw notFound();
    return data<ActionAnswer>(
      { deleteRefused: outcome.uses.map((use) => useView(use, locale, wordingFor(locale))) },
      { status: 409 },
    );
  }
  return data<ActionAnswer>({}, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function MediaImagePage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionAnswer | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <MediaImageEditor
        heading={loaderData.page.title}
        image={loaderData.image}
        form={answer?.form ?? loaderData.form}
        errors={answer?.errors ?? {}}
        listHref={loaderData.listHref}
        done={loaderData.done}
        replaceError={answer?.replaceError}
        deleteRefused={answer?.deleteRefused}
      />
    </PageMessages>
  );
}
