import { ExternalLink } from "~/components/ui/page-icons";
import type { Route } from "./+types/catalogs";
import { siteContent, storedDocuments } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatFileSize } from "~/lib/document-files";
import { catalogDocument, uploadedCardDocument } from "~/features/catalogue/documents.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { localize } from "~/lib/localize";
import { routeMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogs } = await siteContent(context, ["catalogs", "pageMeta"]);
  const stored = await storedDocuments(
    context,
    catalogs.flatMap((card) => [
      { kind: "catalog" as const, itemId: card.id },
      { kind: "upload" as const, itemId: card.id },
    ]),
  );
  const page = pageInfo(request, "catalogs");
  const { locale } = page;
  return {
    page,
    messages: messageGroups(locale, ["documents"]),
    // A card's uploaded PDF when it has one (the Spanish page takes the English one when it has
    // none of its own), else its external document, else the one rendered from the content in
    // the page's language; none when none exists (never a link that leads nowhere).
    catalogs: catalogs.map(({ documentUrl, documentFile, ...card }) => {
      const file = documentFile && (documentFile[locale] || documentFile.en);
      const uploaded = file ? uploadedCardDocument(stored, card.id, file) : undefined;
      const generated = uploaded || documentUrl ? undefined : catalogDocument(stored, card.id, locale);
      const own = uploaded ?? generated;
      return {
        ...localize(card, locale),
        document: own
          ? { href: own.href, size: formatFileSize(own.bytes, locale) }
          : documentUrl
            ? { href: documentUrl, size: undefined }
            : undefined,
      };
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Catalogs({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CatalogsPage loaderData={loaderData} />
    </PageMessages>
  );
}

function CatalogsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  const { page, catalogs: cards } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
          <PageTitle title={page.title} intro={page.description} crumbs={page.crumbs} />
        </div>
      </section>
      <section className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li
              key={card.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
            >
              <ResponsiveImage
                image={card.cover}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                priority={index === 0}
                className="block bg-slate-100"
                imgClassName="h-auto w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold text-slate-900">{card.title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
                {card.document ? (
                  <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <a
                      href={card.document.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                    >
                      {t("common.readMore")}
                      <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only">
                        {card.title}{" "}
                        {card.document.size ? t("documents.pdfSize", { size: card.document.size }) : ""}{" "}
                        {t("common.opensInNewTab")}
                      </span>
                    </a>
                    <span className="text-sm text-slate-600" aria-hidden="true">
                      {card.document.size
                        ? t("documents.pdfSize", { size: card.document.size })
                        : t("documents.pdf")}
                    </span>
                  </p>
                ) : (
                  <p className="mt-6 text-sm text-slate-600">{t("documents.unavailable")}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function PageTitle({
  title,
  intro,
  crumbs,
}: {
  title: string;
  intro: string;
  crumbs: { label: string; href: string }[];
}) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-100">{intro}</p>
    </>
  );
}
