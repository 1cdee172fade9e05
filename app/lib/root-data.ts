import { useRouteLoaderData } from "react-router";
import type { Navigation } from "~/lib/navigation";
import type { Messages } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";

/** The root loader's data: the page language's texts and menus, and the site's origin. */
export interface RootData {
  origin: string;
  locale: Locale;
  messages: Messages;
  nav: Navigation;
}

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The root loader's data, as seen from a child route's meta function. */
export function rootData(matches: ReadonlyArray<MatchLike>): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
