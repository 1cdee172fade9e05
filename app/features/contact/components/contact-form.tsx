import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { TextField } from "~/components/ui/form-field";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import type { FieldErrors } from "../contact-validation";
import { AltchaField, type AltchaFieldHandle } from "~/components/ui/altcha-field";
import { ThankYouDialog, type ThankYouDialogHandle } from "./thank-you-dialog";
import { QUOTE_PROJECT_FIELDS } from "../quote-project-fields";
import { emptyQuoteValues, QuoteFields, type QuoteFormOptions, type QuoteValues } from "./quote-fields";

/** What the route gives the form (from the server: no schema or texts in the bundle). */
export interface ContactFormProps {
  countryCodes: Array<{ code: string; label: string }>;
  defaultCountryCode: string;
  limits: { nameMax: number; emailMax: number; phoneMax: number; companyMax: number; messageMax: number };
  product?: { id: string; name: string };
  /** A quote request for the visitor's list: products, project data and files (ADR 026). */
  quote?: QuoteFormOptions;
}

interface QuoteAnswer {
  fieldErrorCodes?: Partial<Record<string, unknown[]>>;
  itemErrorCodes?: Record<string, unknown[]>;
  fileErrorCodes?: Record<string, unknown>;
}

/** Posts the quote form with its files, reporting the upload's progress (fetch cannot). */
function sendQuote(
  body: FormData,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; answer: QuoteAnswer }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/quote");
    request.setRequestHeader("idempotency-key", idempotencyKey);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({ status: request.status, answer: (request.response ?? {}) as QuoteAnswer });
    request.onerror = () => reject(new Error("network"));
    request.send(body);
  });
}

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "countryCode",
  "phone",
  "company",
  "message",
  "consent",
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, "consent">, string> & { consent: boolean; website: string };

