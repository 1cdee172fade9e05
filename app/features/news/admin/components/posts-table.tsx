import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { Button, buttonVariants } from "~/components/ui/button";
import { RowDeleteButton } from "~/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
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
}: {
  heading: string;
  rows: PostRow[];
  newHref: string;
  done?: string;
}) {
  const { t } = useI18n();
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
      {rows.length === 0 ? (
        <p className="text-slate-700">{t("postEditor.empty")}</p>
      ) : (
        <Table label={heading} className="min-w-xl">
          <TableHeader>
            <tr>
              <TableHead>{t("postEditor.colTitle")}</TableHead>
              <TableHead>{t("postEditor.colType")}</TableHead>
              <TableHead>{t("postEditor.colStatus")}</TableHead>
              <TableHead>{t("postEditor.colDate")}</TableHead>
              <TableHead>{t("postEditor.colActions")}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-post-row={row.id}>
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                  <Link to={row.editHref} className="hover:underline">
                    {row.title}
                  </Link>
                  {row.hasSpanish ? null : (
                    <span className="ml-1 text-xs font-normal text-slate-600">
                      {" "}
                      ({t("postEditor.englishOnly")})
                    </span>
                  )}
                </th>
                <TableCell>
                  {t(row.type === "news" ? "postEditor.typeNews" : "postEditor.typePress")}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    <StateBadge state={row.state} />
                    {row.pending ? <StateBadge state="draft" label={t("postEditor.pendingChanges")} /> : null}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={row.date}>{row.dateLabel}</time>
                </TableCell>
                <TableCell>
                  <RowActions row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
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
