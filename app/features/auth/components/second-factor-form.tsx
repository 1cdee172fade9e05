import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { authErrorMessage, type AuthError } from "../auth-schema";

/**
 * A sign-in's code step: the six digits of the authenticator app or a recovery code, one
 * field for both. A plain form (it works without JavaScript); a wrong code says so under
 * the field and keeps the step.
 */
export function SecondFactorForm({
  restartHref,
  result,
}: {
  /** The sign-in page: to start again with another account. */
  restartHref: string;
  result: { error?: AuthError; at?: number };
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = result.error ? authErrorMessage(result.error, t) : undefined;

  // The step replaces the password form: the code field takes the focus (again after a wrong
  // code), once the form is enabled again (it is disabled while the answer's page loads).
  useEffect(() => {
    if (busy) return;
    input.current?.focus();
    input.current?.select();
  }, [result.at, busy]);

  return (
    <Form method="post" replace className="space-y-5">
      <input type="hidden" name="intent" value="code" />
      <fieldset disabled={busy} className="space-y-5">
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-slate-800">
            {t("auth.codeLabel")}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            type="text"
            required
            maxLength={64}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-lg tracking-wider text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 disabled:bg-slate-100"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t("auth.codeHint")}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </div>
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
  );
}
