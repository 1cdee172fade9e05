import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import { useId, useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { MessageKey } from "~/i18n/dictionary";
import { useI18n } from "~/i18n/i18n-context";
import { ConfirmIdentity } from "./confirm-identity";
import { TextField } from "~/components/ui/form-field";

/** One passkey as the page lists it (dates already in the page's language). */
export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The account's passkeys (ADR 014): listed always; added and removed once the authenticator app
 * is on and the session confirmed who it is in the last ten minutes. Adding one is the
 * browser's own prompt, so it needs the page's script; the form says so without it.
 */
export function PasskeysPanel({
  appOn,
  confirmed,
  withCode,
  passkeys,
  options,
  nameMax,
}: {
  appOn: boolean;
  confirmed: boolean;
  withCode: boolean;
  passkeys: PasskeyRow[];
  /** The options of the browser's prompt for a new passkey (none while changes are closed). */
  options: PublicKeyCredentialCreationOptionsJSON | undefined;
  nameMax: number;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-4 max-w-prose text-slate-700">{t("security.passkeysIntro")}</p>
      {!appOn ? (
        <p className="text-slate-800" data-passkeys-need-app>
          {t("security.passkeysNeedApp")}
        </p>
      ) : (
        <>
          {passkeys.length === 0 ? (
            <p className="mb-4 text-slate-800">{t("security.passkeysNone")}</p>
          ) : (
            <div className="mb-4">
              <Table label={t("security.passkeysHeading")}>
                <TableHeader>
                  <tr>
                    <TableHead>{t("security.colPasskey")}</TableHead>
                    <TableHead>{t("security.colAdded")}</TableHead>
                    <TableHead>{t("security.colLastUsed")}</TableHead>
                    {confirmed ? <TableHead>{t("security.colActions")}</TableHead> : null}
                  </tr>
                </TableHeader>
                <TableBody>
                  {passkeys.map((passkey) => (
                    <TableRow key={passkey.id} data-passkey={passkey.name}>
                      <TableCell className="font-semibold break-words">{passkey.name}</TableCell>
                      <TableCell className="whitespace-nowrap">{passkey.createdAt}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {passkey.lastUsedAt ?? t("security.neverUsed")}
                      </TableCell>
                      {confirmed ? (
                        <TableCell>
                          <Form method="post">
                            <input type="hidden" name="intent" value="remove-passkey" />
                            <input type="hidden" name="passkey" value={passkey.id} />
                            <Button
                              type="submit"
                              variant="secondary"
                              size="sm"
                              disabled={busy}
                              aria-label={t("security.removePasskeyLabel", { name: passkey.name })}
                            >
                              {t("security.removePasskey")}
                            </Button>
                          </Form>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {confirmed ? (
            <AddPasskey options={options} nameMax={nameMax} busy={busy} />
          ) : (
            <ConfirmIdentity withCode={withCode} intro="security.passkeysConfirmIntro" level={3} />
          )}
        </>
      )}
    </>
  );
}

function AddPasskey({
  options,
  nameMax,
  busy,
}: {
  options: PublicKeyCredentialCreationOptionsJSON | undefined;
  nameMax: number;
  busy: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = useSubmit();
  const [prompting, setPrompting] = useState(false);
  const [problem, setProblem] = useState<MessageKey>();

  // With the script: the browser's prompt first, then the form posts with its answer. Without
  // it, the form posts as it is, and the page says a passkey needs the script.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!options) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setProblem(undefined);
    if (!browserSupportsWebAuthn()) {
      setProblem("security.passkeyNotSupported");
      return;
    }
    setPrompting(true);
    try {
      const answer = await startRegistration({ optionsJSON: options });
      form.set("answer", JSON.stringify(answer));
      await submit(form, { method: "post" });
    } catch {
      setProblem("security.passkeyCancelled");
    } finally {
      setPrompting(false);
    }
  };

  return (
    <Form method="post" className="grid max-w-sm gap-3" onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="intent" value="add-passkey" />
      <TextField
        label={t("security.passkeyNameLabel")}
        hint={t("security.passkeyNameHint")}
        name="name"
        maxLength={nameMax}
        autoComplete="off"
      />
      <Button
        type="submit"
        disabled={busy || prompting}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="justify-self-start whitespace-normal"
      >
        {prompting ? t("security.addingPasskey") : t("security.addPasskey")}
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800">
          {t(problem)}
        </p>
      ) : null}
    </Form>
  );
}
