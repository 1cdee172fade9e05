import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/security";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import {
  CONFIRMATION_MS,
  recentlyConfirmed,
  secondFactorRequired,
  type IdentityRefusal,
} from "~/.server/auth/auth-service";
import {
  addPasskey,
  forgetPasskeys,
  listPasskeys,
  PASSKEY_NAME_MAX,
  PASSKEY_RESPONSE_MAX,
  PASSKEYS_PER_ACCOUNT,
  registrationOptions,
  relyingParty,
  removePasskey,
  type PasskeyRefusal,
} from "~/.server/auth/passkeys";
import { pageInfo } from "~/.server/page-data";
import { AdminPage } from "~/components/ui/admin-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { actionResult, formatDateTime } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import {
  auditSecondFactor,
  cancelPendingSetup,
  RECOVERY_CODES,
  recoveryCodes,
  secondFactorState,
  signedInBrowsers,
  signOutElsewhere,
} from "~/features/auth/security.server";
import {
  CodeAgainField,
  IDENTITY_REFUSALS,
  PasswordAgainField,
} from "~/features/auth/components/confirm-identity";
import { PasskeysPanel } from "~/features/auth/components/passkeys-panel";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { TextField } from "~/components/ui/form-field";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-security");
  const { locale } = page;
  const { auth, db, env } = context.get(appContext);
  const user = context.get(adminUserContext);
  const [app, browsers, passkeys] = await Promise.all([
    secondFactorState(auth, db, user),
    signedInBrowsers(db, user),
    listPasskeys(db, user.id),
  ]);
  const confirmed = recentlyConfirmed(user);
  // Passkeys are added while the confirmation lasts: the prompt's challenge lasts as long.
  const passkeyOptions =
    app.state === "on" && confirmed && passkeys.length < PASSKEYS_PER_ACCOUNT
      ? await registrationOptions(
          db,
          relyingParty(env.PUBLIC_URL),
          user,
          new Date(user.confirmedAt + CONFIRMATION_MS),
        )
      : undefined;
  return {
    page,
    messages: messageGroups(locale, ["office", "security"]),
    app,
    totalCodes: RECOVERY_CODES,
    required: secondFactorRequired(env.STAFF_SECOND_FACTOR, user.roles),
    mustSetUp: user.mustSetUpSecondFactor,
    confirmed,
    withCode: user.secondFactor,
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      createdAt: formatDateTime(passkey.createdAt, locale)!,
      lastUsedAt: formatDateTime(passkey.lastUsedAt, locale) ?? null,
    })),
    passkeyOptions,
    passkeyNameMax: PASSKEY_NAME_MAX,
    browsers: browsers.map((browser) => ({
      ...browser,
      signedInAt: formatDateTime(browser.signedInAt, locale)!,
      lastSeenAt: formatDateTime(browser.lastSeenAt, locale)!,
    })),
  };
}

const REFUSALS: Record<IdentityRefusal | "NO_SETUP", MessageKey> = {
  ...IDENTITY_REFUSALS,
  NO_SETUP: "security.refuseNoSetup",
};

const PASSKEY_REFUSALS: Record<PasskeyRefusal, MessageKey> = {
  PASSKEY_EXPIRED: "security.refusePasskeyExpired",
  PASSKEY_REFUSED: "security.refusePasskeyRefused",
  PASSKEY_EXISTS: "security.refusePasskeyExists",
  TOO_MANY_PASSKEYS: "security.refuseTooManyPasskeys",
};

