import { CheckCircle } from "~/components/ui/page-icons";
import { forwardRef, useImperativeHandle, useRef } from "react";
import { useI18n } from "~/i18n/i18n-context";

export interface ThankYouDialogHandle {
  open(): void;
}

/**
 * Shown after a message is stored: the team's response promise (24-48 hours). `onClose` runs
 * when the visitor closes it (button or Escape).
 */
export const ThankYouDialog = forwardRef<ThankYouDialogHandle, { onClose?: () => void }>(
  function ThankYouDialog({ onClose }, handle) {
    const { t } = useI18n();
    const dialog = useRef<HTMLDialogElement>(null);
    useImperativeHandle(handle, () => ({ open: () => dialog.current?.showModal() }));
    return (
      <dialog
        ref={dialog}
        aria-labelledby="thanks-title"
        aria-describedby="thanks-text"
        onClose={onClose}
        className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/70"
      >
        <div className="p-8 text-center">
          <CheckCircle aria-hidden="true" className="mx-auto size-14 text-brand-600" />
          <h2 id="thanks-title" className="mt-4 text-2xl font-bold text-slate-900">
            {t("contact.thanksTitle")}
          </h2>
          <p id="thanks-text" className="mt-3 text-slate-700">
            {t("contact.thanksText")}
          </p>
          <form method="dialog" className="mt-6">
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t("contact.thanksClose")}
            </button>
          </form>
        </div>
      </dialog>
    );
  },
);
