import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { AltchaField, type AltchaFieldHandle } from "~/components/ui/altcha-field";
import { CheckboxField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";

export interface GateFormProps {
  locale: Locale;
  consentLabel: string;
  captchaLabel: string;
  limits: { nameMax: number; emailMax: number; companyMax: number };
  /** What was typed, when the form comes back refused. */
  values?: { name: string; email: string; company: string; consent: boolean };
  errors?: Partial<Record<"name" | "email" | "company" | "consent" | "captcha", string>>;
  /** A refusal of the whole form (too many requests, the spam trap). */
  refused?: string;
}

/**
 * The form a gated document asks for before its download: name, e-mail, company and consent,
 * with the contact form's spam trap and captcha. A plain POST to the page; the captcha's answer
 * travels in a hidden field once the widget has solved it.
 */
export function GateForm({
  locale,
  consentLabel,
  captchaLabel,
  limits,
  values,
  errors = {},
  refused,
}: GateFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [captcha, setCaptcha] = useState<string | null>(null);
  const altcha = useRef<AltchaFieldHandle>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const failed = Boolean(refused) || Object.keys(errors).length > 0;
  useEffect(() => {
    // A refused captcha is solved again; the summary takes focus, so the refusal is heard.
    if (errors.captcha) altcha.current?.reset();
    if (failed) summary.current?.focus();
  }, [errors, refused]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form method="post" noValidate className="grid gap-4" aria-labelledby="gate-form-title" data-gate-form>
      <h2 id="gate-form-title" className="text-xl font-bold text-slate-900">
        {t("downloads.gateHeading")}
      </h2>
      <p className="text-slate-700">{t("downloads.gateIntro")}</p>
      {failed ? (
        <p
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-md bg-red-50 p-3 font-semibold text-red-900 ring-1 ring-red-300"
        >
          {refused ?? t("downloads.fixErrors")}
        </p>
      ) : null}
      <TextField
        name="name"
        label={t("downloads.name")}
        autoComplete="name"
        required
        maxLength={limits.nameMax}
        defaultValue={values?.name}
        error={errors.name}
      />
      <TextField
        name="email"
        type="email"
        label={t("downloads.email")}
        autoComplete="email"
        required
        maxLength={limits.emailMax}
        defaultValue={values?.email}
        error={errors.email}
      />
      <TextField
        name="company"
        label={t("downloads.company")}
        autoComplete="organization"
        required
        maxLength={limits.companyMax}
        defaultValue={values?.company}
        error={errors.company}
      />
      {/* The spam trap: hidden from people and assistive technology, filled by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <CheckboxField
        name="consent"
        label={consentLabel}
        required
        defaultChecked={values?.consent}
        error={errors.consent}
      />
      <div>
        <AltchaField ref={altcha} locale={locale} label={captchaLabel} onPayload={setCaptcha} />
        <input type="hidden" name="captcha" value={captcha ?? ""} />
        {errors.captcha ? <p className="text-sm font-medium text-red-700">{errors.captcha}</p> : null}
        <noscript>
          <p className="text-sm text-slate-700">{t("downloads.needsScript")}</p>
        </noscript>
      </div>
      <div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? t("downloads.sending") : t("downloads.submit")}
        </button>
      </div>
    </Form>
  );
}