/** Each Set-Cookie of better-auth's answer (a second factor turned on or off starts a new session). */
function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-security");
  const { auth, db, env } = context.get(appContext);
  const user = context.get(adminUserContext);
  const form = await request.formData();
  const field = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const password = field("password", 256);
  const code = field("code", 64);
  const refused = (key: MessageKey, status = 400) => actionResult(locale, { ok: false, key, status });
  /** The password (and code, with a second factor) again: undefined when they prove it is the user. */
  const confirm = async () => {
    const verdict = await auth.confirmIdentity(user, { password, code }, request.headers);
    return verdict === "confirmed"
      ? undefined
      : refused(REFUSALS[verdict], verdict === "TOO_MANY_ATTEMPTS" ? 429 : 400);
  };

  switch (field("intent", 40)) {
    case "setup": {
      if (user.secondFactor) return refused("security.refuseAlreadyOn", 409);
      const refusal = await confirm();
      if (refusal) return refusal;
      await auth.auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
      return actionResult(locale, { ok: true, key: "security.resultSetupStarted" });
    }
    case "confirm-app": {
      if (user.secondFactor) return refused("security.refuseAlreadyOn", 409);
      const response = await auth.confirmAppSetup(user, code, request.headers);
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        const reason =
          body.code === "TOTP_NOT_ENABLED"
            ? "NO_SETUP"
            : body.code === "TOO_MANY_ATTEMPTS"
              ? "TOO_MANY_ATTEMPTS"
              : body.code === "CODE_REQUIRED"
                ? "CODE_REQUIRED"
                : "INVALID_CODE";
        return refused(REFUSALS[reason], response.status === 429 ? 429 : 400);
      }
      await auditSecondFactor(db, user, "user.second_factor_on");
      return actionResult(
        locale,
        { ok: true, key: "security.resultOn", headers: cookiesOf(response) },
        { codes: await recoveryCodes(auth, user.id) },
      );
    }
    case "cancel-setup":
      await cancelPendingSetup(db, user);
      return actionResult(locale, { ok: true, key: "security.resultSetupCancelled" });
    case "new-codes": {
      if (!user.secondFactor) return refused("security.refuseNoSetup", 409);
      const refusal = await confirm();
      if (refusal) return refusal;
      const { backupCodes } = await auth.auth.api.generateBackupCodes({
        body: { password },
        headers: request.headers,
      });
      await auditSecondFactor(db, user, "user.recovery_codes_renewed");
      return actionResult(locale, { ok: true, key: "security.resultNewCodes" }, { codes: backupCodes });
    }
    case "turn-off": {
      if (secondFactorRequired(env.STAFF_SECOND_FACTOR, user.roles))
        return refused("security.turnOffRequired", 409);
      if (!user.secondFactor) return refused("security.refuseNoSetup", 409);
      const refusal = await confirm();
      if (refusal) return refusal;
      const response = await auth.auth.api.disableTwoFactor({
        body: { password },
        headers: request.headers,
        asResponse: true,
      });
      if (!response.ok) return refused("security.refuseInvalidPassword");
      // Passkeys stand beside the app: without it, none is left to pass the code step.
      await forgetPasskeys(db, user.id);
      await auditSecondFactor(db, user, "user.second_factor_off");
      return actionResult(locale, { ok: true, key: "security.resultOff", headers: cookiesOf(response) });
    }
    case "confirm": {
      const refusal = await confirm();
      return refusal ?? actionResult(locale, { ok: true, key: "security.confirmedPasskeys" });
    }
    case "add-passkey": {
      if (!user.secondFactor) return refused("security.passkeysNeedApp", 409);
      if (!recentlyConfirmed(user)) return refused("security.confirmFirst", 403);
      const answer = field("answer", PASSKEY_RESPONSE_MAX + 1);
      if (!answer) return refused("security.passkeyNeedsScript");
      const typed = field("name", PASSKEY_NAME_MAX).trim();
      const outcome = await addPasskey(
        db,
        relyingParty(env.PUBLIC_URL),
        user,
        answer,
        typed || ((n) => serverT(locale, "security.passkeyDefaultName", { n })),
      );
      return "refused" in outcome
        ? refused(PASSKEY_REFUSALS[outcome.refused], outcome.refused === "TOO_MANY_PASSKEYS" ? 409 : 400)
        : actionResult(locale, {
            ok: true,
            key: "security.resultPasskeyAdded",
            values: { name: outcome.added.name },
          });
    }
    case "remove-passkey": {
      if (!recentlyConfirmed(user)) return refused("security.confirmFirst", 403);
      const removed = await removePasskey(db, user, field("passkey", 64));
      return removed === undefined
        ? refused("security.refuseNoPasskey", 404)
        : actionResult(locale, { ok: true, key: "security.resultPasskeyRemoved", values: { name: removed } });
    }
    case "sign-out-elsewhere": {
      const ended = await signOutElsewhere(db, user);
      return ended > 0
        ? actionResult(locale, {
            ok: true,
            key: "security.resultSignedOutElsewhere",
            values: { count: String(ended) },
          })
        : actionResult(locale, { ok: true, key: "security.resultNothingElsewhere" });
    }
    default:
      return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Security
        data={loaderData}
        result={actionData?.result}
        codes={actionData && "codes" in actionData ? (actionData.codes as string[]) : undefined}
      />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];

