// 'Add to quote' with a quantity, for product cards and pages (ADR 026). A plain form to the
// quote page's action: without JavaScript it returns to this page (the header's count shows
// the change); with it, a fetcher posts it in place and says so here.
import { useFetcher, useLocation } from "react-router";
import { withLook } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import { useRootData } from "~/lib/root-data";

interface Answer {
  ok: boolean;
  full: boolean;
  count: number;
  name?: string;
}

export function AddToQuote({
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
  const { t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher<Answer>();
  if (!root) return null;
  const action = root.nav.quote.href;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const inputId = `quote-quantity-${productId}`;
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        // With script the page stays; `returnTo` is only for the browser's own post.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.delete("returnTo");
        void fetcher.submit(data, { method: "post", action });
      }}
      className={`relative z-10 flex flex-wrap items-end gap-2 ${className}`}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={inputId} className={`text-sm ${tone === "dark" ? "text-white" : "text-slate-700"}`}>
        <span aria-hidden="true">{t("nav.quantity")}</span>
        <span className="sr-only">{t("nav.quantityOf", { product: productName })}</span>
        <input
          id={inputId}
          type="number"
          name="quantity"
          min={1}
          max={9999}
          defaultValue={1}
          required
          className={withLook("mt-1 w-20")}
        />
      </label>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={`rounded-md px-4 py-2 font-semibold ${tone === "dark" ? "bg-white text-brand-800 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"}`}
      >
        {t("nav.addToQuote")}
        <span className="sr-only"> ({productName})</span>
      </button>
      <p aria-live="polite" className={`w-full text-sm ${tone === "dark" ? "text-white" : "text-slate-700"}`}>
        {answer?.ok ? (
          <>
            {answer.full ? t("nav.quoteListFull") : t("nav.addedToQuote", { product: productName })}{" "}
            <a href={action} className="font-semibold underline">
              {t("nav.viewQuoteList")}
            </a>
          </>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
