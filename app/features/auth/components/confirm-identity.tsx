import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { IdentityRefusal } from "~/lib/auth-schema";
import type { MessageKey } from "~/i18n/dictionary";
import { useI18n } from "~/i18n/i18n-context";
import { TextField } from "~/components/ui/form-field";

/** The words for each reason a confirmation of who one is was refused. */
export const IDENTITY_REFUSALS: Record<IdentityRefusal, MessageKey> = {
  PASSWORD_REQUIRED: "security.refusePasswordRequired",
  INVALID_PASSWORD: "security.refuseInvalidPassword",
  CODE_REQUIRED: "security.refuseCodeRequired",
  INVALID_CODE: "security.refuseInvalidCode",
  TOO_MANY_ATTEMPTS: "security.refuseTooMany",
};

/**
 * "Confirm it's you": the password again, and a code when the account has a second factor,
 * posted to the page's own action with intent=confirm (which calls the auth service's
 * confirmIdentity). It opens the page's sensitive changes for ten minutes.
 */
export function ConfirmIdentity({
  withCode,
  intro = "security.confirmIntro",
  level = 2,
}: {
  withCode: boolean;
  /** What the confirmation opens, in words. */
  intro?: MessageKey;
  /** The heading's level where the panel stands. */
  level?: 2 | 3;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="confirm-identity-title"
      className="mb-6 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-6"
      data-confirm-identity
    >
      <Heading id="confirm-identity-title" className="text-lg font-semibold text-slate-900">
        {t("security.confirmTitle")}
      </Heading>
      <p className="mt-1 max-w-prose text-slate-800">{t(intro)}</p>
      <Form
        method="post"
        className="mt-4 grid gap-3 sm:grid-cols-[repeat(2,minmax(0,16rem))_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="confirm" />
        <PasswordAgainField />
        {withCode ? <CodeAgainField /> : null}
        <Button type="submit" disabled={busy} className="whitespace-normal justify-self-start">
          {t("security.confirm")}
        </Button>
      </Form>
    </section>
  );
}

/** "Your password", asked again before a sensitive change. */
export function PasswordAgainField() {
  const { t } = useI18n();
  return (
    <TextField
      label={t("security.passwordLabel")}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      maxLength={256}
    />
  );
}

/** A code from the app, or a recovery code, asked again before a sensitive change. */
export function CodeAgainField() {
  const { t } = useI18n();
  return (
    <TextField
      label={t("security.codeLabel")}
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      required
      maxLength={64}
    />
  );
}
