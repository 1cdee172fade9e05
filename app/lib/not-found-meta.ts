import type { MetaDescriptor } from "react-router";
import { rootData } from "./root-data";

/** The 404 page's title (in the page's language) and its noindex. */
export function notFoundMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>,
): MetaDescriptor[] {
  const messages = rootData(matches)?.messages as
    { notFound: { metaTitle: string }; meta: { siteName: string } } | undefined;
  if (!messages) return [{ title: "404" }];
  return [
    { title: `${messages.notFound.metaTitle} | ${messages.meta.siteName}` },
    { name: "robots", content: "noindex" },
  ];
}