function Security({
  data,
  result,
  codes,
}: {
  data: Data;
  result: ActionResultData | undefined;
  codes: string[] | undefined;
}) {
  const { t } = useI18n();
  return (
    <AdminPage title={data.page.title} description={data.page.description}>
      <ActionResult result={result} />
      {data.mustSetUp ? (
        <div
          role="alert"
          data-second-factor-required
          className="mb-6 rounded-md bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
        >
          <p className="font-semibold">{t("security.requiredTitle")}</p>
          <p className="mt-1">{t("security.required")}</p>
        </div>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} at={result?.at} /> : null}
      <div className="grid gap-8">
        <Panel title={t("security.appHeading")}>
          <AuthenticatorApp data={data} />
        </Panel>
        <Panel title={t("security.passkeysHeading")}>
          <PasskeysPanel
            appOn={data.app.state === "on"}
            confirmed={data.confirmed}
            withCode={data.withCode}
            passkeys={data.passkeys}
            // The loader's data keeps the options' values, not their literal types.
            options={data.passkeyOptions as PublicKeyCredentialCreationOptionsJSON | undefined}
            nameMax={data.passkeyNameMax}
          />
        </Panel>
        <Panel title={t("security.sessionsHeading")}>
          <SignedInBrowsers browsers={data.browsers} />
        </Panel>
      </div>
    </AdminPage>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0: a grid item as wide as its widest content would widen the page past a phone's
    // screen; the sessions table scrolls in its own region instead.
    <section className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}

function AuthenticatorApp({ data }: { data: Data }) {
  const { t } = useI18n();
  const busy = useBusy();
  const { app } = data;
  if (app.state === "off") {
    return (
      <>
        <p className="mb-4 max-w-prose text-slate-700">{t("security.appOff")}</p>
        <Form method="post" className="grid max-w-sm gap-3">
          <input type="hidden" name="intent" value="setup" />
          <PasswordAgainField />
          <Button type="submit" disabled={busy} className="justify-self-start whitespace-normal">
            {t("security.setUp")}
          </Button>
        </Form>
      </>
    );
  }
  if (app.state === "pending") {
    return (
      <>
        <h3 className="text-lg font-semibold text-slate-900">{t("security.scanTitle")}</h3>
        <p className="mt-1 mb-4 max-w-prose text-slate-700">{t("security.scan")}</p>
        <div className="flex flex-wrap items-start gap-6">
          <div
            role="img"
            aria-label={t("security.qrLabel")}
            className="size-48 shrink-0 bg-white ring-1 ring-slate-300 [&_svg]:size-full"
            // The QR code library's own SVG of the app's address (no input of ours but the key).
            dangerouslySetInnerHTML={{ __html: app.qrSvg }}
          />
          <div className="grid min-w-0 gap-3">
            <a
              href={app.uri}
              className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t("security.openInApp")}
            </a>
            <p className="text-sm text-slate-700">
              {t("security.keyLabel")}:{" "}
              <code className="font-mono text-base break-all text-slate-900" data-key>
                {app.key.replace(/(.{4})/g, "$1 ").trim()}
              </code>
            </p>
            <Form method="post" className="grid max-w-sm gap-3">
              <TextField
                label={t("security.firstCodeLabel")}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\s*(\d\s*){6}"
                required
                maxLength={12}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  className="whitespace-normal"
                  type="submit"
                  name="intent"
                  value="confirm-app"
                  disabled={busy}
                >
                  {t("security.confirmApp")}
                </Button>
                <Button
                  className="whitespace-normal"
                  type="submit"
                  variant="secondary"
                  name="intent"
                  value="cancel-setup"
                  formNoValidate
                  disabled={busy}
                >
                  {t("security.cancelSetup")}
                </Button>
              </div>
            </Form>
          </div>
        </div>
      </>
    );
  }
  const low = app.recoveryCodesLeft <= 3;
  return (
    <>
      <p className="font-semibold text-slate-800" data-app-on>
        {t("security.appOn")}
      </p>
      <p className="mt-2 text-slate-700">
        {t("security.codesLeft", { count: app.recoveryCodesLeft, total: data.totalCodes })}{" "}
        {low ? <strong className="text-amber-900">{t("security.codesLow")}</strong> : null}
      </p>
      <Form method="post" className="mt-4 grid max-w-sm gap-3">
        <p className="text-sm text-slate-700">{t("security.changeHint")}</p>
        <PasswordAgainField />
        <CodeAgainField />
        <div className="flex flex-wrap gap-2">
          <Button className="whitespace-normal" type="submit" name="intent" value="new-codes" disabled={busy}>
            {t("security.newCodes")}
          </Button>
          {data.required ? null : (
            <Button
              className="whitespace-normal"
              type="submit"
              name="intent"
              value="turn-off"
              variant="destructive"
              disabled={busy}
            >
              {t("security.turnOff")}
            </Button>
          )}
        </div>
        {data.required ? (
          <p className="text-sm text-slate-700">{t("security.turnOffRequired")}</p>
        ) : data.passkeys.length > 0 ? (
          <p className="text-sm text-slate-700">{t("security.turnOffPasskeys")}</p>
        ) : null}
      </Form>
    </>
  );
}

