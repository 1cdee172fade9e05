// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, PageMessages, useI18n } from "./i18n-context";

afterEach(cleanup);

function Texts() {
  const { t, locale } = useI18n();
  return (
    <p>
      {locale}|{t("common.home")}|{t("news.title")}|{t("news.nothing" as never)}
    </p>
  );
}

describe("PageMessages", () => {
  it("adds a page's texts to the shell's, falling back to them, and the key when neither has it", () => {
    render(
      <I18nProvider locale="es" messages={{ common: { home: "Inicio" } }}>
        <PageMessages messages={{ news: { title: "Últimas noticias" } }}>
          <Texts />
        </PageMessages>
      </I18nProvider>,
    );
    expect(screen.getByText("es|Inicio|Últimas noticias|news.nothing")).toBeTruthy();
  });
});
