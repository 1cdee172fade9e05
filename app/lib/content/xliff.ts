// XLIFF 2 for the site's translators (ADR 027): the texts of the content written as one
// document (English source, current Spanish target, one <file> per item), and a returned
// document read back into Spanish texts, every problem named with its unit.
//
// A paragraph's inline markup (inline-text.ts) becomes XLIFF's paired codes, and so does a
// rich text's block's, written in the same markup (rich-blocks.ts). Translation tools show
// them as tags to keep: bold `<pc type="fmt" subType="xlf:b">`, italic
// `<pc type="fmt" subType="xlf:i">`, a link `<pc type="link">`. Each code points with
// dataRefStart/dataRefEnd at the unit's <originalData>, which holds the markup it stands
// for (`**`, `*`, `[` and `](address)`), so a link's address travels with the unit and comes
// back with it (a translator may point it at the Spanish page).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseInline, toInline, type InlineToken } from "./inline-text";
import type { TranslatableKind, TranslationStatus } from "./translation-fields";

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";
const XLIFF_22_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.2";

// ---------------------------------------------------------------- writing

export interface XliffUnitInput {
  id: string;
  kind: TranslatableKind;
  en: string;
  es: string;
  status: TranslationStatus;
  /** Where the text is, for the translator (an item's name and the field). */
  note?: string;
}

export interface XliffFileInput {
  id: string;
  /** What the file holds, for the translator. */
  note?: string;
  units: XliffUnitInput[];
}

