// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-context";
import { messagesFor } from "~/i18n/messages.server";
import { showToast, ToasterHost } from "./toaster";

afterEach(cleanup);

/** A page that asks for a toast from its first effect, as the dashboard does for a notice. */
function PageWithNotice() {
  useEffect(() => void showToast({ title: "Signed in successfully" }), []);
  return <p>Dashboard</p>;
}

it("shows a toast a page asked for before the host listened (a page's effect runs first)", async () => {
  render(
    <I18nProvider locale="en" messages={messagesFor("en")}>
      <PageWithNotice />
      <ToasterHost />
    </I18nProvider>,
  );
  expect(await screen.findByText("Signed in successfully", {}, { timeout: 5_000 })).toBeTruthy();
});
