import { Link } from "react-router";

/**
 * Where a product, a category or a service is in operation, in the page's language ("In
 * operation at 12 plants in 5 countries") and the project listing filtered by it: made by the
 * page's loader, so the page carries this one line and not the references' dictionary.
 */
export interface PlantsInOperationLine {
  text: string;
  href: string;
}

/**
 * The line on a product's, category's or service's opening banner (dark), as a link to its
 * references; nothing when no reference names it. The link's text is the line itself.
 */
export function PlantsInOperation({ line, className }: { line?: PlantsInOperationLine; className?: string }) {
  if (!line) return null;
  return (
    <p className={className ?? "mt-5"} data-plants-in-operation>
      <Link
        to={line.href}
        className="font-semibold text-white underline decoration-white/60 underline-offset-4 hover:decoration-white focus-visible:outline-white sm:text-lg"
      >
        {line.text}
      </Link>
    </p>
  );
}
