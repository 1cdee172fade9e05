import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Button, buttonVariants } from "~/components/ui/button";
import { RowDeleteButton } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/form-field";
import {
  ListBody,
  ListCell,
  ListCount,
  ListEmpty,
  ListFilterActions,
  ListHead,
  ListHeading,
  ListNameCell,
  ListPagination,
  ListRow,
  ListTable,
} from "~/components/ui/office-list";
import { useI18n } from "~/i18n/i18n-context";
import type { PostRow } from "../post-editor-types";
import { DoneNotice } from "./done-notice";
import { StateBadge } from "./state-badge";

/**
 * Every post with its state and date; each row's links reach the editor, the preview and the
 * history by keyboard, and its buttons take the post off the site or delete it.
 */
export function PostsTable({
  heading,
  rows,
  newHref,
  done,
  q,
  list,
  listHref,
}: {
  heading: string;
  rows: PostRow[];
  newHref: string;
  done?: string;
  /** The search as typed, the page shown and how many were found. */
  q: string;
  list: { page: number; pages: number; total: number; first: number };
  listHref: string;
}) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <AdminPage
      title={heading}
      actions={
        <Link to={newHref} className={buttonVariants()}>
          {t("postEditor.newPost")}
        </Link>
      }
    >
      <DoneNotice text={done} />
      <Form
        method="get"
        role="search"
        aria-label={t("officeList.searchPosts")}
        className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          id="posts-search"
          label={t("officeList.searchPosts")}
          hint={t("officeList.searchPostsHint")}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
        />
        <ListFilterActions filtered={q !== ""} clearHref={listHref} />
      </Form>
      {rows.length === 0 ? (
        q ? (
          <ListEmpty />
        ) : (
          <p className="text-slate-700">{t("postEditor.empty")}</p>
        )
      ) : (
        <>
          <ListCount first={list.first} shown={rows.length} total={list.total} />
          <ListTable label={heading}>
            <ListHead>
              <ListHeading>{t("postEditor.colTitle")}</ListHeading>
              <ListHeading>{t("postEditor.colType")}</ListHeading>
              <ListHeading>{t("postEditor.colStatus")}</ListHeading>
              <ListHeading>{t("postEditor.colDate")}</ListHeading>
              <ListHeading>{t("postEditor.colActions")}</ListHeading>
            </ListHead>
            <ListBody>
              {rows.map((row) => (
                <ListRow key={row.id} data-post-row={row.id}>
                  <ListNameCell>
                    <Link to={row.editHref} className="text-brand-800 hover:underline">
                      {row.title}
                    </Link>
                    {row.hasSpanish ? null : (
                      <span className="ml-1 text-xs font-normal text-slate-600">
                        {" "}
                        ({t("postEditor.englishOnly")})
                      </span>
                    )}
                  </ListNameCell>
                  <ListCell label={t("postEditor.colType")}>
                    {t(row.type === "news" ? "postEditor.typeNews" : "postEditor.typePress")}
                  </ListCell>
                  <ListCell label={t("postEditor.colStatus")}>
                    <span className="inline-flex flex-wrap gap-1 align-middle">
                      <StateBadge state={row.state} />
                      {row.pending ? (
                        <StateBadge state="draft" label={t("postEditor.pendingChanges")} />
                      ) : null}
                    </span>
                  </ListCell>
                  <ListCell label={t("postEditor.colDate")}>
                    <time dateTime={row.date}>{row.dateLabel}</time>
                  </ListCell>
                  <ListCell>
                    <RowActions row={row} />
                  </ListCell>
                </ListRow>
              ))}
            </ListBody>
          </ListTable>
        </>
      )}
      <ListPagination page={list.page} pages={list.pages} search={location.search} />
    </AdminPage>
  );
}

function RowActions({ row }: { row: PostRow }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const named = <span className="sr-only">: {row.title}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={row.editHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
        {t("postEditor.edit")}
        {named}
      </Link>
      <Link to={row.previewHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        {t("postEditor.preview")}
        {named}
      </Link>
      <Link to={row.historyHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        {t("postEditor.history")}
        {named}
      </Link>
      {row.state === "published" ? (
        <Form method="post">
          <input type="hidden" name="itemId" value={row.id} />
          <Button type="submit" name="intent" value="unpublish" variant="ghost" size="sm" disabled={busy}>
            {t("postEditor.unpublish")}
            {named}
          </Button>
        </Form>
      ) : null}
      <RowDeleteButton
        itemId={row.id}
        name={row.title}
        label={t("postEditor.delete")}
        disabled={busy}
        title={t("postEditor.deleteTitle")}
        description={t("postEditor.deleteDescription", { title: row.title })}
        confirmLabel={t("postEditor.delete")}
        cancelLabel={t("postEditor.cancel")}
      />
    </div>
  );
}
