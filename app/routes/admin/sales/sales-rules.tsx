// The sales pipeline's rules and settings (administrators only, ADR 032): who owns a new
// request from each country, the default owner, and when owners are reminded. Every form is a
// plain POST with an `intent`; a refused one comes back with what was typed and its errors.
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/sales-rules";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/form-field";
import { actionResult, conflictResult, formVersion } from "~/features/admin/admin-request.server";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { revalidateAfterConflict } from "~/features/admin/revalidate-after-conflict";
import {
  deleteRule,
  listRules,
  loadSalesSettings,
  ownerLabel,
  readWholeNumber,
  saveRule,
  saveSettings,
  salesOwners,
  timeZoneChoices,
  type SalesFieldError,
} from "~/features/contact/sales-rules.server";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { countryChoices, countryName } from "~/lib/countries";
import { routeMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-sales-rules");
  const { locale } = page;
  const { db } = context.get(appContext);
  const [settings, rules, owners] = await Promise.all([
    loadSalesSettings(db),
    listRules(db),
    salesOwners(db),
  ]);
  const collator = new Intl.Collator(locale);
  const lost = settings.defaultOwner && !settings.defaultOwner.eligible ? settings.defaultOwner : undefined;
  return {
    page,
    messages: messageGroups(locale, ["office", "salesRules"]),
    webhookLogPath: pagePath("admin-sales-webhooks", locale),
    settings: {
      defaultOwnerId: settings.defaultOwnerId ?? "",
      reminderHours: String(settings.reminderHours),
      workdayStart: String(settings.workdayStart),
      workdayEnd: String(settings.workdayEnd),
      timeZone: settings.timeZone,
      version: settings.version,
      defaultOwnerLabel: settings.defaultOwner ? ownerLabel(settings.defaultOwner) : undefined,
      defaultOwnerLost: Boolean(lost),
    },
    owners: owners.map((owner) => ({ value: owner.id, label: ownerLabel(owner) })),
    // The default owner is shown even when it can no longer own requests, named as such.
    lostDefaultOwner: lost
      ? { value: lost.id, label: serverT(locale, "salesRules.cannotOwn", { owner: ownerLabel(lost) }) }
      : undefined,
    rules: rules
      .map((rule) => ({
        countryCode: rule.countryCode,
        country: countryName(rule.countryCode, locale),
        owner: ownerLabel(rule.owner),
        eligible: rule.eligible,
      }))
      .sort((a, b) => collator.compare(a.country, b.country)),
    countries: countryChoices(locale),
    timeZones: timeZoneChoices(),
  };
}

/** The settings form as typed. */
interface SettingsValues {
  defaultOwnerId: string;
  reminderHours: string;
  workdayStart: string;
  workdayEnd: string;
  timeZone: string;
}
/** The rule form as typed. */
interface RuleValues {
  countryCode: string;
  ownerId: string;
}

/** The message of each refusal, by field where one code reads differently on two fields. */
function errorText(locale: Locale, field: string, code: SalesFieldError): string {
  const keys: Record<SalesFieldError, MessageKey> = {
    countryUnknown: "salesRules.errCountryUnknown",
    ownerRequired: "salesRules.errOwnerRequired",
    ownerIneligible: "salesRules.errOwnerIneligible",
    hoursRange: "salesRules.errHoursRange",
    workdayRange: field === "workdayEnd" ? "salesRules.errWorkdayEnd" : "salesRules.errWorkdayStart",
    workdayOrder: "salesRules.errWorkdayOrder",
    timeZoneUnknown: "salesRules.errTimeZone",
  };
  return serverT(locale, keys[code]);
}

