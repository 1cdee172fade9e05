import { Form, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { adminUserContext } from "~/.server/admin-guard";
import { recentlyConfirmed } from "~/.server/auth/auth-service";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  ListBody,
  ListCell,
  ListCount,
  ListFilterActions,
  ListHead,
  ListHeading,
  ListNameCell,
  ListRow,
  ListTable,
} from "~/components/ui/office-list";
import {
  actionResult,
  conflictResult,
  formatDateTime,
  formVersion,
  pageNumber,
} from "~/features/admin/admin-request.server";
import { revalidateAfterConflict } from "~/features/admin/revalidate-after-conflict";
import { ActionResult, type ActionResultData } from "~/features/admin/components/action-result";
import { AdminPage } from "~/components/ui/admin-page";
import { EmptyList } from "~/features/admin/components/office-list-parts";
import { OfficePagination } from "~/features/admin/components/office-pagination";
import {
  applyUserAction,
  listUsers,
  USER_ACTIONS,
  USERS_PAGE_SIZE,
  type UserAction,
} from "~/features/auth/users.server";
import { ConfirmIdentity, IDENTITY_REFUSALS } from "~/features/auth/components/confirm-identity";
import type { MessageKey } from "~/i18n/dictionary";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";
import { TextField } from "~/components/ui/form-field";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-users");
  const { locale } = page;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const current = pageNumber(url.searchParams);
  const { rows, total } = await listUsers(context.get(appContext).db, q || undefined, current);
  return {
    page,
    messages: messageGroups(locale, ["office", "security", "officeList"]),
    q,
    current,
    total,
    first: total === 0 ? 0 : (current - 1) * USERS_PAGE_SIZE + 1,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    me: context.get(adminUserContext).id,
    // Role and account changes need a recent confirmation of who one is (ADR 014).
    confirmed: recentlyConfirmed(context.get(adminUserContext)),
    withCode: context.get(adminUserContext).secondFactor,
    rows: rows.map((row) => ({
      ...row,
      createdAt: formatDateTime(row.createdAt, locale)!,
      lastSignInAt: formatDateTime(row.lastSignInAt, locale),
      disabledAt: formatDateTime(row.disabledAt, locale),
    })),
  };
}

const actionSchema = z.object({
  intent: z.enum(USER_ACTIONS),
  userId: z.string().min(1).max(200),
  email: z.string().max(255).optional(),
  version: z.string().max(20).optional(),
});

const DONE_KEYS: Record<UserAction, MessageKey> = {
  grant_admin: "office.resultGrantAdmin",
  revoke_admin: "office.resultRevokeAdmin",
  grant_editor: "office.resultGrantEditor",
  revoke_editor: "office.resultRevokeEditor",
  grant_sales: "office.resultGrantSales",
  revoke_sales: "office.resultRevokeSales",
  disable: "office.resultDisable",
  enable: "office.resultEnable",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-users");
  const form = await request.formData();
  const user = context.get(adminUserContext);
  if (form.get("intent") === "confirm") {
    const verdict = await context.get(appContext).auth.confirmIdentity(
      user,
      {
        password: String(form.get("password") ?? "").slice(0, 256),
        code: String(form.get("code") ?? "").slice(0, 64),
      },
      request.headers,
    );
    return verdict === "confirmed"
      ? actionResult(locale, { ok: true, key: "security.confirmed" })
      : actionResult(locale, {
          ok: false,
          key: IDENTITY_REFUSALS[verdict],
          status: verdict === "TOO_MANY_ATTEMPTS" ? 429 : 400,
        });
  }
  // A stolen session alone changes no one's roles or access: the password (and code) again first.
  if (!recentlyConfirmed(user))
    return actionResult(locale, { ok: false, key: "security.confirmFirst", status: 403 });
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return actionResult(locale, { ok: false, key: "office.invalidRequest" });
  const { intent, userId, email = "" } = parsed.data;
  // The row's version when the list was shown: a change asked from an older one (or
  // without one) changes nothing, and the list shows the account as it is now (ADR 022).
  const outcome = await applyUserAction(
    context.get(appContext).db,
    user,
    userId,
    intent,
    // Versions start at 1: a form without one matches no account's.
    formVersion(form.get("version")) ?? 0,
  );
  switch (outcome) {
    case "conflict":
      return conflictResult(locale);
    case "done":
      return actionResult(locale, { ok: true, key: DONE_KEYS[intent], values: { email } });
    case "unchanged":
      return actionResult(locale, { ok: true, key: "office.resultUnchanged" });
    case "not-found":
      return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 });
    case "last-admin":
      return actionResult(locale, { ok: false, key: "office.resultLastAdmin", status: 409 });
    case "self":
      return actionResult(locale, { ok: false, key: "office.resultSelf", status: 409 });
  }
}

export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Users data={loaderData} result={actionData?.result} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];

