import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { authErrorMessage, type AuthError } from "~/lib/auth-schema";

/**
 * A sign-in's code step: the six digits of the authenticator app or a recovery code, one
 * field for both. A plain form (it works without JavaScript); a wrong code says so under
 * the field and keeps the step. An account with passkeys may use one instead, with
 * JavaScript (the browser's own prompt).
 */
export function SecondFactorForm({
  restartHref,
  result,
  passkey,
}: {
  /** The sign-in page: to start again with another account. */
  restartHref: string;
  result: { error?: AuthError; at?: number };
  /** The options of the browser's passkey prompt, when the account has passkeys. */
  passkey?: PublicKeyCredentialRequestOptionsJSON;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // A passkey's refusal is said beside its button.
  const error =
    result.error && result.error.code !== "PASSKEY_FAILED" ? authErrorMessage(result.error, t) : undefined;

  // The step replaces the password form: the code field takes the focus (again after a wrong
  // code), once the form is enabled again (it is disabled while the answer's page loads).
  useEffect(() => {
    if (busy) return;
    input.current?.focus();
    input.current?.select();
  }, [result.at, busy]);

  return (
    <div className="space-y-5">
      {passkey ? <PasskeyButton options={passkey} result={result} /> : null}
      <Form method="post" replace className="space-y-5">
        <input type="hidden" name="intent" value="code" />
        <fieldset disabled={busy} className="space-y-5">
          <TextField
            ref={input}
            id={`${id}-code`}
            label={t("auth.codeLabel")}
            hint={t("auth.codeHint")}
            error={error}
            alert
            name="code"
            type="text"
            required
            maxLength={64}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            controlClassName="font-mono text-lg tracking-wider"
          />
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-brand-800"
          >
            {busy ? t("auth.busy") : t("auth.codeSubmit")}
          </button>
        </fieldset>
        <p className="text-center">
          <Link
            to={restartHref}
            replace
            className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
          >
            {t("auth.codeOtherAccount")}
          </Link>
        </p>
      </Form>
    </div>
  );
}

/**
 * "Use a passkey": the browser's prompt, then its answer posted as the step's proof. Shown once
 * the page's script runs (a passkey needs it); a closed prompt says so and keeps the step.
 */
function PasskeyButton({
  options,
  result,
}: {
  options: PublicKeyCredentialRequestOptionsJSON;
  result: { error?: AuthError; at?: number };
}) {
  const { t } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [prompting, setPrompting] = useState(false);
  const [cancelledAt, setCancelledAt] = useState<number>();
  // The prompt's code comes only to an account that has passkeys, fetched as the button shows
  // (not on the sign-in page's first load), so the click itself opens the prompt.
  const webauthn = useMemo(() => (hydrated ? import("@simplewebauthn/browser") : undefined), [hydrated]);
  const busy = prompting || (navigation.state !== "idle" && navigation.formMethod === "POST");
  // A refusal the server sent after a newer prompt replaces the "not used" note.
  const error: AuthError | undefined =
    cancelledAt && cancelledAt > (result.at ?? 0)
      ? { code: "PASSKEY_CANCELLED" }
      : result.error?.code === "PASSKEY_FAILED"
        ? result.error
        : undefined;
  if (!hydrated) return null;

  const promptForPasskey = async () => {
    setPrompting(true);
    try {
      const { startAuthentication } = await webauthn!;
      const answer = await startAuthentication({ optionsJSON: options });
      await submit({ intent: "passkey", answer: JSON.stringify(answer) }, { method: "post", replace: true });
    } catch {
      setCancelledAt(Date.now());
    } finally {
      setPrompting(false);
    }
  };

  return (
    <div className="space-y-3" data-passkey-step>
      <button
        type="button"
        onClick={() => void promptForPasskey()}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-slate-100"
      >
        {prompting ? t("auth.passkeyBusy") : t("auth.passkeyUse")}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {authErrorMessage(error, t)}
        </p>
      ) : null}
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t("auth.passkeyOr")}
        <span className="h-px flex-1 bg-slate-300" />
      </p>
    </div>
  );
}
