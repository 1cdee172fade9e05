// The back office's lists that find (issue 46): a table on a wide screen that becomes a stack
// of cards on a phone, one markup for both (nothing cut at the right edge, nothing to scroll
// sideways), the count of what was found and the pages. A screen using them loads the
// `officeList` message group.
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";
import { Pagination } from "./pagination";

/**
 * A data table that is a table from `md` up and a list of cards below: each row a card, each
 * cell a line of it with its column's name before it (`ListCell`'s label). The header row is
 * kept for screen readers on a phone.
 */
export function ListTable({ className, label, ...props }: ComponentProps<"table"> & { label: string }) {
  return (
    <table
      aria-label={label}
      className={cn(
        "relative block w-full text-left text-sm md:table md:border-collapse md:rounded-lg md:bg-white md:ring-1 md:ring-slate-200",
        className,
      )}
      {...props}
    />
  );
}

/** The column headings: seen from `md` up, read by screen readers at every width. */
export function ListHead({ children }: { children: ReactNode }) {
  return (
    <thead className="sr-only bg-slate-50 text-slate-700 md:not-sr-only md:table-header-group">
      <tr>{children}</tr>
    </thead>
  );
}

export function ListHeading({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-3 py-2 font-semibold whitespace-nowrap", className)} {...props} />;
}

export function ListBody({ className, ...props }: ComponentProps<"tbody">) {
  return (
    <tbody
      className={cn("flex flex-col gap-3 md:table-row-group md:divide-y md:divide-slate-200", className)}
      {...props}
    />
  );
}

/** A row: a card on a phone, a table row from `md` up. */
export function ListRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "block rounded-lg bg-white p-3 ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:align-top md:ring-0 md:hover:bg-slate-50",
        className,
      )}
      {...props}
    />
  );
}

/** The row's name cell (a row header): the card's title on a phone. */
export function ListNameCell({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="row"
      className={cn(
        "block min-w-0 pb-1 text-base font-semibold break-words text-slate-900 md:table-cell md:px-3 md:py-2 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

/** A cell; on a phone a line of the card, its column's name (`label`) before it. */
export function ListCell({
  className,
  label,
  children,
  ...props
}: ComponentProps<"td"> & { label?: string }) {
  return (
    <td
      className={cn("block min-w-0 py-1 break-words text-slate-800 md:table-cell md:px-3 md:py-2", className)}
      {...props}
    >
      {label ? <span className="mr-1 font-semibold text-slate-700 md:hidden">{label}:</span> : null}
      {children}
    </td>
  );
}

/** How many were found and which of them the page shows ("26–47 of 47"). */
export function ListCount({ first, shown, total }: { first: number; shown: number; total: number }) {
  const { t } = useI18n();
  if (total === 0) return null;
  return (
    <p className="mb-2 text-sm text-slate-700" data-list-count>
      {t("officeList.showing", { from: first, to: first + shown - 1, total })}
    </p>
  );
}

/** What a list says when nothing matches its search or filters. */
export function ListEmpty({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200" data-list-empty>
      {children ?? t("officeList.noMatch")}
    </p>
  );
}

/** The search or filter form's Apply button, and a link that clears them while any is set. */
export function ListFilterActions({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        {t("officeList.apply")}
      </button>
      {filtered ? (
        <Link to={clearHref} className={cn(buttonVariants({ variant: "link" }), "whitespace-normal")}>
          {t("officeList.clear")}
        </Link>
      ) : null}
    </div>
  );
}

/** Previous and next pages, keeping the list's other parameters. */
export function ListPagination({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  /** The list's current query (`location.search`). */
  search: string;
}) {
  const { t } = useI18n();
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    params.delete("done");
    params.delete("deleted");
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <Pagination
      page={page}
      pages={pages}
      href={href}
      labels={{
        nav: t("officeList.pagination"),
        previous: t("officeList.previous"),
        next: t("officeList.next"),
        status: t("officeList.pageOf", { page, pages }),
      }}
    />
  );
}
