import { Link } from "react-router";
import { AdminPage } from "~/components/ui/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useI18n } from "~/i18n/i18n-context";
import type { PostRow } from "../post-editor-types";
import { DoneNotice } from "./done-notice";
import { StateBadge } from "./state-badge";

/** Every post with its state and date; each row's links reach the editor and the preview by keyboard. */
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
                    <span className="ml-2 text-xs font-normal text-slate-600">
                      ({t("postEditor.englishOnly")})
                    </span>
                  )}
                </th>
                <TableCell>
                  {t(row.type === "news" ? "postEditor.typeNews" : "postEditor.typePress")}
                </TableCell>
                <TableCell>
                  <StateBadge state={row.state} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={row.date}>{row.dateLabel}</time>
                </TableCell>
                <TableCell>
                  <div className="flex gap-2">
                    <Link to={row.editHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                      {t("postEditor.edit")}
                      <span className="sr-only">: {row.title}</span>
                    </Link>
                    <Link to={row.previewHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                      {t("postEditor.preview")}
                      <span className="sr-only">: {row.title}</span>
                    </Link>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  );
}