const inWords = (locale: Locale, errors: Partial<Record<string, SalesFieldError>>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, code]) =>
      code ? [[field, errorText(locale, field, code)]] : [],
    ),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-sales-rules");
  const { db } = context.get(appContext);
  const user = context.get(adminUserContext);
  const form = await request.formData();
  const text = (name: string, max = 100) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, max) : "";
  };
  const ownerName = async (ownerId: string) => {
    const owner = (await salesOwners(db)).find((candidate) => candidate.id === ownerId);
    return owner ? ownerLabel(owner) : ownerId;
  };

  switch (text("intent")) {
    case "settings": {
      const values: SettingsValues = {
        defaultOwnerId: text("defaultOwnerId", 200),
        reminderHours: text("reminderHours", 20),
        workdayStart: text("workdayStart", 20),
        workdayEnd: text("workdayEnd", 20),
        timeZone: text("timeZone", 100),
      };
      const outcome = await saveSettings(
        db,
        user,
        // Versions start at 1: a form without one matches no settings'.
        formVersion(form.get("version")) ?? 0,
        {
          defaultOwnerId: values.defaultOwnerId || null,
          reminderHours: readWholeNumber(values.reminderHours),
          workdayStart: readWholeNumber(values.workdayStart),
          workdayEnd: readWholeNumber(values.workdayEnd),
          timeZone: values.timeZone,
        },
      );
      if (outcome.ok)
        return actionResult(locale, {
          ok: true,
          key: outcome.change === "done" ? "salesRules.settingsSaved" : "office.resultUnchanged",
        });
      // Someone saved the settings first: nothing is lost, the page shows both.
      if (outcome.conflict) return conflictResult(locale, { settingsForm: { values, errors: {} } });
      return actionResult(
        locale,
        { ok: false, key: "salesRules.fixErrors" },
        { settingsForm: { values, errors: inWords(locale, outcome.errors) } },
      );
    }
    case "add-rule": {
      const values: RuleValues = { countryCode: text("countryCode", 10), ownerId: text("ownerId", 200) };
      const outcome = await saveRule(db, user, values.countryCode, values.ownerId);
      if (!outcome.ok)
        return actionResult(
          locale,
          { ok: false, key: "salesRules.fixErrors" },
          { ruleForm: { values, errors: inWords(locale, outcome.errors) } },
        );
      if (outcome.change === "unchanged")
        return actionResult(locale, { ok: true, key: "office.resultUnchanged" });
      return actionResult(locale, {
        ok: true,
        key: "salesRules.ruleSaved",
        values: {
          country: countryName(values.countryCode.toUpperCase(), locale),
          owner: await ownerName(values.ownerId),
        },
      });
    }
    case "delete-rule": {
      const code = text("countryCode", 10).toUpperCase();
      const outcome = await deleteRule(db, user, code);
      return outcome === "done"
        ? actionResult(locale, {
            ok: true,
            key: "salesRules.ruleRemoved",
            values: { country: countryName(code, locale) },
          })
        : actionResult(locale, { ok: false, key: "salesRules.ruleGone", status: 404 });
    }
    default:
      return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  }
}

export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

type Data = Route.ComponentProps["loaderData"];
type Sent<Values> = { values: Values; errors: Partial<Record<keyof Values, string>> };

export default function SalesRulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData as
    | { result?: ActionResultData; settingsForm?: Sent<SettingsValues>; ruleForm?: Sent<RuleValues> }
    | undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <SalesRules
        data={loaderData}
        result={sent?.result}
        settingsForm={sent?.settingsForm}
        ruleForm={sent?.ruleForm}
        conflict={sent?.result?.conflict === true}
      />
    </PageMessages>
  );
}

function SalesRules({
  data,
  result,
  settingsForm,
  ruleForm,
  conflict,
}: {
  data: Data;
  result: ActionResultData | undefined;
  settingsForm: Sent<SettingsValues> | undefined;
  ruleForm: Sent<RuleValues> | undefined;
  conflict: boolean;
}) {
  const { t } = useI18n();
  return (
    <AdminPage
      title={data.page.title}
      description={data.page.description}
      actions={
        <Link
          to={data.webhookLogPath}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("salesRules.webhookLog")}
        </Link>
      }
    >
      <ActionResult result={result} />
      <div className="mb-6 space-y-2 text-slate-800">
        <p>{t("salesRules.intro")}</p>
        <p data-how-country>{t("salesRules.howCountry")}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsCard data={data} sent={settingsForm} conflict={conflict} />
        <div className="grid gap-6">
          <RulesCard data={data} />
          <AddRuleCard data={data} sent={ruleForm} />
        </div>
      </div>
    </AdminPage>
  );
}

const card = "min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200";
const heading = "text-lg font-bold text-slate-900";

