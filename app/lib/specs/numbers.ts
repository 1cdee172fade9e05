// Numbers as an editor or a specifier types them, in either language's habit: `1,5` and `1.5`
// are one and a half in both; `1,500` is fifteen hundred to an English reader and one and a
// half to a Spanish one, so a lone separator followed by exactly three digits follows the
// language (the thousands separator of the language's habit), and any other spelling is read
// the one way it can be.
import type { Locale } from "~/i18n/locales";

export type NumberProblem = "errNumberEmpty" | "errNumberFormat";

/** A number typed in a language's habit; a problem's key when it is none. */
export function parseLocaleNumber(
  raw: string,
  locale: Locale,
): { ok: true; value: number } | { ok: false; problem: NumberProblem } {
  // Spaces (and the thin and no-break spaces) group thousands in either language.
  let text = raw.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (text === "") return { ok: false, problem: "errNumberEmpty" };
  text = text.replace(/^\u2212/, "-");
  if (!/^[-+]?[0-9.,]+$/.test(text) || !/[0-9]/.test(text)) return { ok: false, problem: "errNumberFormat" };
  const sign = text.startsWith("-") ? -1 : 1;
  text = text.replace(/^[-+]/, "");
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  let decimal: "." | "," | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const count = text.split(separator).length - 1;
    const after = text.length - text.lastIndexOf(separator) - 1;
    const thousands = locale === "es" ? "." : ",";
    if (count > 1) decimal = undefined;
    else if (after === 3 && separator === thousands) decimal = undefined;
    else decimal = separator;
  }
  let whole = text;
  let fraction = "";
  if (decimal) {
    const at = text.lastIndexOf(decimal);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (/[.,]/.test(fraction)) return { ok: false, problem: "errNumberFormat" };
  }
  const thousandsSeparator = decimal === "." ? "," : decimal === "," ? "." : lastDot >= 0 ? "." : ",";
  if (whole.includes(decimal === "." ? "." : decimal === "," ? "," : "\0"))
    return { ok: false, problem: "errNumberFormat" };
  // Groups after the first are of three digits.
  const groups = whole.split(thousandsSeparator);
  if (groups.length > 1 && (groups[0] === "" || groups.slice(1).some((group) => !/^\d{3}$/.test(group))))
    return { ok: false, problem: "errNumberFormat" };
  const digits = groups.join("");
  if (!/^\d*$/.test(digits) || !/^\d*$/.test(fraction) || (digits === "" && fraction === ""))
    return { ok: false, problem: "errNumberFormat" };
  const value = sign * Number(`${digits || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: "errNumberFormat" };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it (`1,234.5` / `1234,5`), up to six decimals. */
export function formatNumber(value: number, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", { maximumFractionDigits: 6 });
    formatters.set(locale, format);
  }
  return format.format(value);
}
