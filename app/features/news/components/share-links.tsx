import type { MouseEvent } from "react";
import { SocialIcon } from "~/components/layout/social-icon";
import { icon } from "~/components/ui/icons";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";

const LinkIcon = icon([
  "M10 14a5 5 0 0 0 7.1 0l3-3a5 5 0 0 0-7.1-7.1l-1.2 1.2",
  "M14 10a5 5 0 0 0-7.1 0l-3 3a5 5 0 0 0 7.1 7.1l1.2-1.2",
]);

function XLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M17.8 3h3.1l-6.7 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

/** The networks' share addresses for a page's absolute URL. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

const POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

/** With script, a network's share page opens in a 600×400 popup; without, in a new tab. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.open(event.currentTarget.href, "_blank", POPUP_FEATURES);
}

/** Facebook, Twitter and LinkedIn share links and Copy Link, for the post at `url`. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      await showToast({ title: t("mediaCenter.copied"), variant: "success" });
    } catch (error) {
      // The spec's rule: a failed copy is only logged.
      console.error("Copy Link failed", error);
    }
  };
  const button =
    "inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-slate-300 text-slate-800 hover:bg-brand-50 hover:text-brand-900";
  return (
    <section aria-labelledby="share-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="share-title" className="text-lg font-bold text-slate-900">
        {t("mediaCenter.share")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={button}>
              {network === "Twitter" ? (
                <XLogo className="size-4" />
              ) : (
                <SocialIcon network={network === "Facebook" ? "facebook" : "linkedin"} className="size-4" />
              )}
              <span aria-hidden="true">{network}</span>
              <span className="sr-only">
                {t("mediaCenter.shareOn", { network })} {t("common.opensInNewTab")}
              </span>
            </a>
          </li>
        ))}
        {/* Copying needs script: the button keeps its place but shows only once it works. */}
        <li className={hydrated ? undefined : "invisible"}>
          <button type="button" onClick={copy} disabled={!hydrated} className={button}>
            <LinkIcon className="size-4" />
            {t("mediaCenter.copyLink")}
          </button>
        </li>
      </ul>
    </section>
  );
}
