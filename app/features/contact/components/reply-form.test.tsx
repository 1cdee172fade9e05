// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-context";
import { messagesFor } from "~/i18n/messages.server";
import { ReplyForm, type ReplyFormProps } from "./reply-form";

afterEach(cleanup);

const templates = [
  { id: "thanks", label: "Thank you", subject: "Gracias", body: "Hola, Ana:\n\nGracias." },
  { id: "quote", label: "Quote attached", subject: "Tu cotización", body: "Hola, Ana:\n\nAdjunta." },
];
const base: ReplyFormProps = {
  action: "/admin/messages/abc/reply",
  version: 3,
  templates,
  to: "ana@example.com",
  language: "Spanish",
};

// The props come through a context, so that a rerender reaches the form inside the router.
const Props = createContext<ReplyFormProps>(base);
function Form() {
  return (
    <I18nProvider locale="en" messages={messagesFor("en")}>
      <ReplyForm {...useContext(Props)} />
    </I18nProvider>
  );
}
const Stub = createRoutesStub([{ path: "/", Component: Form }]);

function renderForm(props: Partial<ReplyFormProps> = {}) {
  let current: ReplyFormProps = { ...base, ...props };
  const tree = () => (
    <Props.Provider value={current}>
      <Stub />
    </Props.Provider>
  );
  const view = render(tree());
  return {
    ...view,
    update: (next: Partial<ReplyFormProps>) => {
      current = { ...current, ...next };
      view.rerender(tree());
    },
  };
}

const subject = () => screen.getByLabelText<HTMLInputElement>("Subject");
const body = () => screen.getByLabelText<HTMLTextAreaElement>("Message");
const select = () => screen.getByLabelText<HTMLSelectElement>("Template");

describe("the reply form", () => {
  it("is two plain forms: a GET for a template, a multipart POST for the reply", () => {
    const { container } = renderForm();
    const [templateForm, replyForm] = [...container.querySelectorAll("form")];
    expect(templateForm!.getAttribute("method")).toBe("get");
    expect(templateForm!.getAttribute("action")).toBe("/admin/messages/abc#reply");
    expect(select().form).toBe(templateForm);
    expect(select().name).toBe("template");
    expect(screen.getByRole("button", { name: "Use template" }).closest("form")).toBe(templateForm);

    expect(replyForm!.getAttribute("method")).toBe("post");
    expect(replyForm!.getAttribute("action")).toBe("/admin/messages/abc/reply");
    expect(replyForm!.getAttribute("enctype")).toBe("multipart/form-data");
    expect(replyForm!.querySelector<HTMLInputElement>('input[name="version"]')!.value).toBe("3");
    const files = screen.getByLabelText<HTMLInputElement>("Attachments");
    expect(files.type).toBe("file");
    expect(files.multiple).toBe(true);
    expect(files.accept).toContain(".pdf");
    expect(subject().required).toBe(true);
    expect(body().required).toBe(true);
    expect(screen.getByText(/e-mailed to ana@example\.com/)).toBeTruthy();
  });

  it("fills in a template when one is chosen, without replacing what was typed", () => {
    const { container } = renderForm();
    fireEvent.change(select(), { target: { value: "thanks" } });
    expect(subject().value).toBe("Gracias");
    expect(body().value).toBe("Hola, Ana:\n\nGracias.");
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="template"]')!.value).toBe(
      "thanks",
    );
    // Untouched template text gives way to the next template.
    fireEvent.change(select(), { target: { value: "quote" } });
    expect(subject().value).toBe("Tu cotización");

    fireEvent.change(body(), { target: { value: "My own words" } });
    fireEvent.change(select(), { target: { value: "thanks" } });
    expect(body().value).toBe("My own words");
    // "Use template" replaces it, on purpose.
    fireEvent.click(screen.getByRole("button", { name: "Use template" }));
    expect(body().value).toBe("Hola, Ana:\n\nGracias.");
  });

  it("keeps what was typed after a refusal, and starts again after a reply went", () => {
    const view = renderForm();
    fireEvent.change(subject(), { target: { value: "Offer" } });
    fireEvent.change(body(), { target: { value: "Typed text" } });
    view.update({ version: 4, error: "This request changed since you opened it." });
    expect(screen.getByRole("alert").textContent).toContain("changed since you opened it");
    expect(body().value).toBe("Typed text");
    view.update({ version: 5, error: undefined, notice: "Your reply is on its way to the buyer." });
    expect(screen.getByRole("status").textContent).toContain("on its way");
    expect(subject().value).toBe("");
    expect(body().value).toBe("");
  });

  it("starts from a template chosen without script", () => {
    renderForm({ defaults: { subject: "Tu cotización", body: "Adjunta.", template: "quote" } });
    expect(subject().value).toBe("Tu cotización");
    expect(body().value).toBe("Adjunta.");
    expect(select().value).toBe("quote");
  });
});