function Users({ data, result }: { data: Data; result: ActionResultData | undefined }) {
  const { t } = useI18n();
  const location = useLocation();
  const { pages } = data;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return (
    <AdminPage title={data.page.title} description={data.page.description}>
      <ActionResult result={result} />
      {data.confirmed ? null : <ConfirmIdentity withCode={data.withCode} />}
      <Form
        method="get"
        role="search"
        aria-label={t("officeList.searchUsers")}
        className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          label={t("office.searchUsersLabel")}
          name="q"
          type="search"
          defaultValue={data.q}
          maxLength={200}
        />
        <ListFilterActions filtered={data.q !== ""} clearHref={location.pathname} />
      </Form>
      {data.rows.length === 0 ? (
        <EmptyList>{t("office.noUsers")}</EmptyList>
      ) : (
        <>
          <ListCount first={data.first} shown={data.rows.length} total={data.total} />
          <ListTable label={data.page.title}>
            <ListHead>
              <ListHeading>{t("office.email")}</ListHeading>
              <ListHeading>{t("office.verified")}</ListHeading>
              <ListHeading>{t("office.created")}</ListHeading>
              <ListHeading>{t("office.lastSignIn")}</ListHeading>
              <ListHeading>{t("office.roles")}</ListHeading>
              <ListHeading>{t("office.access")}</ListHeading>
              <ListHeading>{t("office.actions")}</ListHeading>
            </ListHead>
            <ListBody>
              {data.rows.map((user) => (
                <ListRow key={user.id} data-user={user.email}>
                  <ListNameCell className="break-all">
                    {user.email}{" "}
                    {user.id === data.me ? <span className="font-normal">{t("office.you")}</span> : null}
                  </ListNameCell>
                  <ListCell label={t("office.verified")}>
                    <Badge tone={user.emailVerified ? "success" : "warning"}>
                      {user.emailVerified ? t("office.verified") : t("office.notVerified")}
                    </Badge>
                  </ListCell>
                  <ListCell label={t("office.created")}>{user.createdAt}</ListCell>
                  <ListCell label={t("office.lastSignIn")}>{user.lastSignInAt ?? t("office.never")}</ListCell>
                  <ListCell label={t("office.roles")}>
                    {user.isAdmin || user.isEditor || user.isSales ? (
                      <span className="inline-flex flex-wrap gap-1 align-middle">
                        {user.isAdmin ? <Badge tone="info">{t("office.roleAdmin")}</Badge> : null}
                        {user.isEditor ? <Badge tone="neutral">{t("office.roleEditor")}</Badge> : null}
                        {user.isSales ? <Badge tone="neutral">{t("office.roleSales")}</Badge> : null}
                      </span>
                    ) : (
                      t("office.roleNone")
                    )}
                  </ListCell>
                  <ListCell label={t("office.access")}>
                    <Badge tone={user.disabledAt ? "danger" : "neutral"}>
                      {user.disabledAt ? t("office.disabled") : t("office.active")}
                    </Badge>
                  </ListCell>
                  <ListCell>
                    <UserActions user={user} isMe={user.id === data.me} />
                  </ListCell>
                </ListRow>
              ))}
            </ListBody>
          </ListTable>
        </>
      )}
      <OfficePagination page={data.current} pages={pages} href={hrefFor} />
    </AdminPage>
  );
}

function UserActions({ user, isMe }: { user: Data["rows"][number]; isMe: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formId = (intent: string) => `${intent}-${user.id}`;
  const hidden = (intent: string) => (
    <Form method="post" id={formId(intent)} className="hidden">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="email" value={user.email} />
      <input type="hidden" name="version" value={user.version} />
    </Form>
  );
  const confirmed = (intent: string, label: string, title: string, text: string) => (
    <>
      {hidden(intent)}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="secondary" disabled={busy}>
            {label}
          </Button>
        }
        title={title}
        description={text}
        confirmLabel={label}
        cancelLabel={t("office.cancel")}
        formId={formId(intent)}
      />
    </>
  );
  const plain = (intent: string, label: string) => (
    <>
      {hidden(intent)}
      <Button size="sm" type="submit" form={formId(intent)} variant="secondary" disabled={busy}>
        {label}
      </Button>
    </>
  );
  return (
    <div
      role="group"
      aria-label={t("office.userActions", { email: user.email })}
      className="flex flex-wrap gap-2"
    >
      {user.isAdmin
        ? confirmed(
            "revoke_admin",
            t("office.revokeAdmin"),
            t("office.confirmRevokeTitle", { email: user.email }),
            t("office.confirmRevokeText"),
          )
        : plain("grant_admin", t("office.grantAdmin"))}
      {user.isEditor
        ? confirmed(
            "revoke_editor",
            t("office.revokeEditor"),
            t("office.confirmRevokeEditorTitle", { email: user.email }),
            t("office.confirmRevokeEditorText"),
          )
        : plain("grant_editor", t("office.grantEditor"))}
      {user.isSales
        ? confirmed(
            "revoke_sales",
            t("office.revokeSales"),
            t("office.confirmRevokeSalesTitle", { email: user.email }),
            t("office.confirmRevokeSalesText"),
          )
        : plain("grant_sales", t("office.grantSales"))}
      {isMe
        ? null
        : user.disabledAt
          ? plain("enable", t("office.enable"))
          : confirmed(
              "disable",
              t("office.disable"),
              t("office.confirmDisableTitle", { email: user.email }),
              t("office.confirmDisableText"),
            )}
    </div>
  );
}
