// The sales pipeline's board (ADR 032): a column per status, each request a card with a small
// "Move to" form. Every move is a plain POST that works without script; with script the page
// stays put, focus comes back to the moved card in its new column and the move is announced.
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/sales-board";
import { adminUserContext } from "~/.server/admin-guard";
import { appContext } from "~/.server/app-context";
import { pageInfo } from "~/.server/page-data";
import { isRouted, pagePath } from "~/.server/pages";
import { AdminPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/form-field";
import { actionResult, conflictResult, formVersion } from "~/features/admin/admin-request.server";
import { revalidateAfterConflict } from "~/features/admin/revalidate-after-conflict";
import { ActionResult } from "~/features/admin/components/action-result";
import { FilterActions } from "~/features/admin/components/office-list-parts";
import {
  NextActionText,
  OwnerKindFilters,
  OwnerText,
  PipelineViewLinks,
  KindText,
  type PipelineViewRow,
} from "~/features/contact/components/pipeline-parts";
import { SALES_STATUS_LABEL_KEYS } from "~/features/contact/components/sales-status-badge";
import {
  boardColumns,
  ownerParam,
  pipelineFilterFrom,
  pipelineFilterParams,
  pipelineViewRow,
  REQUEST_KINDS,
  requestName,
} from "~/features/contact/pipeline-list.server";
import { changeRequest } from "~/features/contact/pipeline.server";
import { salesOwners } from "~/features/contact/sales-rules.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups, serverT } from "~/i18n/messages.server";
import { isSalesStatus, LOST_REASON_MAX, SALES_STATUSES, type SalesStatus } from "~/lib/sales-status";
import { useHydrated } from "~/lib/use-hydrated";
import { routeMeta } from "~/lib/seo";

/**
 * What a move's answer says besides its result, the same in every answer: the card it was
 * about, the status asked for, and and whether Lost came without its reason.
 */
interface MoveAnswer extends Record<string, unknown> {
  card: string | null;
  status: SalesStatus | null;
  /** Lost was asked for without its reason. */
  reasonMissing: boolean;
}

const NO_CARD: MoveAnswer = { card: null, status: null, reasonMissing: false };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The board's filter: whose requests and which kind (its columns are the statuses). */
function boardFilterFrom(params: URLSearchParams) {
  const asked = pipelineFilterFrom(params);
  return { ...pipelineFilterFrom(new URLSearchParams()), owner: asked.owner, kind: asked.kind };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageInfo(request, "admin-sales-board");
  const { locale } = page;
  const { db } = context.get(appContext);
  const me = context.get(adminUserContext).id;
  const filter = boardFilterFrom(new URL(request.url).searchParams);
  const now = new Date();
  const columns = await boardColumns(db, filter, { now, me });
  const owners = await salesOwners(db);
  const listPath = pagePath("admin-messages", locale);
  const detailPath = pagePath("admin-message", locale, { id: "ID" });
  const query = pipelineFilterParams(filter);
  const listOf = (status: SalesStatus) => {
    const params = new URLSearchParams(query);
    params.set("status", status);
    return `${listPath}?${params.toString()}`;
  };
  return {
    page,
    messages: messageGroups(locale, ["office", "salesPipeline"]),
    filter: { owner: ownerParam(filter.owner), kind: filter.kind === "all" ? "" : filter.kind },
    owners: owners.map((owner) => ({ id: owner.id, label: owner.name.trim() || owner.email })),
    kinds: REQUEST_KINDS,
    boardPath: pagePath("admin-sales-board", locale),
    listPath: query.size > 0 ? `${listPath}?${query.toString()}` : listPath,
    dashboardPath: isRouted("admin-sales") ? pagePath("admin-sales", locale) : undefined,
    columns: columns.map((column) => ({
      status: column.status,
      total: column.total,
      more: column.total - column.cards.length,
      moreHref: listOf(column.status),
      cards: column.cards.map((row) =>
        pipelineViewRow(row, { locale, now, detailPath: (id) => detailPath.replace("ID", id) }),
      ),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageInfo(request, "admin-sales-board");
  const { db, env } = context.get(appContext);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = text("id").toLowerCase();
  const status = text("status");
  const lostReason = text("lostReason").trim();
  if (text("intent") !== "move" || !UUID.test(id) || !isSalesStatus(status))
    return actionResult(locale, { ok: false, key: "office.invalidRequest" }, NO_CARD);
  const name = await requestName(db, id);
  if (!name) return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 }, NO_CARD);
  const card: MoveAnswer = { card: id, status, reasonMissing: false };
  // Lost needs its reason: the card's form keeps "Lost" chosen and says so at its reason field.
  if (status === "lost" && !lostReason)
    return actionResult(
      locale,
      { ok: false, key: "salesPipeline.refuseLostReason", values: { name } },
      { ...card, reasonMissing: true },
    );
  if (status === "lost" && lostReason.length > LOST_REASON_MAX)
    return actionResult(
      locale,
      {
        ok: false,
        key: "salesPipeline.refuseLostReasonLong",
        values: { name, max: String(LOST_REASON_MAX) },
      },
      card,
    );
  const outcome = await changeRequest(
    db,
    context.get(adminUserContext),
    id,
    // Versions start at 1: a form without one matches no request's.
    formVersion(form.get("version")) ?? 0,
    { kind: "status", status, ...(status === "lost" ? { lostReason } : {}) },
    { enabled: Boolean(env.SALES_WEBHOOK_URL), publicUrl: env.PUBLIC_URL },
  );
  if (outcome === "done") context.get(appContext).wakeWebhook?.();
  const statusText = serverT(locale, `salesPipeline.status.${status}`);
  switch (outcome) {
    case "conflict":
      return conflictResult(locale, card);
    case "not-found":
      return actionResult(locale, { ok: false, key: "office.resultNotFound", status: 404 }, NO_CARD);
    case "invalid":
    case "spam":
      return actionResult(locale, { ok: false, key: "salesPipeline.refuseMove", values: { name } }, card);
    case "unchanged":
      return actionResult(
        locale,
        { ok: true, key: "salesPipeline.movedUnchanged", values: { name, status: statusText } },
        card,
      );
    case "done":
      return actionResult(
        locale,
        { ok: true, key: "salesPipeline.moved", values: { name, status: statusText } },
        card,
      );
  }
}

export const shouldRevalidate = revalidateAfterConflict;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function SalesBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Board data={loaderData} answer={actionData} />
    </PageMessages>
  );
}

type Data = Route.ComponentProps["loaderData"];
type Answer = Route.ComponentProps["actionData"];

/** The answer's card and what it asked for, when it names one. */
function answeredCard(answer: Answer) {
  if (!answer?.card || !answer.status) return undefined;
  return { id: answer.card, status: answer.status, reasonMissing: answer.reasonMissing };
}

const cardId = (id: string) => `card-${id}`;

function Board({ data, answer }: { data: Data; answer: Answer }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const result = answer?.result;
  const card = answeredCard(answer);
  // Once the loader has run again after a move (the answer comes before the new board does),
  // focus goes back to the card in its new column (or to its reason, when Lost came without
  // one); the status line below says what happened. Each answer moves focus once.
  const navigation = useNavigation();
  const focusedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!result || !card || navigation.state !== "idle" || focusedFor.current === result.at) return;
    focusedFor.current = result.at;
    const target = card.reasonMissing
      ? document.getElementById(`${cardId(card.id)}-reason`)
      : document.getElementById(cardId(card.id));
    target?.focus();
  }, [result?.at, navigation.state, data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <AdminPage
      title={data.page.title}
      description={data.page.description}
      actions={
        <PipelineViewLinks
          list={data.listPath}
          board={data.boardPath}
          dashboard={data.dashboardPath}
          current="board"
        />
      }
    >
      {/* With script a move is announced below and focus shows where the card went; a refusal shows here. */}
      <ActionResult result={result && !(hydrated && result.ok) ? result : undefined} />
      <p role="status" className="sr-only" data-announcement>
        {hydrated && result?.ok ? result.text : ""}
      </p>
      <Form
        method="get"
        className="mb-6 grid gap-3 sm:grid-cols-[repeat(2,minmax(0,16rem))_auto] sm:items-end"
      >
        <OwnerKindFilters
          owner={data.filter.owner}
          kind={data.filter.kind}
          owners={data.owners}
          kinds={data.kinds}
        />
        <FilterActions filtered={Boolean(data.filter.owner || data.filter.kind)} />
      </Form>
      <div
        role="region"
        aria-label={t("salesPipeline.boardLabel")}
        // It scrolls sideways on a phone: a keyboard must be able to scroll it (WCAG 2.1.1). It is
        // positioned, so the cards' visually hidden texts (absolutely placed) stay inside it
        // instead of widening the page.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative -mx-1 overflow-x-auto px-1 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <div className="flex gap-3 xl:grid xl:grid-cols-6">
          {data.columns.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              refused={card && !result?.ok && card.reasonMissing ? card : undefined}
            />
          ))}
        </div>
      </div>
    </AdminPage>
  );
}

