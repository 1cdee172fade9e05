// 'Compare' on product cards and pages: puts the product in the visitor's comparison or takes
// it out. A plain form to the compare page's action: without JavaScript the browser posts it
// and comes back to this product on this page (the button then shows the new state); with it,
// a fetcher posts it in place and says what happened beside the button. A fifth product is
// refused with a message and a link to the comparison, where one can be removed.
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import {
  COMPARE_MAX,
  COMPARE_STATE_ROUTE,
  compareText,
  type CompareState,
  type CompareTextKey,
} from "../compare";

interface Answer {
  ok: boolean;
  intent?: string;
  full?: boolean;
  count?: number;
}

export default function CompareToggle({
  productId,
  productName,
  tone = "light",
  className = "",
}: {
  productId: string;
  productName: string;
  /** On a dark band (a product page's hero) or a light card. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const location = useLocation();
  const fetcher = useFetcher<Answer>();
  const compare = (useRouteLoaderData(COMPARE_STATE_ROUTE) as { compare?: CompareState } | undefined)
    ?.compare;
  if (!compare) return null;
  const t = (key: CompareTextKey, values?: Record<string, string | number>) =>
    compareText(compare, key, values);
  const chosen = compare.items.some((item) => item.id === productId);
  // While the change is on its way, the button shows the state asked for.
  const asked = fetcher.formData?.get("intent");
  const pressed = asked === "add" ? true : asked === "remove" ? false : chosen;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const anchor = `compare-${productId}`;
  const dark = tone === "dark";
  return (
    <fetcher.Form
      id={anchor}
      method="post"
      action={compare.href}
      onSubmit={(event) => {
        // With script the page stays; `returnTo` is only for the browser's own post.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.delete("returnTo");
        void fetcher.submit(data, { method: "post", action: compare.href });
      }}
      className={`relative z-10 flex flex-wrap items-center gap-2 ${className}`}
      data-compare-toggle={productId}
    >
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}#${anchor}`} />
      <button
        type="submit"
        aria-pressed={pressed}
        className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ring-1 ${
          dark
            ? "text-white ring-white/70 hover:bg-white/10 aria-pressed:bg-white aria-pressed:text-brand-800"
            : "bg-white text-slate-800 ring-slate-400 hover:ring-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 aria-pressed:ring-brand-700"
        }`}
      >
        {/* A box that shows a tick when chosen: the state in a shape, not by colour alone. */}
        <span
          aria-hidden="true"
          className={`flex size-4 items-center justify-center rounded-sm border text-xs leading-none ${
            dark && !pressed ? "border-white" : "border-current"
          }`}
        >
          {pressed ? "✓" : ""}
        </span>
        {t("toggle")}
        <span className="sr-only"> {productName}</span>
      </button>
      <p aria-live="polite" className={`w-full text-sm ${dark ? "text-white" : "text-slate-700"}`}>
        {answer?.ok ? (
          answer.full ? (
            <>
              {t("full", { max: COMPARE_MAX, product: productName })}{" "}
              <a href={compare.href} className="font-semibold underline">
                {t("open", { count: answer.count ?? COMPARE_MAX })}
              </a>
            </>
          ) : answer.intent === "add" ? (
            t("added", { product: productName, count: answer.count ?? 1, max: COMPARE_MAX })
          ) : answer.intent === "remove" ? (
            t("removed", { product: productName })
          ) : null
        ) : null}
      </p>
    </fetcher.Form>
  );
}
