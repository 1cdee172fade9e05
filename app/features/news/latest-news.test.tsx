// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { LatestNews } from "./latest-news";
import type { LatestNews as LatestNewsResult } from "./news-types";

afterEach(cleanup);

function renderNews(news: Promise<LatestNewsResult>, locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale={locale} messages={messageGroups(locale, ["news"]) as Messages}>
          <LatestNews news={news} allNews="/media-center" />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub />);
}

const post = {
  id: "fde1b88e-5473-496c-8061-a7bee77eee61",
  type: "press_release",
  title: "Houston office opens",
  excerpt: "Closer to customers.",
  publishedAt: "2026-11-12T10:00:00.000Z",
  date: "November 12, 2026",
  href: "/media-center/post/fde1b88e-5473-496c-8061-a7bee77eee61",
} as const;

describe("latest news", () => {
  it("shows a skeleton while the posts load", async () => {
    renderNews(new Promise(() => {}));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.getByText("Loading news…")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All News" }).getAttribute("href")).toBe("/media-center");
  });

  it("shows the posts, each linked to its page, with its type and date", async () => {
    renderNews(
      Promise.resolve({
        posts: [
          post,
          { ...post, id: "b", type: "news", title: "Drum screens ordered", href: "/b", excerpt: null },
        ],
      }),
    );
    const link = await screen.findByRole("link", { name: "Houston office opens" });
    expect(link.getAttribute("href")).toBe(post.href);
    expect(screen.getByText("Press Release")).toBeTruthy();
    expect(screen.getByText("News")).toBeTruthy();
    expect(screen.getAllByText("November 12, 2026")[0]!.getAttribute("datetime")).toBe(post.publishedAt);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when there are none", async () => {
    renderNews(Promise.resolve({ posts: [] }));
    expect(await screen.findByText("No news available at the moment.")).toBeTruthy();
    cleanup();
    renderNews(Promise.resolve({ posts: [] }), "es");
    expect(await screen.findByText("No hay noticias disponibles por el momento.")).toBeTruthy();
  });

  it("shows the error with its reason, or 'Unknown error' when there is none", async () => {
    renderNews(Promise.resolve({ failure: "timeout" }));
    expect(
      await screen.findByText("Error loading news: the news service took too long to answer"),
    ).toBeTruthy();
    cleanup();
    renderNews(Promise.resolve({ failure: "unknown" }));
    expect(await screen.findByText("Error loading news: Unknown error")).toBeTruthy();
    cleanup();
    renderNews(Promise.resolve({ failure: "unknown" }), "es");
    expect(await screen.findByText("Error al cargar las noticias: Error desconocido")).toBeTruthy();
  });

  it("shows 'Unknown error' if the promise itself rejects", async () => {
    const rejected = Promise.reject(new Error("driver detail that must not show"));
    rejected.catch(() => {});
    renderNews(rejected);
    expect(await screen.findByText("Error loading news: Unknown error")).toBeTruthy();
    expect(screen.queryByText(/driver detail/)).toBeNull();
  });
});