export function ContactForm({ countryCodes, defaultCountryCode, limits, product, quote }: ContactFormProps) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const [quoteValues, setQuoteValues] = useState<QuoteValues>(emptyQuoteValues);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const [itemErrors, setItemErrors] = useState<Record<number, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const initial = (): Values => ({
    firstName: "",
    lastName: "",
    email: "",
    countryCode: defaultCountryCode,
    phone: "",
    company: "",
    message: product
      ? `${t("contact.quoteFirstLine", { product: product.name })}\n\n`
      : quote
        ? `${t("quote.messageFirstLine")}\n\n`
        : "",
    consent: false,
    website: "",
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const altcha = useRef<AltchaFieldHandle>(null);
  const thanks = useRef<ThankYouDialogHandle>(null);
  /** A quote request was stored: the visitor's list on the page is stale. */
  const listChanged = useRef(false);
  const loadValidation = () => import("../contact-validation");

  // The form hydrates after the page shows: whatever the visitor typed or ticked before
  // then is in the DOM, not in state. Adopt it.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: Partial<Values> = {};
    for (const name of [
      "firstName",
      "lastName",
      "email",
      "countryCode",
      "phone",
      "company",
      "message",
      "website",
    ] as const) {
      const element = elements.namedItem(name) as HTMLInputElement | null;
      if (element && element.value !== values[name]) typed[name] = element.value;
    }
    const consent = elements.namedItem("consent") as HTMLInputElement | null;
    if (consent && consent.checked !== values.consent) typed.consent = consent.checked;
    // The DOM is only readable after mount, so this one update has to come from an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A changed form is a new message: a retry of the old one must not reuse its key.
    idempotencyKey.current = null;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = FIELDS.find((field) => found[field]?.length);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const failed = () =>
    showToast({
      title: t("contact.sendFailed"),
      description: t("contact.sendFailedDescription"),
      variant: "destructive",
    });

  const changeQuote = (next: QuoteValues) => {
    setQuoteValues(next);
    idempotencyKey.current = null;
  };
  const checkFiles = (list: File[]) => {
    const { fileBytesMax, filesMax } = quote!.limits;
    const found: Record<number, string> = {};
    list.forEach((file, index) => {
      if (index >= filesMax) found[index] = t("quote.errors.tooManyFiles");
      else if (file.size > fileBytesMax) found[index] = t("quote.errors.fileTooLarge");
      else if (file.size === 0) found[index] = t("quote.errors.fileEmpty");
    });
    return found;
  };
  const setFileList = (list: File[]) => {
    setFiles(list);
    setFileErrors(checkFiles(list));
    idempotencyKey.current = null;
  };

  const submitQuote = async (options: QuoteFormOptions) => {
    const { validateContactForm, contactErrorText, isContactErrorCode, quoteErrorText, isQuoteErrorCode } =
      await loadValidation();
    const body = { ...values, captcha: captcha ?? "", locale };
    const { captcha: captchaErrors, ...fieldErrors } = validateContactForm(body, locale);
    const localFileErrors = checkFiles(files);
    setErrors(fieldErrors);
    setFileErrors(localFileErrors);
    if (Object.keys(fieldErrors).length) focusFirstInvalid(fieldErrors);
    if (captchaErrors?.length) void showToast({ title: t("contact.captchaMissing"), variant: "destructive" });
    if (Object.keys(fieldErrors).length || captchaErrors?.length || Object.keys(localFileErrors).length)
      return;

    const data = new FormData();
    // Texts first, files last: the server reads the fields before the large parts.
    for (const [name, value] of Object.entries(body)) data.append(name, String(value));
    data.append(
      "items",
      JSON.stringify(
        options.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          note: quoteValues.notes[item.productId] ?? "",
        })),
      ),
    );
    for (const field of QUOTE_PROJECT_FIELDS) {
      data.append(field, quoteValues[field]);
    }
    for (const file of files) data.append("files", file, file.name);

    setSending(true);
    setProgress(0);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const { status, answer } = await sendQuote(data, idempotencyKey.current, setProgress);
      if (status === 201) {
        idempotencyKey.current = null;
        setValues(initial());
        setQuoteValues(emptyQuoteValues());
        setFiles([]);
        setErrors({});
        setItemErrors({});
        altcha.current?.reset();
        // The server emptied the list. The page and the header's count follow when the
        // visitor closes the thanks: refreshing now would take the form, and the dialog
        // with it, off the page before it could be read.
        listChanged.current = true;
        thanks.current?.open();
        return;
      }
      const text = (code: unknown) =>
        isContactErrorCode(code)
          ? contactErrorText(code, locale)
          : isQuoteErrorCode(code)
            ? quoteErrorText(code, locale)
            : undefined;
      const serverErrors = Object.fromEntries(
        Object.entries(answer.fieldErrorCodes ?? {}).map(([field, codes]) => [
          field,
          (codes ?? []).map(text).filter((line): line is string => Boolean(line)),
        ]),
      ) as FieldErrors;
      setItemErrors(
        Object.fromEntries(
          Object.entries(answer.itemErrorCodes ?? {}).map(([index, codes]) => [
            Number(index),
            (codes ?? []).map(text).filter((line): line is string => Boolean(line)),
          ]),
        ),
      );
      setFileErrors(
        Object.fromEntries(
          Object.entries(answer.fileErrorCodes ?? {}).flatMap(([index, code]) => {
            const line = text(code);
            return line ? [[Number(index), line]] : [];
          }),
        ),
      );
      if (serverErrors.captcha) altcha.current?.reset();
      const { captcha: _captcha, ...visible } = serverErrors;
      if (Object.keys(visible).length) {
        setErrors(visible);
        focusFirstInvalid(visible);
      }
      void failed();
    } catch {
      void failed();
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !values.consent) return;
    if (quote) {
      await submitQuote(quote);
      return;
    }
    const body = { ...values, captcha: captcha ?? "", locale, ...(product ? { productId: product.id } : {}) };
    const { validateContactForm, contactErrorText, isContactErrorCode } = await loadValidation();
    const found = validateContactForm(body, locale);
    const { captcha: captchaErrors, ...fieldErrors } = found;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length) focusFirstInvalid(fieldErrors);
    if (captchaErrors?.length) void showToast({ title: t("contact.captchaMissing"), variant: "destructive" });
    if (Object.keys(fieldErrors).length || captchaErrors?.length) return;
    setSending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": idempotencyKey.current },
        body: JSON.stringify(body),
      });
      if (response.status === 201) {
        idempotencyKey.current = null;
        setValues(initial());
        setErrors({});
        altcha.current?.reset();
        thanks.current?.open();
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as {
        fieldErrorCodes?: Partial<Record<string, unknown[]>>;
      };
      // Codes, not texts: the page shows each in its own language (ADR 009).
      const serverErrors = Object.fromEntries(
        Object.entries(answer.fieldErrorCodes ?? {}).map(([field, codes]) => [
          field,
          (codes ?? []).filter(isContactErrorCode).map((code) => contactErrorText(code, locale)),
        ]),
      ) as FieldErrors;
      if (serverErrors.captcha) altcha.current?.reset();
      const { captcha: _captcha, ...visible } = serverErrors;
      if (Object.keys(visible).length) {
        setErrors(visible);
        focusFirstInvalid(visible);
      }
      void failed();
    } catch {
      void failed();
    } finally {
      setSending(false);
    }
  };

  const disabled = !values.consent || sending;
  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        onFocus={() => void loadValidation()}
        className="grid gap-5 sm:grid-cols-2"
        aria-describedby="contact-form-intro"
      >
        <p id="contact-form-intro" className="text-sm text-slate-600 sm:col-span-2">
          {t("contact.formIntro")}
        </p>
        {quote ? (
          <QuoteFields
            options={quote}
            values={quoteValues}
            errors={errors}
            itemErrors={itemErrors}
            files={files}
            fileErrors={fileErrors}
            onChange={changeQuote}
            onFiles={(added) => setFileList([...files, ...added])}
            onRemoveFile={(index) => setFileList(files.filter((_, position) => position !== index))}
          />
        ) : null}
        <ContactTextField
          label={t("contact.firstName")}
          name="firstName"
          autoComplete="given-name"
          maxLength={limits.nameMax}
          value={values.firstName}
          errors={errors.firstName}
          onChange={(v) => set("firstName", v)}
        />
        <ContactTextField
          label={t("contact.lastName")}
          name="lastName"
          autoComplete="family-name"
          maxLength={limits.nameMax}
          value={values.lastName}
          errors={errors.lastName}
          onChange={(v) => set("lastName", v)}
        />
        <ContactTextField
          label={t("contact.email_")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          value={values.email}
          errors={errors.email}
          onChange={(v) => set("email", v)}
          className="sm:col-span-2"
        />
        <SelectField
          label={t("contact.countryCode")}
          name="countryCode"
          required
          starred
          error={errors.countryCode}
          value={values.countryCode}
          onChange={(e) => set("countryCode", e.target.value)}
          autoComplete="tel-country-code"
          options={countryCodes.map((option) => ({
            value: option.code,
            label: `${option.code} ${option.label}`,
          }))}
        />
        <ContactTextField
          label={t("contact.phone_")}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          maxLength={limits.phoneMax}
          value={values.phone}
          errors={errors.phone}
          onChange={(v) => set("phone", v)}
        />
        <ContactTextField
          label={t("contact.company")}
          name="company"
          autoComplete="organization"
          maxLength={limits.companyMax}
          value={values.company}
          errors={errors.company}
          onChange={(v) => set("company", v)}
          className="sm:col-span-2"
        />
        <TextField
          multiline
          label={t("contact.message")}
          name="message"
          required
          starred
          error={errors.message}
          className="sm:col-span-2"
          rows={6}
          maxLength={limits.messageMax}
          value={values.message}
          onChange={(e) => set("message", e.target.value)}
        />
        {/* The spam trap: hidden from people and assistive technology, filled by bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set("website", e.target.value)}
            />
          </label>
        </div>
        <CheckboxField
          name="consent"
          label={t("contact.consent")}
          error={errors.consent}
          checked={values.consent}
          onChange={(e) => set("consent", e.target.checked)}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <AltchaField
            ref={altcha}
            locale={locale}
            label={t("contact.captchaLabel")}
            onPayload={setCaptcha}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={disabled}
            aria-disabled={disabled || !captcha ? true : undefined}
            className="inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed aria-disabled:opacity-55"
          >
            {sending ? t("contact.sending") : quote ? t("quote.submit") : t("contact.submit")}
          </button>
          {progress !== null ? (
            <div className="mt-3">
              <label htmlFor="quote-upload-progress" className="text-sm text-slate-700">
                {t("quote.uploading")}
              </label>
              <progress
                id="quote-upload-progress"
                max={1}
                value={progress}
                className="mt-1 block h-2 w-full accent-brand-700"
              />
            </div>
          ) : null}
        </div>
      </form>
      <ThankYouDialog
        ref={thanks}
        onClose={() => {
          if (!listChanged.current) return;
          listChanged.current = false;
          void revalidator.revalidate();
        }}
      />
    </>
  );
}

function ContactTextField({
  errors,
  onChange,
  ...props
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  errors?: string[];
  className?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      required
      starred
      error={errors}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
