import { PageMessages, useI18n } from "~/i18n/i18n-context";
import type { Messages } from "~/i18n/dictionary";
import type { ProductDocumentsView } from "../download-types";
import { DownloadList } from "./download-list";

/**
 * A product page's documents (issue 44): its datasheets and the manuals, drawings and
 * brochures of the product or its category, each as in the downloads centre, and a link to the
 * centre filtered by the product. Server HTML: its links work before its code arrives.
 */
export function ProductDocuments({
  titleId,
  documents,
}: {
  titleId: string;
  documents: ProductDocumentsView & { messages: Messages };
}) {
  if (documents.items.length === 0) return null;
  return (
    <PageMessages messages={documents.messages}>
      <Documents titleId={titleId} documents={documents} />
    </PageMessages>
  );
}

function Documents({ titleId, documents }: { titleId: string; documents: ProductDocumentsView }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={titleId} className="page-container py-12 sm:py-16" data-product-documents>
      <h2 id={titleId} className="section-heading text-slate-900">
        {t("downloads.productHeading")}
      </h2>
      <DownloadList items={documents.items} className="mt-6 max-w-3xl" />
      <p className="mt-6">
        <a href={documents.allHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {t("downloads.productAll")}
        </a>
      </p>
    </section>
  );
}