// Outside XML 1.0's characters: dropped (they cannot be written in any XML document).
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" };
const escape = (text: string) => text.replace(NOT_XML, "").replace(/[<>&"]/g, (char) => ENTITIES[char]!);

/** Whether a kind of text is written in the inline markup: a paragraph, a rich text's block. */
export const takesInlineMarkup = (kind: TranslatableKind) => kind === "paragraph" || kind === "block";

interface Code {
  id: string;
  role: "strong" | "em" | "link";
  start: string;
  end: string;
}

const CODE_ATTRIBUTES: Record<Code["role"], string> = {
  strong: 'type="fmt" subType="xlf:b"',
  em: 'type="fmt" subType="xlf:i"',
  link: 'type="link"',
};

/** Writes tokens as XLIFF inline content; each code's id from `idFor`, noted in `codes`. */
function inlineXml(
  tokens: readonly InlineToken[],
  codes: Code[],
  idFor: (role: Code["role"], end: string) => string,
): string {
  return tokens
    .map((token) => {
      if (token.type === "text") return escape(token.text);
      const end = token.type === "strong" ? "**" : token.type === "em" ? "*" : `](${token.href})`;
      const id = idFor(token.type, end);
      const code: Code = {
        id,
        role: token.type,
        start: token.type === "strong" ? "**" : token.type === "em" ? "*" : "[",
        end,
      };
      codes.push(code);
      return (
        `<pc id="${id}" ${CODE_ATTRIBUTES[token.type]} dataRefStart="d${id}s" dataRefEnd="d${id}e">` +
        `${inlineXml(token.children, codes, idFor)}</pc>`
      );
    })
    .join("");
}

function unitXml(unit: XliffUnitInput, indent: string): string {
  const codes: Code[] = [];
  let source: string;
  let target: string | undefined;
  if (takesInlineMarkup(unit.kind)) {
    let count = 0;
    const sourceIds: { role: Code["role"]; end: string; id: string }[] = [];
    source = inlineXml(parseInline(unit.en), codes, (role, end) => {
      const id = String((count += 1));
      sourceIds.push({ role, end, id });
      return id;
    });
    if (unit.es.trim()) {
      // The Spanish codes take the ids of the English ones of the same kind (a link: to the
      // same address), in order, so a tool pairs them; any others get ids of their own.
      const used = new Set<string>();
      target = inlineXml(parseInline(unit.es), codes, (role, end) => {
        const match = sourceIds.find(
          (entry) => entry.role === role && entry.end === end && !used.has(entry.id),
        );
        if (match) {
          used.add(match.id);
          return match.id;
        }
        return String((count += 1));
      });
    }
  } else {
    source = escape(unit.en);
    target = unit.es.trim() ? escape(unit.es) : undefined;
  }
  const data = new Map<string, string>();
  for (const code of codes) {
    // A code the target shares with the source has the same data.
    if (!data.has(`d${code.id}s`)) data.set(`d${code.id}s`, code.start);
    if (!data.has(`d${code.id}e`)) data.set(`d${code.id}e`, code.end);
  }
  const lines = [`${indent}<unit id="${escape(unit.id)}">`];
  const notes = [
    unit.note ? `<note category="location">${escape(unit.note)}</note>` : "",
    `<note category="status">${unit.status}</note>`,
  ].join("");
  lines.push(`${indent}  <notes>${notes}</notes>`);
  if (data.size > 0) {
    lines.push(`${indent}  <originalData>`);
    for (const [id, value] of data) lines.push(`${indent}    <data id="${id}">${escape(value)}</data>`);
    lines.push(`${indent}  </originalData>`);
  }
  lines.push(`${indent}  <segment${unit.status === "translated" ? ' state="translated"' : ""}>`);
  lines.push(`${indent}    <source>${source}</source>`);
  if (target !== undefined) lines.push(`${indent}    <target>${target}</target>`);
  lines.push(`${indent}  </segment>`, `${indent}</unit>`);
  return lines.join("\n");
}

/** An XLIFF 2.0 document, English to Spanish, one <file> per entry of `files`. */
export function writeXliff(files: readonly XliffFileInput[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="en" trgLang="es">`,
  ];
  for (const file of files) {
    out.push(`  <file id="${escape(file.id)}">`);
    if (file.note) out.push(`    <notes><note category="item">${escape(file.note)}</note></notes>`);
    for (const unit of file.units) out.push(unitXml(unit, "    "));
    out.push("  </file>");
  }
  out.push("</xliff>", "");
  return out.join("\n");
}

// ---------------------------------------------------------------- reading

/** What can be wrong with a returned document (keys of the back office's messages). */
export type XliffProblemCode =
  | "notXml"
  | "doctype"
  | "notXliff"
  | "version"
  | "srcLang"
  | "trgLang"
  | "noUnits"
  | "unitId"
  | "duplicateUnit"
  | "unknownUnit"
  | "emptyTarget"
  | "unsupportedCode"
  | "unknownCode"
  | "linkAddress"
  | "codeInPlainText"
  | "markup"
  | "invalid"
  | "listGap"
  | "changed";

export interface XliffProblem {
  code: XliffProblemCode;
  /** The unit it is in, when it is in one. */
  unit?: string;
  /** A detail: the value found, the parser's words, the field's rule. */
  detail?: string;
}

/** Each problem in words, for the command line (the back office has them in both languages). */
export const XLIFF_PROBLEM_TEXT: Record<XliffProblemCode, string> = {
  notXml: "the file is not well-formed XML",
  doctype: "a document type declaration (<!DOCTYPE>) is not accepted",
  notXliff: "the file is not an XLIFF 2 document (root <xliff> in its namespace)",
  version: "the XLIFF version is not 2.x",
  srcLang: "the source language (srcLang) is not English (en)",
  trgLang: "the target language (trgLang) is not Spanish (es)",
  noUnits: "the file holds no units",
  unitId: "a unit has no id",
  duplicateUnit: "the unit is in the file twice",
  unknownUnit: "no text of the site has this id",
  emptyTarget: "the target is empty",
  unsupportedCode: "an inline element the site's texts cannot hold",
  unknownCode: "an inline code that is neither bold, italic nor a link",
  linkAddress: "a link code without its address (dataRefEnd pointing at the unit's originalData)",
  codeInPlainText: "this text takes no formatting, but the target has inline codes",
  markup: "the formatting cannot be written in the site's markup",
  invalid: "the translation breaks a rule of the field",
  listGap: "an earlier paragraph or entry of the same list has no Spanish text: translate it too",
  changed: "the item was changed by someone else while importing: nothing was imported, try again",
};

export const problemText = (problem: XliffProblem) =>
  `${problem.unit ? `${problem.unit}: ` : ""}${XLIFF_PROBLEM_TEXT[problem.code]}${problem.detail ? ` (${problem.detail})` : ""}`;

type Node = Record<string, unknown>;
type Attributes = Record<string, string>;

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ":@");
const childrenOf = (node: Node): Node[] => {
  const name = nameOf(node);
  const value = name ? node[name] : undefined;
  return Array.isArray(value) ? (value as Node[]) : [];
};
const attributesOf = (node: Node): Attributes => (node[":@"] as Attributes | undefined) ?? {};
const elements = (nodes: Node[], name: string) => nodes.filter((node) => nameOf(node) === name);

/** A target's inline content: text and paired codes. */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "code"; id: string; attributes: Attributes; children: InlineNode[] };

export interface XliffUnit {
  id: string;
  /** The target (all segments' targets in order), undefined when the unit has none. */
  target?: InlineNode[];
  /** The unit's original data (a code's markup), by id. */
  data: Map<string, string>;
  /** The source's codes by id (their attributes), to recognise a target code by its id. */
  sourceCodes: Map<string, Attributes>;
}

const PREDEFINED = new Set(["amp", "lt", "gt", "quot", "apos"]);

function inline(nodes: Node[], unit: string, problems: XliffProblem[], codes?: Map<string, Attributes>) {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === "#text") {
      out.push({ type: "text", text: String(node["#text"] ?? "") });
    } else if (name === "pc") {
      const attributes = attributesOf(node);
      const children = inline(childrenOf(node), unit, problems, codes);
      codes?.set(attributes.id ?? "", attributes);
      out.push({ type: "code", id: attributes.id ?? "", attributes, children });
    } else if (name === "mrk") {
      // An annotation (a term, a comment): its text is the translation's.
      out.push(...inline(childrenOf(node), unit, problems, codes));
    } else if (name === "cp") {
      const code = Number.parseInt(attributesOf(node).hex ?? "", 16);
      if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff)
        out.push({ type: "text", text: String.fromCodePoint(code) });
      else problems.push({ code: "unsupportedCode", unit, detail: "<cp>" });
    } else if (name && name !== "#comment") {
      problems.push({ code: "unsupportedCode", unit, detail: `<${name}>` });
    }
  }
  return out;
}

/** How deep elements may nest in an imported document. */
const MAX_NESTING = 32;

/** The document's units, or every problem found in it (none of the site's checks yet). */
export function readXliff(
  text: string,
): { ok: true; units: XliffUnit[] } | { ok: false; problems: XliffProblem[] } {
  if (/<!DOCTYPE/i.test(text)) return { ok: false, problems: [{ code: "doctype" }] };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return {
      ok: false,
      problems: [{ code: "notXml", detail: `line ${valid.err.line}: ${valid.err.msg}` }],
    };
  // Only XML's own entities: an HTML one (&nbsp;) is not XML (CDATA sections aside).
  const unknownEntity = [...text.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "").matchAll(/&([A-Za-z][\w.-]*);/g)]
    .map((match) => match[1]!)
    .find((name) => !PREDEFINED.has(name));
  if (unknownEntity)
    return {
      ok: false,
      problems: [{ code: "notXml", detail: `the entity &${unknownEntity}; is not defined` }],
    };
  const parser = new XMLParser({
    // A site's document is nested about ten deep (xliff, file, unit, segment, target, and a
    // paragraph's codes); the parser throws past this, which is answered as a problem below.
    maxNestedTags: MAX_NESTING,
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    commentPropName: "#comment",
  });
  let document: Node[];
  try {
    document = parser.parse(text) as Node[];
  } catch (error) {
    const deep = error instanceof Error && /nested/i.test(error.message);
    return {
      ok: false,
      problems: [
        {
          code: "notXml",
          detail: deep ? `elements are nested more than ${MAX_NESTING} deep` : String(error),
        },
      ],
    };
  }
  const root = document.find((node) => nameOf(node) === "xliff");
  const rootAttributes = root ? attributesOf(root) : {};
  if (!root || (rootAttributes.xmlns !== XLIFF_NAMESPACE && rootAttributes.xmlns !== XLIFF_22_NAMESPACE))
    return { ok: false, problems: [{ code: "notXliff" }] };
  const problems: XliffProblem[] = [];
  const version = rootAttributes.version ?? "";
  if (!/^2\.\d+$/.test(version)) problems.push({ code: "version", detail: version || "none" });
  const srcLang = rootAttributes.srcLang ?? "";
  if (!/^en(-[A-Za-z0-9]+)*$/i.test(srcLang)) problems.push({ code: "srcLang", detail: srcLang || "none" });
  const trgLang = rootAttributes.trgLang ?? "";
  if (!/^es(-[A-Za-z0-9]+)*$/i.test(trgLang)) problems.push({ code: "trgLang", detail: trgLang || "none" });
  if (problems.length > 0) return { ok: false, problems };

  const units: XliffUnit[] = [];
  const seen = new Set<string>();
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      const name = nameOf(node);
      if (name === "group") collect(childrenOf(node));
      if (name !== "unit") continue;
      const id = attributesOf(node).id ?? "";
      if (!id) {
        problems.push({ code: "unitId" });
        continue;
      }
      if (seen.has(id)) {
        problems.push({ code: "duplicateUnit", unit: id });
        continue;
      }
      seen.add(id);
      const children = childrenOf(node);
      const data = new Map<string, string>();
      for (const original of elements(children, "originalData"))
        for (const entry of elements(childrenOf(original), "data"))
          data.set(
            attributesOf(entry).id ?? "",
            childrenOf(entry)
              .map((part) => String(part["#text"] ?? ""))
              .join(""),
          );
      const sourceCodes = new Map<string, Attributes>();
      let target: InlineNode[] | undefined;
      for (const part of children) {
        const partName = nameOf(part);
        if (partName !== "segment" && partName !== "ignorable") continue;
        const partChildren = childrenOf(part);
        for (const source of elements(partChildren, "source"))
          inline(childrenOf(source), id, [], sourceCodes);
        for (const found of elements(partChildren, "target"))
          target = [...(target ?? []), ...inline(childrenOf(found), id, problems)];
      }
      units.push({ id, data, sourceCodes, ...(target ? { target } : {}) });
    }
  };
  for (const file of elements(childrenOf(root), "file")) collect(childrenOf(file));
  if (units.length === 0 && problems.length === 0) problems.push({ code: "noUnits" });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, units };
}

const roleOf = (attributes: Attributes | undefined): Code["role"] | undefined => {
  if (!attributes) return undefined;
  if (attributes.subType === "xlf:b") return "strong";
  if (attributes.subType === "xlf:i") return "em";
  if (attributes.type === "link") return "link";
  return undefined;
};

/** A link's address from its closing code's data (`](address)`) or the data itself. */
function hrefOf(data: string | undefined): string | undefined {
  if (data === undefined) return undefined;
  const match = /^\]\((.*)\)$/s.exec(data.trim());
  const href = (match ? match[1]! : data).trim();
  return href || undefined;
}

/**
 * A unit's target as the field's text: a paragraph's or a block's inline markup, or a plain
 * text (which takes no codes). Undefined with `problems` filled when it cannot be.
 */
export function targetText(
  unit: XliffUnit,
  kind: TranslatableKind,
  problems: XliffProblem[],
): string | undefined {
  if (!unit.target) return undefined;
  const before = problems.length;
  const tokens = (nodes: InlineNode[]): InlineToken[] =>
    nodes.map((node): InlineToken => {
      if (node.type === "text") return { type: "text", text: node.text };
      const source = unit.sourceCodes.get(node.id);
      const role = roleOf(node.attributes) ?? roleOf(source);
      const children = tokens(node.children);
      if (!role) {
        problems.push({ code: "unknownCode", unit: unit.id, detail: `<pc id="${node.id}">` });
        return { type: "text", text: "" };
      }
      if (role !== "link") return { type: role, children };
      const href =
        hrefOf(unit.data.get(node.attributes.dataRefEnd ?? "")) ??
        hrefOf(unit.data.get(source?.dataRefEnd ?? ""));
      if (!href) {
        problems.push({ code: "linkAddress", unit: unit.id, detail: `<pc id="${node.id}">` });
        return { type: "text", text: "" };
      }
      return { type: "link", href, children };
    });
  const hasCodes = (nodes: InlineNode[]): boolean => nodes.some((node) => node.type === "code");
  if (!takesInlineMarkup(kind) && hasCodes(unit.target)) {
    problems.push({ code: "codeInPlainText", unit: unit.id });
    return undefined;
  }
  const parsed = tokens(unit.target);
  if (problems.length > before) return undefined;
  const text = (takesInlineMarkup(kind) ? toInline(merge(parsed)) : plain(parsed)).trim();
  if (!text) {
    problems.push({ code: "emptyTarget", unit: unit.id });
    return undefined;
  }
  return text;
}

const plain = (tokens: readonly InlineToken[]): string =>
  tokens.map((token) => (token.type === "text" ? token.text : plain(token.children))).join("");

/** Adjacent texts joined (a target split by annotations reads as one text). */
function merge(tokens: InlineToken[]): InlineToken[] {
  const out: InlineToken[] = [];
  for (const token of tokens) {
    const last = out.at(-1);
    if (token.type === "text" && last?.type === "text") last.text += token.text;
    else if (token.type === "text") out.push({ ...token });
    else out.push({ ...token, children: merge(token.children) });
  }
  return out;
}
