import { useEffect, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AltchaField } from "~/components/ui/altcha-field";
import { TextField } from "~/components/ui/form-field";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import {
  authErrorMessage,
  needsChallenge,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AuthError,
  type AuthMode,
} from "~/lib/auth-schema";

export type AuthNotice = "signed-up" | "signed-out" | "verification-failed";

export interface AuthFormProps {
  mode: AuthMode;
  /** The other mode's address (the toggle link; a plain link without JavaScript). */
  toggleHref: string;
  /** The outcome of the last submission, or a notice brought by the address or a redirect. */
  result?: { error?: AuthError; notice?: AuthNotice; email?: string; at?: number };
}

/**
 * Sign-in and sign-up: a plain form posted to the page's action (it works without
 * JavaScript); with it, the page stays put, the button says it is busy and the outcome
 * comes as a toast.
 */
export function AuthForm({ mode, toggleHref, result }: AuthFormProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const message = outcomeMessage(result, t);

  useEffect(() => {
    if (!message) return;
    void showToast({
      title: message.title,
      description: message.description,
      variant: message.kind === "error" ? "destructive" : "success",
    });
    // One toast per outcome: `at` changes with each submission's answer.
  }, [message?.title, message?.description, message?.kind, result?.at]); // eslint-disable-line react-hooks/exhaustive-deps

  const signUp = mode === "sign-up";
  // The server asked for the proof-of-work challenge: a solution is good for the answer it
  // was solved after (each is spent by one attempt), so it is kept with that answer's time.
  const challenge = !signUp && needsChallenge(result?.error);
  const [solved, setSolved] = useState<{ at: number | undefined; payload: string } | null>(null);
  const payload = solved && solved.at === result?.at ? solved.payload : "";
  return (
    <Form
      method="post"
      replace
      className="space-y-5"
      aria-describedby={message && !hydrated ? `${id}-outcome` : undefined}
    >
      {/* Without JavaScript there are no toasts: the outcome shows here instead. */}
      {message && !hydrated ? (
        <p
          id={`${id}-outcome`}
          role={message.kind === "error" ? "alert" : "status"}
          className={
            message.kind === "error"
              ? "rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200"
              : "rounded-md bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200"
          }
        >
          <strong>{message.title}</strong>: {message.description}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={mode} />
      <fieldset disabled={busy} className="space-y-5">
        <TextField
          id={`${id}-email`}
          label={t("auth.email")}
          name="email"
          type="email"
          required
          maxLength={255}
          autoComplete="email"
          defaultValue={result?.email}
        />
        <TextField
          id={`${id}-password`}
          label={t("auth.password")}
          hint={signUp ? t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH }) : undefined}
          name="password"
          type="password"
          required
          minLength={signUp ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete={signUp ? "new-password" : "current-password"}
        />
        {challenge ? (
          <div>
            {/* Like the contact form: without JavaScript the challenge cannot be solved, and this says so. */}
            <noscript>
              <p className="mb-3 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
                {t("auth.challengeNoScript")}
              </p>
            </noscript>
            <AltchaField
              key={result?.at}
              locale={locale}
              label={t("auth.challengeLabel")}
              onPayload={(solution) => setSolved(solution ? { at: result?.at, payload: solution } : null)}
            />
            <input type="hidden" name="captcha" value={payload} />
          </div>
        ) : null}
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-brand-800"
        >
          {busy ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
              {t("auth.busy")}
            </>
          ) : signUp ? (
            t("auth.signUp")
          ) : (
            t("auth.signIn")
          )}
        </button>
      </fieldset>
      <p className="text-center">
        <Link
          to={toggleHref}
          replace
          className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
        >
          {signUp ? t("auth.toSignIn") : t("auth.toSignUp")}
        </Link>
      </p>
    </Form>
  );
}

function outcomeMessage(
  result: AuthFormProps["result"],
  t: ReturnType<typeof useI18n>["t"],
): { kind: "error" | "success"; title: string; description: string } | undefined {
  if (result?.error)
    return { kind: "error", title: t("auth.errorTitle"), description: authErrorMessage(result.error, t) };
  switch (result?.notice) {
    case "signed-up":
      return { kind: "success", title: t("auth.successTitle"), description: t("auth.signedUp") };
    case "signed-out":
      return { kind: "success", title: t("auth.signedOutTitle"), description: t("auth.signedOut") };
    case "verification-failed":
      return { kind: "error", title: t("auth.errorTitle"), description: t("auth.verificationFailed") };
    default:
      return undefined;
  }
}