/** The codes, once, right after they are made: the heading takes the focus so they are read. */
function RecoveryCodes({ codes, at }: { codes: string[]; at: number | undefined }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [at]);
  return (
    <section className="mb-8 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-6" data-recovery-codes>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {t("security.codesTitle")}
      </h2>
      <p className="mt-1 max-w-prose text-slate-800">{t("security.codesIntro")}</p>
      <ol className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 font-mono text-base text-slate-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}

function SignedInBrowsers({ browsers }: { browsers: Data["browsers"] }) {
  const { t } = useI18n();
  const busy = useBusy();
  const describe = ({ name, system }: Data["browsers"][number]["browser"]) =>
    name && system
      ? t("security.browserOn", { name, system })
      : (name ?? system ?? t("security.unknownBrowser"));
  return (
    <>
      <Table label={t("security.sessionsHeading")}>
        <TableHeader>
          <tr>
            <TableHead>{t("security.colBrowser")}</TableHead>
            <TableHead>{t("security.colAddress")}</TableHead>
            <TableHead>{t("security.colSignedIn")}</TableHead>
            <TableHead>{t("security.colLastSeen")}</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {browsers.map((browser) => (
            <TableRow key={browser.id} data-session={browser.current ? "current" : "other"}>
              <TableCell className="font-semibold">
                {describe(browser.browser)}{" "}
                {browser.current ? <Badge tone="info">{t("security.thisBrowser")}</Badge> : null}
              </TableCell>
              <TableCell className="break-all">{browser.address ?? "—"}</TableCell>
              <TableCell className="whitespace-nowrap">{browser.signedInAt}</TableCell>
              <TableCell className="whitespace-nowrap">{browser.lastSeenAt}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {browsers.some((browser) => !browser.current) ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-elsewhere" />
          <Button className="whitespace-normal" type="submit" variant="secondary" disabled={busy}>
            {t("security.signOutElsewhere")}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-700">{t("security.onlyHere")}</p>
      )}
    </>
  );
}
