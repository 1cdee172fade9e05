// The reply to a request's buyer (ADR 032), on the request's page (which gives it its section
// and heading). A template fills in the subject and the message in the buyer's language; the
// writer edits them, attaches files and sends. Without script, "Use template" is a GET of the
// request's page with `?template=`, whose loader hands the template's text back as `defaults`,
// and the reply is a plain multipart post; with script the template is filled in place. The
// reply's route answers with a redirect back here, the outcome in the address: after a refusal
// the page keeps what was typed (with script; without it the browser's Back button has it),
// after a reply that went the form starts again.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FileField, SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import { ATTACHMENT_ACCEPT } from "../quote-schema";
import { REPLY_LIMITS } from "../reply-limits";

export interface ReplyFormTemplate {
  id: string;
  label: string;
  subject: string;
  body: string;
}

export interface ReplyFormProps {
  /** The reply's route: `<the request's page>/reply`. */
  action: string;
  /** The request's version as the page shows it (ADR 022). */
  version: number;
  templates: readonly ReplyFormTemplate[];
  /** The text to start from: a template chosen without script (`?template=`). */
  defaults?: { subject: string; body: string; template?: string };
  /** Why the last reply was refused (the page's `?reply=`), shown above the form. */
  error?: string;
  /** That the last reply went (the page's `?reply=sent`), shown above the form. */
  notice?: string;
  /** The buyer's address and language, said above the form. */
  to?: string;
  language?: string;
}

const FILES_MB = Math.round(REPLY_LIMITS.filesBytesMax / (1024 * 1024));

export function ReplyForm({
  action,
  version,
  templates,
  defaults,
  error,
  notice,
  to,
  language,
}: ReplyFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [template, setTemplate] = useState(defaults?.template ?? "");
  const [subject, setSubject] = useState(defaults?.subject ?? "");
  const [body, setBody] = useState(defaults?.body ?? "");
  // The text last filled in from a template: what may be replaced without asking.
  const [filled, setFilled] = useState({ subject: defaults?.subject ?? "", body: defaults?.body ?? "" });
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [reset, setReset] = useState(0);

  // A new version without a refusal: the reply went (or the request changed and the page was
  // opened again); the form starts from its defaults. With a refusal, what was typed stays.
  const [seenVersion, setSeenVersion] = useState(version);
  if (version !== seenVersion) {
    setSeenVersion(version);
    if (!error) {
      setTemplate(defaults?.template ?? "");
      setSubject(defaults?.subject ?? "");
      setBody(defaults?.body ?? "");
      setFilled({ subject: defaults?.subject ?? "", body: defaults?.body ?? "" });
      setFileProblem(undefined);
      setReset((count) => count + 1);
    }
  }

  const apply = (id: string, always: boolean) => {
    const chosen = templates.find((candidate) => candidate.id === id);
    if (!chosen) return;
    // Choosing in the list replaces only text that is a template's as it was filled in (or
    // none); "Use template" replaces whatever is there.
    const untouched = (subject === "" || subject === filled.subject) && (body === "" || body === filled.body);
    if (!always && !untouched) return;
    setSubject(chosen.subject);
    setBody(chosen.body);
    setFilled({ subject: chosen.subject, body: chosen.body });
  };

  const onTemplateChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setTemplate(event.target.value);
    apply(event.target.value, false);
  };

  const onUseTemplate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(template, true);
  };

  // The browser refuses to send more files than a reply takes (the server checks again).
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const problem =
      files.length > REPLY_LIMITS.filesMax
        ? t("salesMail.errorTooManyFiles", { max: REPLY_LIMITS.filesMax })
        : total > REPLY_LIMITS.filesBytesMax
          ? t("salesMail.errorTooLarge", { size: `${FILES_MB} MB` })
          : undefined;
    input.setCustomValidity(problem ?? "");
    setFileProblem(problem);
  };

  const pageAddress = `${action.replace(/\/reply$/, "")}#reply`;
  return (
    // The page gives it its section and heading; `#reply` is where the reply's redirect lands.
    <div id="reply" className="scroll-mt-20">
      {to ? (
        <p className="mt-2 text-sm break-words text-slate-700">{t("salesMail.intro", { email: to })}</p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-300"
          data-reply-error
        >
          {error}
        </p>
      ) : null}
      {notice && !error ? (
        <p
          role="status"
          className="mt-3 rounded-md bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200"
          data-reply-notice
        >
          {notice}
        </p>
      ) : null}

      <form
        method="get"
        action={pageAddress}
        onSubmit={onUseTemplate}
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <SelectField
          name="template"
          label={t("salesMail.template")}
          hint={language ? t("salesMail.templateHint", { language }) : undefined}
          className="min-w-0 flex-1 basis-64"
          value={template}
          onChange={onTemplateChange}
          options={[
            { value: "", label: t("salesMail.templateNone") },
            ...templates.map((candidate) => ({ value: candidate.id, label: candidate.label })),
          ]}
        />
        <Button type="submit" variant="secondary">
          {t("salesMail.useTemplate")}
        </Button>
      </form>

      <Form method="post" action={action} encType="multipart/form-data" className="mt-4 grid gap-4">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="template" value={template} />
        <TextField
          name="subject"
          label={t("salesMail.subject")}
          required
          maxLength={REPLY_LIMITS.subjectMax}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextField
          multiline
          name="body"
          rows={12}
          label={t("salesMail.body")}
          required
          maxLength={REPLY_LIMITS.bodyMax}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <FileField
          key={reset}
          name="files"
          multiple
          accept={ATTACHMENT_ACCEPT}
          label={t("salesMail.files")}
          hint={t("salesMail.filesHint")}
          error={fileProblem}
          onChange={onFiles}
        />
        <div>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("salesMail.sending") : t("salesMail.send")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
