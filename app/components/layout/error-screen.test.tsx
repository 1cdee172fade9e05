// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fallbackMessages } from "~/i18n/fallback-messages";
import { I18nProvider, useI18n } from "~/i18n/i18n-context";
import { ErrorBoundary } from "~/root";

afterEach(cleanup);

function renderFailing(locale: "en" | "es", failure: () => never, { inLoader = false } = {}) {
  const Stub = createRoutesStub([
    inLoader
      ? { path: "/", loader: failure, Component: () => null, ErrorBoundary }
      : { path: "/", Component: failure, ErrorBoundary },
  ]);
  render(
    <I18nProvider locale={locale} messages={fallbackMessages[locale]}>
      <Stub />
    </I18nProvider>,
  );
}

describe("the application error screen", () => {
  it("shows the spec's title and the error's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing("en", () => {
      throw new Error("the pump seized");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("the pump seized")).toBeTruthy();
    // The failed route gave no meta: the screen names the page (axe's document-title).
    expect(document.title).toBe("Unexpected Application Error!");
  });

  it("is in Spanish on Spanish pages, with 'Unknown error' when there is no message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing("es", () => {
      throw new Error("");
    });
    expect(await screen.findByRole("heading", { name: "¡Error inesperado de la aplicación!" })).toBeTruthy();
    expect(screen.getByText("Error desconocido")).toBeTruthy();
  });
});

describe("the refused page's screen", () => {
  it("says the account has no access, in the page's language, with no error text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(
      "en",
      () => {
        throw data(null, { status: 403, statusText: "Internal Server Error" });
      },
      { inLoader: true },
    );
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
    expect(screen.getByText("Your account does not have access to this page.")).toBeTruthy();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
    expect(document.title).toBe("Access denied");
    cleanup();
    renderFailing(
      "es",
      () => {
        throw data(null, { status: 403 });
      },
      { inLoader: true },
    );
    expect(await screen.findByRole("heading", { name: "Acceso denegado" })).toBeTruthy();
    expect(screen.getByText("Su cuenta no tiene acceso a esta página.")).toBeTruthy();
  });
});

describe("the language hook", () => {
  it("throws when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Orphan() {
      useI18n();
      return null;
    }
    expect(() => render(<Orphan />)).toThrowError(/within an I18nProvider/);
  });
});
