import { Pagination, type PaginationProps } from "~/components/ui/pagination";
import { useI18n } from "~/i18n/i18n-context";

/** The tools' lists' pagination, with its words in the page's language. */
export function OfficePagination({ page, pages, href }: Omit<PaginationProps, "labels">) {
  const { t } = useI18n();
  return (
    <Pagination
      page={page}
      pages={pages}
      href={href}
      labels={{
        nav: t("office.pagination"),
        previous: t("office.previous"),
        next: t("office.next"),
        status: t("office.pageOf", { page, pages }),
      }}
    />
  );
}
