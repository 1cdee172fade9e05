import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth-page";
import { appContext } from "~/.server/app-context";
import { setNotice, takeNotice } from "~/.server/flash";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { PASSKEY_RESPONSE_MAX } from "~/.server/auth/passkeys";
import { sessionContext } from "~/.server/session";
import { AuthForm, type AuthNotice } from "~/features/auth/components/auth-form";
import { SecondFactorForm } from "~/features/auth/components/second-factor-form";
import {
  authErrorCode,
  authModeOf,
  checkCredentials,
  codeErrorCode,
  endsCodeStep,
  type AuthError,
} from "~/lib/auth-schema";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The request's headers with the cookies an answer sets, as the browser's next request holds them. */
function withCookiesOf(headers: Headers, response: Response): Headers {
  const cookies = new Map<string, string>();
  for (const pair of (headers.get("Cookie") ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const copy = new Headers(headers);
  copy.set("Cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return copy;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "auth");
  const { locale } = page;
  // Already signed in (or just verified, which signs in): straight to the dashboard.
  if (await context.get(sessionContext).user())
    throw redirect(pagePath("admin-dashboard", locale), { headers: PRIVATE });
  const url = new URL(request.url);
  const mode = authModeOf(url.searchParams.get("mode"));
  const { notice, headers } = await takeNotice(request, context.get(appContext).env.isHttps);
  // A verification link that failed comes back here with ?error=… (better-auth's redirect).
  const shown: AuthNotice | undefined = url.searchParams.has("error")
    ? "verification-failed"
    : notice === "signed-out"
      ? "signed-out"
      : undefined;
  return data(
    {
      page,
      messages: messageGroups(locale, ["auth"]),
      mode,
      toggleHref: mode === "sign-up" ? pagePath("auth", locale) : `${pagePath("auth", locale)}?mode=sign-up`,
      signInHref: pagePath("auth", locale),
      notice: shown,
    },
    { headers: { ...PRIVATE, ...headers } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, env, clientAddress } = context.get(appContext);
  const { locale } = pageInfo(request, "auth");
  const form = await request.formData();
  const signedIn = async (response: Response) => {
    const headers = new Headers(PRIVATE);
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await setNotice("signed-in", env.isHttps));
    return redirect(pagePath("admin-dashboard", locale), { headers });
  };
  const retryAfterOf = (response: Response): Record<string, string> => {
    const retryAfter = response.headers.get("Retry-After");
    return retryAfter ? { "Retry-After": retryAfter } : {};
  };

  // The code step, after the right password for an account with a second factor: a typed
  // code, or the answer of one of the account's passkeys.
  const intent = form.get("intent");
  if (intent === "code" || intent === "passkey") {
    const field = (name: string, max: number) =>
      typeof form.get(name) === "string" ? String(form.get(name)).slice(0, max) : "";
    const response =
      intent === "code"
        ? await auth.verifySecondFactor(field("code", 64), request.headers, clientAddress)
        : await auth.verifyPasskey(field("answer", PASSKEY_RESPONSE_MAX), request.headers, clientAddress);
    if (response.ok) return signedIn(response);
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; retryAfterSeconds?: unknown };
    const error: AuthError = {
      code: codeErrorCode(body.code),
      retryAfterSeconds: typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : undefined,
    };
    const ended = endsCodeStep(error);
    return data(
      {
        error,
        step: ended ? undefined : ("code" as const),
        // A passkey's challenge is spent by each answer: a new one for the next try.
        passkey: ended ? undefined : await auth.passkeySignInOptions(request.headers),
        at: Date.now(),
      },
      {
        status: response.status >= 400 && response.status < 500 ? response.status : 400,
        headers: { ...PRIVATE, ...retryAfterOf(response) },
      },
    );
  }

  const mode = authModeOf(String(form.get("intent")));
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 255) : "";
  const refuse = (error: AuthError, status: number, headers: Record<string, string> = {}) =>
    data({ error, email, at: Date.now() }, { status, headers: { ...PRIVATE, ...headers } });

  const checked = checkCredentials(mode, { email: form.get("email"), password: form.get("password") });
  if ("error" in checked) return refuse(checked.error, 400);
  // The verification link leads back here (in this language), which signs the account in.
  const captcha = form.get("captcha");
  const credentials = {
    ...checked,
    callbackURL: pagePath("auth", locale),
    captcha: typeof captcha === "string" && captcha ? captcha : undefined,
  };
  const response =
    mode === "sign-in"
      ? await auth.signIn(credentials, request.headers, clientAddress)
      : await auth.signUp(credentials, request.headers, clientAddress);

  if (response.ok && mode === "sign-up")
    return data({ notice: "signed-up" as const, at: Date.now() }, { headers: PRIVATE });
  if (response.ok) {
    // The right password for an account with a second factor: its code next (the answer's
    // short-lived cookie ties the two steps together; there is no session yet).
    const { twoFactorRedirect } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { twoFactorRedirect?: boolean };
    if (!twoFactorRedirect) return signedIn(response);
    const headers = new Headers(PRIVATE);
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    // The account's passkeys, if it has any, can pass the step too: their prompt's options.
    const passkey = await auth.passkeySignInOptions(withCookiesOf(request.headers, response));
    return data({ step: "code" as const, passkey, at: Date.now() }, { headers });
  }
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; retryAfterSeconds?: unknown };
  return refuse(
    {
      code: authErrorCode(body.code),
      retryAfterSeconds: typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : undefined,
    },
    response.status >= 400 && response.status < 500 ? response.status : 400,
    retryAfterOf(response),
  );
}

// Never cached; a refused attempt over the rate limit says when to try again.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PRIVATE);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <AuthPage loaderData={loaderData} actionData={actionData} />
    </PageMessages>
  );
}

function AuthPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useI18n();
  const { mode, toggleHref, notice } = loaderData;
  const codeStep = actionData && "step" in actionData && actionData.step === "code";
  if (codeStep) {
    return (
      <AuthCard title={t("auth.codeTitle")} subtitle={t("auth.codeIntro")}>
        <SecondFactorForm
          restartHref={loaderData.signInHref}
          result={actionData}
          // The action's data keeps the options' values, not their literal types.
          passkey={
            "passkey" in actionData
              ? (actionData.passkey as PublicKeyCredentialRequestOptionsJSON | undefined)
              : undefined
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("auth.title")}
      subtitle={mode === "sign-up" ? t("auth.signUpSubtitle") : t("auth.signInSubtitle")}
    >
      <AuthForm
        key={mode}
        mode={mode}
        toggleHref={toggleHref}
        result={actionData ?? (notice ? { notice } : undefined)}
      />
    </AuthCard>
  );
}

function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="bg-slate-50 px-6 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-center text-slate-600">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
