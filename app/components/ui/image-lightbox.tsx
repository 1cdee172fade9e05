import { X } from "~/components/ui/icons";
import { useRef, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";

/**
 * A tile that opens its larger image in a modal dialog: Esc or the close button close it
 * and focus returns to the tile. Without JavaScript the tile is a link to the large image.
 */
export function ImageLightbox({
  fullSrc,
  title,
  tile,
  children,
}: {
  fullSrc: string;
  title: string;
  tile: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <a
        ref={opener}
        href={fullSrc}
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
        className="group block rounded-xl focus-visible:outline-offset-4"
      >
        {tile}
      </a>
      {/* The backdrop click is a pointer shortcut; Esc, handled by <dialog>, is the keyboard's. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={title}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (event.target === dialog.current) close();
        }}
        className="m-auto max-h-[92vh] w-[min(92vw,44rem)] overflow-visible rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/80"
      >
        <div className="relative p-4 sm:p-6">
          <button
            type="button"
            onClick={close}
            className="absolute -top-3 -right-3 flex size-10 items-center justify-center rounded-full bg-white text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("common.close")}</span>
          </button>
          {children}
          <p className="mt-3 text-center font-semibold text-slate-800">{title}</p>
        </div>
      </dialog>
    </>
  );
}
