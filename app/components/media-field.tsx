// A choice from the media library (ADR 028), for the content editor's image fields and a post's
// picture: a select of the library's images (works without script; what empty means is the
// caller's) and, with script, "Choose from library": a dialog with a search and a grid of
// thumbnails.
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { controlClass, Field, TextField } from "~/components/ui/form-field";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import type { MediaChoice } from "~/lib/media-choice";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";
import { builtImageUrl } from "~/lib/image-paths";

/** The seed's placeholder artwork of an image field, shown while no library image is chosen. */
export function artworkThumb(src: string, slot: string): string | undefined {
  const widths = IMAGE_SLOTS[slot as ImageSlot]?.widths;
  return src && widths ? builtImageUrl(src, widths[0], "webp") : undefined;
}

export function MediaField({
  id,
  name,
  value,
  label,
  error,
  library,
  hint,
  noneLabel,
  noneShort,
  artwork,
}: {
  id: string;
  name: string;
  value: string;
  label: string;
  error?: string;
  library: MediaChoice[];
  /** What the field is for, under the select. */
  hint: string;
  /** The empty choice in the select, and in the preview's place. */
  noneLabel: string;
  noneShort: string;
  /** The placeholder artwork's thumbnail, shown while no library image is chosen. */
  artwork?: string;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    // The form came back from the server (a list rearranged, a refused save): its value wins.
    setShownFor(value);
    setSelected(value);
  }
  const chosen = library.find((image) => image.id === selected);
  const hintId = `${id}-hint`;
  // A choice made in the dialog changes the select without an event of its own: announced, so
  // the form's listeners (unsaved changes, the live preview) hear of it as of a choice typed.
  const select = useRef<HTMLSelectElement>(null);
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current) return;
    announce.current = false;
    select.current?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [selected]);
  return (
    <div className="min-w-0" data-media-field={name}>
      <Field id={id} label={label} error={error} also={[hintId]}>
        {(control) => (
          <div className="flex flex-wrap items-start gap-3">
            <div className="flex aspect-4/3 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200">
              {chosen ? (
                <img
                  src={chosen.thumb}
                  width={chosen.width}
                  height={chosen.height}
                  alt=""
                  className="size-full object-contain"
                  data-media-preview={chosen.id}
                />
              ) : artwork ? (
                <img
                  src={artwork}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                  data-media-artwork
                />
              ) : (
                <span className="p-1 text-center text-xs text-slate-600">{noneShort}</span>
              )}
            </div>
            <div className="flex min-w-0 grow basis-56 flex-col gap-2">
              <select
                {...control}
                ref={select}
                name={name}
                value={selected}
                onChange={(event) => setSelected(event.currentTarget.value)}
                className={controlClass}
              >
                <option value="">{noneLabel}</option>
                {library.map((image) => (
                  <option key={image.id} value={image.id}>
                    {image.alt ? `${image.alt} (${image.fileName})` : image.fileName}
                  </option>
                ))}
              </select>
              <p className="text-sm text-slate-800" data-media-chosen>
                {chosen ? chosen.alt || chosen.fileName : noneShort}
              </p>
              <p id={hintId} className="text-sm text-slate-600">
                {hint}
              </p>
              {chosen?.missingAlt ? (
                // A sentence, not a word: it wraps on a phone rather than push the page sideways.
                <Badge tone="warning" shape="phrase" className="self-start">
                  {t("mediaPicker.missingAlt")}
                </Badge>
              ) : null}
              <div>
                <LibraryDialog
                  library={library}
                  selected={selected}
                  fieldLabel={label}
                  onChoose={(imageId) => {
                    announce.current = imageId !== selected;
                    setSelected(imageId);
                  }}
                />
              </div>
            </div>
          </div>
        )}
      </Field>
    </div>
  );
}

function LibraryDialog({
  library,
  selected,
  fieldLabel,
  onChoose,
}: {
  library: MediaChoice[];
  selected: string;
  fieldLabel: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const found = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return library.filter((image) => words.every((word) => image.search.includes(word)));
  }, [library, query]);
  const searchId = `library-search-${fieldLabel.replace(/\W+/g, "-")}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonVariants({ variant: "secondary", size: "sm" })}>
        {t("mediaPicker.choose")}
        <span className="sr-only">: {fieldLabel}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-4 shadow-xl focus:outline-none sm:p-6"
          data-library-dialog
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{t("mediaPicker.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{fieldLabel}</Dialog.Description>
          <TextField
            id={searchId}
            className="mt-3"
            label={t("mediaPicker.search")}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <div className="mt-3 min-h-0 overflow-y-auto">
            {found.length === 0 ? (
              <p className="text-sm text-slate-700">{t("mediaPicker.noMatch")}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {found.map((image) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      aria-pressed={image.id === selected}
                      onClick={() => {
                        onChoose(image.id);
                        setOpen(false);
                      }}
                      className={cn(
                        "flex w-full flex-col gap-1 rounded-md p-1 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700",
                        image.id === selected && "ring-2 ring-brand-700",
                      )}
                      data-library-choice={image.fileName}
                    >
                      <span className="flex aspect-4/3 w-full items-center justify-center overflow-hidden rounded bg-slate-100">
                        <img
                          src={image.thumb}
                          width={image.width}
                          height={image.height}
                          alt=""
                          loading="lazy"
                          className="size-full object-contain"
                        />
                      </span>
                      <span className="text-xs font-semibold break-all text-slate-900">{image.fileName}</span>
                      {image.alt ? <span className="text-xs text-slate-700">{image.alt}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={buttonVariants({ variant: "secondary" })}>
              {t("mediaPicker.close")}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
