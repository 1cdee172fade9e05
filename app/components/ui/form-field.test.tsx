// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { controlClass, TextField, withLook } from "./form-field";
import { CheckboxField, FileField, fileClass, RadioGroupField, SelectField } from "./choice-fields";

afterEach(cleanup);

describe("the form-field set", () => {
  it("ties a text box to its label, hint and error, and marks it invalid while the error shows", () => {
    render(
      <TextField id="company" label="Company" hint="As on your invoices" error="Too long" name="company" />,
    );
    const box = screen.getByLabelText("Company");
    expect(box.tagName).toBe("INPUT");
    expect(box.getAttribute("aria-describedby")).toBe("company-hint company-error");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("company-hint")?.textContent).toBe("As on your invoices");
    expect(document.getElementById("company-error")?.textContent).toBe("Too long");
    expect(box.className).toBe(controlClass);
  });

  it("describes a valid control by its hint alone, and one without a hint by nothing", () => {
    render(
      <>
        <TextField id="a" label="A" hint="Hint" />
        <TextField id="b" label="B" />
      </>,
    );
    expect(screen.getByLabelText("A").getAttribute("aria-describedby")).toBe("a-hint");
    expect(screen.getByLabelText("A").hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByLabelText("B").hasAttribute("aria-describedby")).toBe(false);
  });

  it("shows a field's messages one after another and a star for a required field, hidden from screen readers", () => {
    render(
      <TextField
        multiline
        id="message"
        label="Message"
        required
        starred
        error={["Required.", "Too short."]}
      />,
    );
    const area = screen.getByLabelText(/^Message/);
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.getAttribute("aria-required")).toBe("true");
    expect(document.getElementById("message-error")?.textContent).toBe("Required. Too short.");
    const star = document.querySelector("label span[aria-hidden='true']");
    expect(star?.textContent?.trim()).toBe("*");
    // An empty list of messages is no error.
    cleanup();
    render(<TextField id="quiet" label="Quiet" error={[]} />);
    expect(screen.getByLabelText("Quiet").hasAttribute("aria-invalid")).toBe(false);
  });

  it("makes a required control required without a star unless the form explains the star", () => {
    render(<TextField id="email" label="E-mail" required type="email" />);
    const box = screen.getByLabelText("E-mail");
    expect(box.hasAttribute("required")).toBe(true);
    expect(document.querySelector("label span[aria-hidden='true']")).toBeNull();
  });

  it("adds a caller's classes to the one look and draws a file chooser as one", () => {
    render(
      <>
        <TextField id="code" label="Code" controlClassName="font-mono" />
        <FileField id="file" label="File" />
      </>,
    );
    expect(screen.getByLabelText("Code").className).toContain(controlClass);
    expect(screen.getByLabelText("Code").className).toContain("font-mono");
    expect(screen.getByLabelText("File").className).toBe(fileClass);
  });

  it("lets an added width or text size take the look's own place, and keeps the rest", () => {
    const look = withLook("mt-1 w-20 text-lg font-mono").split(" ");
    expect(look).toContain("w-20");
    expect(look).not.toContain("w-full");
    expect(look).toContain("text-lg");
    expect(look).not.toContain("text-base");
    expect(look).toEqual(expect.arrayContaining(["mt-1", "font-mono", "rounded-md", "text-slate-900"]));
    expect(withLook(undefined)).toBe(controlClass);
  });

  it("announces an error that replaced the page when asked", () => {
    render(<TextField id="otp" label="Code" error="Wrong code" alert />);
    expect(screen.getByRole("alert").textContent).toBe("Wrong code");
  });

  it("lists a select's options and a radio group's choices, with their errors tied to them", () => {
    render(
      <>
        <SelectField
          id="unit"
          label="Unit"
          defaultValue="m3/h"
          error="Choose a unit"
          options={[
            { value: "", label: "None" },
            { value: "m3/h", label: "m³/h" },
          ]}
        />
        <RadioGroupField
          id="kind"
          legend="Kind"
          name="kind"
          defaultValue="press"
          error="Choose one"
          options={[
            { value: "news", label: "News" },
            { value: "press", label: "Press release" },
          ]}
        />
        <CheckboxField id="consent" label="I agree" error="Needed" />
      </>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Unit");
    expect(select.value).toBe("m3/h");
    expect(select.getAttribute("aria-describedby")).toBe("unit-error");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Press release" }).checked).toBe(true);
    expect(screen.getByRole("group", { name: "Kind" }).getAttribute("aria-describedby")).toBe("kind-error");
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("consent-error");
  });
});
