import type { ReactNode } from "react";

/** The frame of one admin tool: its heading, what it is for, and its content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-(--container-page) px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
