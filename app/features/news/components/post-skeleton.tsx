import { useNavigation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";

/**
 * Whether the router is loading a post page (an address under one of `postPrefixes`):
 * the page on screen shows the post's skeleton meanwhile.
 */
export function usePendingPost(postPrefixes: readonly string[]): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  const { pathname } = navigation.location;
  return postPrefixes.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/** The shape of a post page while it loads: its band and a few lines of text. */
export function PostSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" data-post-skeleton>
      <span className="sr-only">{t("mediaCenter.loadingPost")}</span>
      <div aria-hidden="true" className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="mx-auto max-w-4xl animate-pulse px-6 py-12 sm:py-16">
          <div className="h-5 w-48 rounded bg-white/20" />
          <div className="mt-8 flex gap-3">
            <div className="h-7 w-24 rounded-full bg-white/25" />
            <div className="h-7 w-36 rounded bg-white/15" />
          </div>
          <div className="mt-6 h-10 w-11/12 rounded bg-white/25" />
          <div className="mt-3 h-10 w-2/3 rounded bg-white/25" />
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto max-w-4xl animate-pulse space-y-4 px-6 py-12">
        <div className="aspect-video w-full rounded-2xl bg-slate-100" />
        {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map((width, index) => (
          <div key={index} className={`h-4 rounded bg-slate-200 ${width}`} />
        ))}
      </div>
    </div>
  );
}
