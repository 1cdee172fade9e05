import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { FILE_FORM_ENCODING } from "~/lib/uploaded-image";
import { cn } from "~/lib/cn";
import type { LibraryCard, UploadResult } from "../media-types";
import { TextField } from "~/components/ui/form-field";
import { ListCount, ListPagination } from "~/components/ui/office-list";
import { CheckboxField, FileField } from "~/components/ui/choice-fields";

export const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif";

interface Props {
  heading: string;
  description: string;
  cards: LibraryCard[];
  query: string;
  onlyMissing: boolean;
  /** The page shown, and how many images the search finds. */
  list: { page: number; pages: number; total: number; first: number };
  listHref: string;
  uploadHref: string;
  maxFiles: number;
  done?: string;
  results?: UploadResult[];
  notices?: string[];
}

/** The library: an upload form, a search, and a grid of every image with its missing alt flagged. */
export function MediaLibrary(props: Props) {
  const { t } = useI18n();
  const { cards, query, onlyMissing, listHref, list } = props;
  const location = useLocation();
  return (
    <AdminPage title={props.heading} description={props.description}>
      {props.done ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {props.done}
        </p>
      ) : null}
      <Uploader {...props} />
      <Form method="get" className="mt-8 mb-6 flex flex-wrap items-end gap-3" role="search">
        <TextField
          id="media-search"
          className="grow basis-64"
          label={t("mediaLibrary.searchLabel")}
          type="search"
          name="q"
          defaultValue={query}
        />
        <CheckboxField
          name="missing"
          value="1"
          defaultChecked={onlyMissing}
          label={t("mediaLibrary.onlyMissingAlt")}
        />
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          {t("mediaLibrary.search")}
        </button>
        {query || onlyMissing ? (
          <Link to={listHref} className={buttonVariants({ variant: "link" })}>
            {t("mediaLibrary.showAll")}
          </Link>
        ) : null}
      </Form>
      {cards.length === 0 ? (
        <p className="text-slate-700">
          {query || onlyMissing ? t("mediaLibrary.noMatch") : t("mediaLibrary.empty")}
        </p>
      ) : (
        <>
          <ListCount first={list.first} shown={cards.length} total={list.total} />
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-media-grid>
            {cards.map((card) => (
              <li
                key={card.id}
                data-media-card={card.id}
                className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
              >
                <div className="aspect-4/3 overflow-hidden" style={{ backgroundColor: card.color }}>
                  <picture>
                    <source type="image/avif" srcSet={card.thumb.avif} />
                    <img
                      src={card.thumb.webp}
                      width={card.thumb.width}
                      height={card.thumb.height}
                      alt={card.alt}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-contain"
                    />
                  </picture>
                </div>
                <div className="flex grow flex-col gap-2 p-3">
                  <p className="text-sm font-semibold break-all text-slate-900">{card.fileName}</p>
                  <div className="flex flex-wrap gap-1">
                    {card.missingAlt ? (
                      // Two cards a row on a phone: the words wrap inside the card rather than run past it.
                      <Badge tone="warning" shape="phrase" data-missing-alt>
                        {t("mediaLibrary.missingAlt")}
                      </Badge>
                    ) : null}
                    {card.decorative ? <Badge tone="neutral">{t("mediaLibrary.decorative")}</Badge> : null}
                  </div>
                  <Link
                    to={card.href}
                    className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "mt-auto")}
                  >
                    {t("mediaLibrary.edit")}
                    <span className="sr-only">: {card.fileName}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ListPagination page={list.page} pages={list.pages} search={location.search} />
    </AdminPage>
  );
}

interface QueuedFile {
  key: string;
  file: File;
  /** 0 to 100 while it goes up; undefined while it waits. */
  progress?: number;
  result?: UploadResult;
}

/** Sends one file, reporting its progress; resolves with the server's outcome for it. */
function sendFile(
  href: string,
  file: File,
  onProgress: (percent: number) => void,
  networkMessage: string,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.append("files", file, file.name);
    request.open("POST", href);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    const failed = () => resolve({ name: file.name, ok: false, message: networkMessage });
    request.addEventListener("load", () => {
      const answer = request.response as { results?: UploadResult[]; notices?: string[] } | null;
      const result = answer?.results?.[0];
      if (result) resolve(result);
      else if (answer?.notices?.[0]) resolve({ name: file.name, ok: false, message: answer.notices[0] });
      else failed();
    });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    request.send(body);
  });
}