function SettingsCard({
  data,
  sent,
  conflict,
}: {
  data: Data;
  sent: Sent<SettingsValues> | undefined;
  conflict: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { settings } = data;
  const values: SettingsValues = sent?.values ?? settings;
  const errors = sent?.errors ?? {};
  const ownerOptions = [
    { value: "", label: t("salesRules.noOwner") },
    ...(data.lostDefaultOwner ? [data.lostDefaultOwner] : []),
    ...data.owners,
  ];
  const differs = (key: keyof SettingsValues) => values[key] !== settings[key];
  return (
    <Form method="post" className={card} aria-labelledby="sales-settings-title" data-settings-form>
      <h2 id="sales-settings-title" className={heading}>
        {t("salesRules.settingsTitle")}
      </h2>
      <input type="hidden" name="intent" value="settings" />
      <input type="hidden" name="version" value={settings.version} />
      {settings.defaultOwnerLost ? (
        <p
          role="note"
          className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {t("salesRules.defaultOwnerLost")}
        </p>
      ) : null}
      {conflict && sent && (Object.keys(values) as Array<keyof SettingsValues>).some(differs) ? (
        <div
          className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
          data-saved-settings
        >
          <p className="font-semibold">{t("salesRules.savedNowTitle")}</p>
          <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt>{t("salesRules.defaultOwner")}</dt>
            <dd className="break-all">{settings.defaultOwnerLabel ?? t("salesRules.noOwner")}</dd>
            <dt>{t("salesRules.reminderHours")}</dt>
            <dd>
              {settings.reminderHours} {t("salesRules.hoursUnit")}
            </dd>
            <dt>{t("salesRules.workdayStart")}</dt>
            <dd>{settings.workdayStart}</dd>
            <dt>{t("salesRules.workdayEnd")}</dt>
            <dd>{settings.workdayEnd}</dd>
            <dt>{t("salesRules.timeZone")}</dt>
            <dd>{settings.timeZone}</dd>
          </dl>
        </div>
      ) : null}
      {/* Keyed by what it shows, so a new answer resets the fields' typed values. */}
      <div className="mt-4 grid gap-4" key={`${settings.version}:${JSON.stringify(sent?.values ?? null)}`}>
        <SelectField
          name="defaultOwnerId"
          label={t("salesRules.defaultOwner")}
          hint={t("salesRules.defaultOwnerHint")}
          options={ownerOptions}
          defaultValue={values.defaultOwnerId}
          error={errors.defaultOwnerId}
        />
        <TextField
          name="reminderHours"
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          step={1}
          required
          label={t("salesRules.reminderHours")}
          hint={t("salesRules.reminderHoursHint")}
          defaultValue={values.reminderHours}
          error={errors.reminderHours}
          controlClassName="w-32"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="workdayStart"
            type="number"
            inputMode="numeric"
            min={0}
            max={23}
            step={1}
            required
            label={t("salesRules.workdayStart")}
            defaultValue={values.workdayStart}
            error={errors.workdayStart}
            also={["sales-workday-hint"]}
            controlClassName="w-32"
          />
          <TextField
            name="workdayEnd"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            step={1}
            required
            label={t("salesRules.workdayEnd")}
            defaultValue={values.workdayEnd}
            error={errors.workdayEnd}
            also={["sales-workday-hint"]}
            controlClassName="w-32"
          />
          <p id="sales-workday-hint" className="text-sm text-slate-600 sm:col-span-2">
            {t("salesRules.workdayHint")}
          </p>
        </div>
        <TextField
          name="timeZone"
          required
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          list="sales-time-zones"
          label={t("salesRules.timeZone")}
          hint={t("salesRules.timeZoneHint")}
          defaultValue={values.timeZone}
          error={errors.timeZone}
        />
        <datalist id="sales-time-zones">
          {data.timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        {t("salesRules.saveSettings")}
      </Button>
    </Form>
  );
}

function RulesCard({ data }: { data: Data }) {
  const { t } = useI18n();
  return (
    <section className={card} aria-labelledby="sales-rules-title">
      <h2 id="sales-rules-title" className={heading}>
        {t("salesRules.rulesTitle")}
      </h2>
      {data.rules.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("salesRules.noRules")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.rules.map((rule) => (
            <li key={rule.countryCode} data-rule={rule.countryCode} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <dl className="min-w-0 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="text-sm text-slate-600">{t("salesRules.country")}</dt>
                  <dd className="font-semibold text-slate-900">{rule.country}</dd>
                  <dt className="text-sm text-slate-600">{t("salesRules.owner")}</dt>
                  <dd className="break-all text-slate-800">{rule.owner}</dd>
                </dl>
                <RemoveRule countryCode={rule.countryCode} country={rule.country} />
              </div>
              {rule.eligible ? null : (
                <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300">
                  {t("salesRules.ownerLost")}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A rule's Remove: confirmed in a dialog with script; without it, the button posts its form. */
function RemoveRule({ countryCode, country }: { countryCode: string; country: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const formId = `remove-rule-${countryCode}`;
  const button = (type: "button" | "submit") => (
    <Button
      variant="secondary"
      size="sm"
      type={type}
      form={type === "submit" ? formId : undefined}
      disabled={busy}
    >
      {t("salesRules.remove")}
      <span className="sr-only">: {country}</span>
    </Button>
  );
  return (
    <>
      <Form method="post" id={formId} className="hidden">
        <input type="hidden" name="intent" value="delete-rule" />
        <input type="hidden" name="countryCode" value={countryCode} />
      </Form>
      {hydrated ? (
        <ConfirmDialog
          trigger={button("button")}
          title={t("salesRules.confirmRemoveTitle", { country })}
          description={t("salesRules.confirmRemoveText", { country })}
          confirmLabel={t("salesRules.remove")}
          cancelLabel={t("office.cancel")}
          formId={formId}
        />
      ) : (
        button("submit")
      )}
    </>
  );
}

function AddRuleCard({ data, sent }: { data: Data; sent: Sent<RuleValues> | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const errors = sent?.errors ?? {};
  return (
    <Form method="post" className={card} aria-labelledby="sales-add-rule-title" data-rule-form>
      <h2 id="sales-add-rule-title" className={heading}>
        {t("salesRules.addRuleTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("salesRules.addRuleHint")}</p>
      <input type="hidden" name="intent" value="add-rule" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(sent?.values ?? null)}>
        <SelectField
          name="countryCode"
          required
          label={t("salesRules.country")}
          options={[{ value: "", label: t("salesRules.chooseCountry") }, ...data.countries]}
          defaultValue={sent?.values.countryCode ?? ""}
          error={errors.countryCode}
        />
        <SelectField
          name="ownerId"
          required
          label={t("salesRules.owner")}
          options={[{ value: "", label: t("salesRules.chooseOwner") }, ...data.owners]}
          defaultValue={sent?.values.ownerId ?? ""}
          error={errors.ownerId}
        />
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        {t("salesRules.saveRule")}
      </Button>
    </Form>
  );
}