function BoardColumn({
  column,
  refused,
}: {
  column: Data["columns"][number];
  refused: ReturnType<typeof answeredCard>;
}) {
  const { t } = useI18n();
  const headingId = `column-${column.status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-column={column.status}
      className="flex w-72 shrink-0 flex-col rounded-lg bg-slate-100 p-2 xl:w-auto xl:min-w-0"
    >
      <h2 id={headingId} className="px-1 py-1 text-base font-bold text-slate-900">
        {t("salesPipeline.columnTitle", {
          status: t(SALES_STATUS_LABEL_KEYS[column.status]),
          count: column.total,
        })}
      </h2>
      {column.cards.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-700">{t("salesPipeline.emptyColumn")}</p>
      ) : (
        <ol className="grid gap-2">
          {column.cards.map((row) => (
            <li key={row.id}>
              <BoardCard row={row} refused={refused?.id === row.id ? refused : undefined} />
            </li>
          ))}
        </ol>
      )}
      {column.more > 0 ? (
        <Link
          to={column.moreHref}
          className="mt-2 inline-flex min-h-10 items-center px-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {column.more === 1
            ? t("salesPipeline.moreInListOne")
            : t("salesPipeline.moreInList", { count: column.more })}
        </Link>
      ) : null}
    </section>
  );
}

/** The status a card's form offers first: the next one along the pipeline. */
function nextStatus(status: SalesStatus): SalesStatus {
  const after = SALES_STATUSES[SALES_STATUSES.indexOf(status) + 1];
  return after ?? SALES_STATUSES.find((other) => other !== status) ?? status;
}

function BoardCard({
  row,
  refused,
}: {
  row: PipelineViewRow;
  /** This card's last move was refused for want of a reason: "Lost" stays chosen. */
  refused: ReturnType<typeof answeredCard>;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const id = cardId(row.id);
  const nameId = `${id}-name`;
  const initial = refused?.status ?? nextStatus(row.status);
  const [target, setTarget] = useState<string>(initial);
  const selectId = useId();
  // Without script the reason's box is always there (the server asks for it only with Lost).
  const showReason = !hydrated || target === "lost";
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={nameId}
      data-card={row.id}
      data-overdue={row.overdue || undefined}
      className="rounded-md bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
    >
      <h3 id={nameId} className="font-bold break-words">
        <Link to={row.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {row.name}
        </Link>
      </h3>
      <p className="break-words text-slate-700">{row.company}</p>
      <p className="mt-1 break-words text-slate-800">
        <KindText row={row} />
      </p>
      <p className="mt-1 break-words">
        {t("salesPipeline.colOwner")}: <OwnerText owner={row.owner} />
      </p>
      <p className="mt-1">
        {t("salesPipeline.colNextAction")}: <NextActionText row={row} />
      </p>
      {row.lostReason ? (
        <p className="mt-1 break-words text-slate-700">
          {t("salesPipeline.lostBecause", { reason: row.lostReason })}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-3 grid gap-2 border-t border-slate-200 pt-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="version" value={row.version} />
        <SelectField
          id={selectId}
          label={
            <>
              {t("salesPipeline.moveTo")}
              <span className="sr-only"> ({row.name})</span>
            </>
          }
          name="status"
          defaultValue={initial}
          onChange={(event) => setTarget(event.currentTarget.value)}
          options={SALES_STATUSES.filter((status) => status !== row.status).map((status) => ({
            value: status,
            label: t(SALES_STATUS_LABEL_KEYS[status]),
          }))}
        />
        {showReason ? (
          <TextField
            id={`${id}-reason`}
            label={
              <>
                {t("salesPipeline.lostReason")}
                <span className="sr-only"> ({row.name})</span>
              </>
            }
            hint={hydrated ? undefined : t("salesPipeline.lostReasonHint")}
            name="lostReason"
            maxLength={LOST_REASON_MAX}
            required={hydrated && target === "lost"}
            error={refused?.reasonMissing ? t("salesPipeline.refuseLostReasonField") : undefined}
          />
        ) : null}
        <Button type="submit" variant="secondary" size="sm">
          {t("salesPipeline.move")}
          <span className="sr-only"> ({row.name})</span>
        </Button>
      </Form>
    </article>
  );
}