/**
 * The upload: a plain multipart form (a batch posted at once) that, with script, takes dropped
 * files too and sends each file on its own request with a progress bar.
 */
function Uploader({ uploadHref, maxFiles, results, notices }: Props) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const choose = (files: FileList | File[]) =>
    setQueue(
      [...files]
        .slice(0, maxFiles)
        .map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file })),
    );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy || event.dataTransfer.files.length === 0) return;
    choose(event.dataTransfer.files);
    // The input shows the dropped files too (and a submit without this script would send them).
    if (input.current) input.current.files = event.dataTransfer.files;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const files = queue.length > 0 ? queue : [];
    if (files.length === 0) return; // The server says "choose at least one".
    event.preventDefault();
    setBusy(true);
    for (const item of files) {
      const update = (change: Partial<QueuedFile>) =>
        setQueue((current) =>
          current.map((entry) => (entry.key === item.key ? { ...entry, ...change } : entry)),
        );
      update({ progress: 0 });
      const result = await sendFile(
        uploadHref,
        item.file,
        (progress) => update({ progress }),
        t("mediaLibrary.problemNetwork", { name: item.file.name }),
      );
      update({ progress: 100, result });
    }
    setBusy(false);
    if (input.current) input.current.value = "";
    await revalidator.revalidate();
  };

  const finished = queue.filter((item) => item.result);
  const shownResults = queue.length > 0 ? finished.map((item) => item.result!) : (results ?? []);
  const stored = shownResults.filter((result) => result.ok).length;
  const refused = shownResults.length - stored;

  return (
    <section
      aria-labelledby="media-upload-heading"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="media-upload-heading" className="text-xl font-bold text-slate-900">
        {t("mediaLibrary.uploadHeading")}
      </h2>
      <Form
        method="post"
        encType={FILE_FORM_ENCODING}
        onSubmit={onSubmit}
        className="mt-3 flex flex-col gap-3"
      >
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-drop-zone
          className={cn(
            "rounded-lg border-2 border-dashed border-slate-400 p-4",
            dragging && "border-brand-700 bg-brand-50",
          )}
        >
          <p className="mb-2 text-sm text-slate-700">{t("mediaLibrary.dropHere")}</p>
          <FileField
            ref={input}
            id="media-files"
            label={t("mediaLibrary.chooseFiles")}
            hint={t("mediaLibrary.uploadHint")}
            name="files"
            multiple
            accept={ACCEPTED_TYPES}
            onChange={(event) => choose(event.currentTarget.files ?? [])}
          />
        </div>
        <div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {t("mediaLibrary.upload")}
          </button>
        </div>
      </Form>
      {queue.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2" data-upload-queue>
          {queue.map((item) => (
            <li key={item.key} className="text-sm" data-upload-file={item.file.name}>
              <div className="flex flex-wrap items-center gap-3">
                <span className="min-w-0 basis-48 break-all text-slate-900">{item.file.name}</span>
                <progress
                  max={100}
                  value={item.progress ?? 0}
                  aria-label={t("mediaLibrary.uploadProgress", { name: item.file.name })}
                  className="h-2 w-40 accent-brand-700"
                />
                <span className="text-slate-700">
                  {item.progress === undefined ? t("mediaLibrary.waiting") : `${item.progress}%`}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" className="mt-4 empty:hidden" data-upload-results>
        {shownResults.length > 0 || (notices?.length ?? 0) > 0 ? (
          <>
            {shownResults.length > 0 ? (
              <p className="font-semibold text-slate-900">
                {t("mediaLibrary.storedCount", { count: stored })}{" "}
                {refused > 0 ? t("mediaLibrary.refusedCount", { count: refused }) : null}
              </p>
            ) : null}
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {(queue.length > 0 ? [] : (notices ?? [])).map((notice) => (
                <li key={notice} className="font-semibold text-red-700">
                  {notice}
                </li>
              ))}
              {shownResults.map((result, index) => (
                <li
                  key={`${index}-${result.name}`}
                  data-upload-result={result.ok ? "stored" : "refused"}
                  className={result.ok ? "text-green-800" : "font-semibold text-red-700"}
                >
                  {result.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
