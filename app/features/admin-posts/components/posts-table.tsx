import { useEffect } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { showToast } from "~/components/ui/toaster";
import { useI18n } from "~/i18n/i18n-context";
import type { PostRow } from "../post-editor-types";
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
  useEffect(() => {
    if (done) void showToast({ title: done, variant: "success" });
  }, [done]);
  return (
    <div className="mx-auto max-w-(--container-page) px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        <Link to={newHref} className={buttonVariants()}>
          {t("postEditor.newPost")}
        </Link>
      </div>
      {done ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {done}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("postEditor.empty")}</p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full min-w-xl text-left text-sm">
            <caption className="sr-only">{heading}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("postEditor.colTitle")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("postEditor.colType")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("postEditor.colStatus")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("postEditor.colDate")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("postEditor.colActions")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id} data-post-row={row.id}>
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    <Link to={row.editHref} className="hover:underline">
                      {row.title}
                    </Link>
                    {row.hasSpanish ? null : (
                      <span className="ml-2 text-xs font-normal text-slate-600">
                        ({t("postEditor.englishOnly")})
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-slate-700">
                    {t(row.type === "news" ? "postEditor.typeNews" : "postEditor.typePress")}
                  </td>
                  <td className="px-4 py-3">
                    <StateBadge state={row.state} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={row.date}>{row.dateLabel}</time>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">
                      <Link
                        to={row.editHref}
                        className={buttonVariants({ variant: "secondary", size: "sm" })}
                      >
                        {t("postEditor.edit")}
                        <span className="sr-only">: {row.title}</span>
                      </Link>
                      <Link to={row.previewHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                        {t("postEditor.preview")}
                        <span className="sr-only">: {row.title}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
