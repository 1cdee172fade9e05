import { lazy, Suspense } from "react";
import { loadOrHold } from "~/lib/lazy-part";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { siteContent } from "./.server/content/request-content";
import { buildNavigation } from "./.server/navigation";
import { fallbackMessages } from "./i18n/fallback-messages";
import { I18nProvider } from "./i18n/i18n-context";
import { messageGroups, SHELL_GROUPS } from "./i18n/messages.server";
import { HTML_LANG, localeFromPath } from "./i18n/locales";
import { useNonce } from "./lib/nonce";
import { useRootData, type RootData } from "./lib/root-data";
import { appContext } from "~/.server/app-context";
import { sessionMiddleware } from "~/.server/session";

// Only a failing page needs these: they load when one does.
const NotFoundScreen = lazy(() =>
  loadOrHold(() =>
    import("./components/layout/not-found-screen").then((module) => ({ default: module.NotFoundScreen })),
  ),
);
const ErrorScreen = lazy(() =>
  loadOrHold(() =>
    import("./components/layout/error-screen").then((module) => ({ default: module.ErrorScreen })),
  ),
);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The session of the request, for any page that asks (read lazily: public pages never do).
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const content = await siteContent(context, ["company", "serviceLinks", "categoryLinks"]);
  return {
    origin: context.get(appContext).env.PUBLIC_URL,
    locale,
    messages: messageGroups(locale, SHELL_GROUPS),
    nav: buildNavigation(locale, content),
  };
}

// The root's data (texts and menus) depends only on the language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const pathLocale = localeFromPath(useLocation().pathname);
  const locale = data?.locale ?? pathLocale;
  const nonce = useNonce();
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e6161" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} messages={data?.messages ?? fallbackMessages[locale]}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <Suspense fallback={null}>
          <NotFoundScreen />
        </Suspense>
      </main>
    );
  }
  // A refused page (403) is named as such; another answer by its status alone (its status text
  // is not always the status's: a 403 read "Internal Server Error" after hydration).
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? String(error.status) : undefined;
  return (
    <main id="main">
      <Suspense fallback={null}>
        <ErrorScreen message={message} forbidden={forbidden} />
      </Suspense>
    </main>
  );
}
