// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messagesFor } from "~/i18n/messages.server";
import { NO_NEWS, type NewsResults, type SearchResult } from "~/lib/search-types";
import { SearchDialog } from "./search-dialog";
import { ResultList } from "./search-results";

afterEach(cleanup);

const certificates: SearchResult = {
  id: "page-certificates",
  type: "page",
  title: "Certificates",
  description: "Our ISO certified management systems.",
  route: "/certificates",
};
const audit: SearchResult = {
  id: "post-audit",
  type: "media",
  title: "Recertification audit completed",
  description: "The three-yearly audit.",
  route: "/media-center/post/audit",
};

/** The dialog, open, over a search route whose news arrive when the test says. */
function renderDialog() {
  let arrive: (news: NewsResults) => void = () => {};
  const news = new Promise<NewsResults>((resolve) => (arrive = resolve));
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale="en" messages={messagesFor("en") as unknown as Messages}>
          <SearchDialog open searchPath="/search" onClose={() => {}} />
        </I18nProvider>
      ),
    },
    {
      path: "/search",
      loader: () => ({ answer: { query: "certif", results: [certificates], total: 1 }, news }),
    },
  ]);
  render(<Stub />);
  return { arrive };
}

describe("search dialog", () => {
  it("keeps the results already shown as the same elements when the news arrive (a click on one is not lost)", async () => {
    const { arrive } = renderDialog();
    fireEvent.change(await screen.findByRole("combobox"), { target: { value: "certif" } });
    const shown = await screen.findByRole("option");
    expect(shown.getAttribute("href")).toBe("/certificates");
    expect(screen.getByText("Searching the news…")).toBeTruthy();

    arrive({ results: [audit], total: 1 });
    expect(await screen.findByText('2 results for "certif"')).toBeTruthy();
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.getAttribute("href"))).toEqual(["/certificates", audit.route]);
    expect(screen.queryByText("Searching the news…")).toBeNull();
    expect(options[0]).toBe(shown);
    expect(shown.isConnected).toBe(true);
  });

  it("shows a project reference with its badge, in the page's language", async () => {
    const reference: SearchResult = {
      id: "project-valle-works",
      type: "project",
      title: "Depuradora del Valle",
      description: "Monterrey, México · Desbaste de entrada.",
      route: "/es/proyectos/depuradora-del-valle",
    };
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <I18nProvider locale="es" messages={messagesFor("es") as unknown as Messages}>
            <ResultList answer={{ query: "monterrey", results: [reference], total: 1 }} news={NO_NEWS} />
          </I18nProvider>
        ),
      },
    ]);
    render(<Stub />);
    const link = await screen.findByRole("link");
    expect(link.getAttribute("href")).toBe(reference.route);
    expect(link.textContent).toContain("Referencia");
    expect(link.textContent).toContain("Depuradora del Valle");
  });
});
