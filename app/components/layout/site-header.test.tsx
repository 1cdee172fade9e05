// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { buildNavigation } from "~/.server/navigation";
import { seedItems } from "~/.server/content/seed-items";
import { toSiteContent } from "~/lib/content/site-content";
import type { Messages } from "~/i18n/dictionary";
import { I18nProvider } from "~/i18n/i18n-context";
import { messagesFor } from "~/i18n/messages.server";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

function renderHeader(messages: Messages) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale="en" messages={messages}>
          <SiteHeader
            nav={buildNavigation("en", toSiteContent(seedItems()))}
            alternates={{ en: "/", es: "/es" }}
            search={null}
          />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub />);
}

describe("the header", () => {
  it("shows its menus from the page's texts", async () => {
    renderHeader(messagesFor("en") as unknown as Messages);
    expect((await screen.findAllByText("Corporate")).length).toBe(2); // desktop and phone menus
    expect(screen.getAllByText("Odor Treatment").length).toBeGreaterThan(0);
  });

  it("shows the key itself where a translation is missing", async () => {
    const messages = structuredClone(messagesFor("en")) as unknown as { nav: Record<string, string> };
    delete messages.nav.corporate;
    renderHeader(messages as unknown as Messages);
    expect((await screen.findAllByText("nav.corporate")).length).toBe(2);
    expect(screen.getAllByText("Our Services").length).toBeGreaterThan(0);
  });
});
