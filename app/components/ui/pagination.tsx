import { Link } from "react-router";
import { buttonVariants } from "./button";
import { cn } from "~/lib/cn";

export interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page (keeping the list's filters). */
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
}

/** Previous / next links and where the list is; nothing when it fits on one page. */
export function Pagination({ page, pages, href, labels }: PaginationProps) {
  if (pages <= 1) return null;
  const link = (target: number, text: string, rel: "prev" | "next") =>
    target >= 1 && target <= pages ? (
      <Link to={href(target)} rel={rel} className={buttonVariants({ variant: "secondary", size: "sm" })}>
        {text}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "opacity-50")}
      >
        {text}
      </span>
    );
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {link(page - 1, labels.previous, "prev")}
      <p className="text-sm text-slate-700">{labels.status}</p>
      {link(page + 1, labels.next, "next")}
    </nav>
  );
}
