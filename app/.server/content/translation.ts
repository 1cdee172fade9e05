// The translation workflow (ADR 027): where the Spanish of every text stands, the texts as
// an XLIFF 2 document for a translator, and a returned document checked whole and written as
// drafts (or published) of the items it changes.
//
// A rich text (a post's body) comes as its blocks (translation-fields.ts): their targets are
// checked as the news page will read them (marks closed, links it keeps), and a rich text
// whose Spanish does not have the English blocks yet takes all of its blocks at once.
//
// Where a field stands comes from the items' revisions, no table of its own: a field is
// missing without Spanish text, and stale when its English changed in a later revision than
// its Spanish did. Drafts an editor discarded do not count (their versions are read from the
// audit rows of `content.discard_draft`).
import { and, asc, eq } from "drizzle-orm";
import type { AuditActor } from "../audit";
import type { Database } from "../db/client";
import { adminAuditLog, contentItems, contentRevisions } from "../db/schema";
import { inlineProblems } from "~/lib/content/inline-text";
import { unsafeLinks } from "~/lib/content/rich-blocks";
import { INLINE_PROBLEM_TEXT, isContentType, validateContent, type ContentType } from "~/lib/content/schemas";
import {
  blocksLeftInEnglish,
  changeVersions,
  itemOfUnitId,
  listGaps,
  translatableFields,
  translationStatus,
  withSpanish,
  type TranslatableField,
  type TranslationStatus,
} from "~/lib/content/translation-fields";
import { readXliff, targetText, writeXliff, type XliffProblem } from "~/lib/content/xliff";
import {
  CONTENT_TYPE_ORDER,
  lockContentItem,
  publishRevisionInTransaction,
  saveDraftInTransaction,
} from "./revisions";

export interface TranslatedField extends TranslatableField {
  status: TranslationStatus;
}

export interface TranslationItem {
  id: string;
  type: ContentType;
  key: string;
  /** The item's name or title, where it has one. */
  name?: { en: string; es: string };
  /** The newest revision, which a change must start from. */
  latestVersion: number;
  /** The version the fields are read from: the draft or schedule in progress, else the published one. */
  version: number;
  data: unknown;
  fields: TranslatedField[];
}

export interface TranslationCounts {
  fields: number;
  translated: number;
  missing: number;
  stale: number;
}

const nameOf = (data: unknown): TranslationItem["name"] => {
  if (typeof data !== "object" || data === null) return undefined;
  for (const field of ["name", "title"]) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === "object" && value !== null && "en" in value && "es" in value)
      return value as { en: string; es: string };
  }
  return undefined;
};

/** Every item with each of its texts and where its translation stands, in the back office's order. */
export async function readTranslations(db: Database): Promise<TranslationItem[]> {
  const [items, revisions, discards] = await Promise.all([
    db.select().from(contentItems).orderBy(asc(contentItems.position), asc(contentItems.key)),
    db
      .select({
        itemId: contentRevisions.itemId,
        version: contentRevisions.version,
        state: contentRevisions.state,
        data: contentRevisions.data,
      })
      .from(contentRevisions)
      .orderBy(asc(contentRevisions.itemId), asc(contentRevisions.version)),
    db
      .select({ itemId: adminAuditLog.entityId, before: adminAuditLog.before })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, "content"), eq(adminAuditLog.action, "content.discard_draft"))),
  ]);
  const discarded = new Set<string>();
  for (const row of discards) {
    const versions = (row.before as { versions?: unknown } | null)?.versions;
    if (Array.isArray(versions)) for (const version of versions) discarded.add(`${row.itemId} ${version}`);
  }
  const byItem = new Map<string, typeof revisions>();
  for (const row of revisions) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  const order = new Map(CONTENT_TYPE_ORDER.map((type, index) => [type as string, index]));
  return items
    .filter((item) => isContentType(item.type) && byItem.has(item.id))
    .sort((a, b) => (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99))
    .map((item) => {
      const type = item.type as ContentType;
      const rows = byItem.get(item.id)!;
      const latest = rows.at(-1)!;
      const current =
        latest.state === "draft" || latest.state === "scheduled"
          ? latest
          : (rows.find((row) => row.state === "published") ?? latest);
      const chain = rows.filter(
        (row) => row.version <= current.version && !discarded.has(`${item.id} ${row.version}`),
      );
      const changes = changeVersions(type, item.key, chain);
      const name = nameOf(current.data);
      return {
        id: item.id,
        type,
        key: item.key,
        ...(name ? { name } : {}),
        latestVersion: latest.version,
        version: current.version,
        data: current.data,
        fields: translatableFields(type, item.key, current.data).map((field) => ({
          ...field,
          status: translationStatus(field, changes),
        })),
      };
    });
}

export function countFields(fields: readonly TranslatedField[]): TranslationCounts {
  const counts: TranslationCounts = { fields: fields.length, translated: 0, missing: 0, stale: 0 };
  for (const field of fields) counts[field.status] += 1;
  return counts;
}

/** What an export holds: only the texts a translator has to do, or every text. */
export type ExportScope = "pending" | "all";

export interface TranslationExport {
  xml: string;
  items: number;
  units: number;
}

/**
 * The texts as one XLIFF 2.0 document, English source and current Spanish target, one <file>
 * per item: the missing and stale ones (`pending`), or all; optionally of some types only.
 */
export async function exportTranslations(
  db: Database,
  options: { scope: ExportScope; types?: readonly ContentType[] },
): Promise<TranslationExport> {
  const items = (await readTranslations(db)).filter(
    (item) => !options.types || options.types.includes(item.type),
  );
  const files = items
    .map((item) => ({
      id: `${item.type}.${item.key}`,
      note: `${item.type} ${item.key}${item.name ? `: ${item.name.en}` : ""}`,
      units: item.fields
        .filter((field) => options.scope === "all" || field.status !== "translated")
        .map((field) => ({
          id: field.id,
          kind: field.kind,
          en: field.en,
          es: field.es,
          status: field.status,
          note: `${field.path.join(".")}${field.index === undefined ? "" : `.${field.index}`} (${field.kind}${field.block ? ` ${field.block}` : ""})`,
        })),
    }))
    .filter((file) => file.units.length > 0);
  return {
    xml: writeXliff(files),
    items: files.length,
    units: files.reduce((sum, file) => sum + file.units.length, 0),
  };
}

/** An item a returned document changes: its new fields and the version they were read at. */
export interface TranslationPlanItem {
  itemId: string;
  type: ContentType;
  key: string;
  name?: { en: string; es: string };
  startedFrom: number;
  data: unknown;
  /** The ids of the units whose Spanish changes. */
  units: string[];
}

export interface TranslationPlan {
  items: TranslationPlanItem[];
  /** Units whose target is the Spanish text already there. */
  unchanged: number;
  /** Units without a target (left as they are). */
  untranslated: number;
}

const INLINE_MESSAGES = new Set(Object.values(INLINE_PROBLEM_TEXT));

/**
 * What a rich text's block's translation holds that its HTML cannot: a mark not closed or
 * empty, a link to an address the news page would not keep (its rule, wider than a
 * paragraph's: any relative address). A paragraph's are its schema's checks.
 */
function blockProblems(unit: string, markup: string): XliffProblem[] {
  return [
    ...inlineProblems(markup)
      .filter((problem) => problem !== "errInlineHref")
      .map((problem): XliffProblem => ({ code: "markup", unit, detail: INLINE_PROBLEM_TEXT[problem] })),
    ...unsafeLinks(markup).map((href): XliffProblem => ({
      code: "markup",
      unit,
      detail: `a link's address is not https://, http://, mailto:, tel: or a relative one (${href})`,
    })),
  ];
}

/**
 * Checks a returned document whole against the site's texts as they are now: its form, every
 * unit's id, every target's codes, and each changed item against its schema. Answers the
 * changes to make, or every problem, each with its unit.
 */
export async function checkTranslationImport(
  db: Database,
  text: string,
): Promise<{ ok: true; plan: TranslationPlan } | { ok: false; problems: XliffProblem[] }> {
  const read = readXliff(text);
  if (!read.ok) return read;
  const items = await readTranslations(db);
  const byKey = new Map(items.map((item) => [`${item.type}.${item.key}`, item]));
  const fieldsOf = new Map(
    items.map((item) => [item, new Map(item.fields.map((field) => [field.id, field]))]),
  );
  const problems: XliffProblem[] = [];
  const changes = new Map<TranslationItem, { field: TranslatableField; es: string }[]>();
  let unchanged = 0;
  let untranslated = 0;
  for (const unit of read.units) {
    const named = itemOfUnitId(unit.id);
    const item = named ? byKey.get(`${named.type}.${named.key}`) : undefined;
    const field = item ? fieldsOf.get(item)!.get(unit.id) : undefined;
    if (!item || !field) {
      problems.push({ code: "unknownUnit", unit: unit.id });
      continue;
    }
    if (!unit.target) {
      untranslated += 1;
      continue;
    }
    const spanish = targetText(unit, field.kind, problems);
    if (spanish === undefined) continue;
    if (field.kind === "block") {
      const wrong = blockProblems(unit.id, spanish);
      problems.push(...wrong);
      if (wrong.length > 0) continue;
    }
    if (spanish === field.es.trim()) {
      unchanged += 1;
      continue;
    }
    changes.set(item, [...(changes.get(item) ?? []), { field, es: spanish }]);
  }

  const plan: TranslationPlanItem[] = [];
  for (const [item, list] of changes) {
    const before = problems.length;
    for (const field of blocksLeftInEnglish(item.fields, list))
      problems.push({
        code: "invalid",
        unit: field.id,
        detail:
          "the Spanish has none of this text's blocks yet: translate all of its blocks in the same file",
      });
    if (problems.length > before) continue;
    const data = withSpanish(item.data, list);
    for (const gap of listGaps(data)) {
      const after = list.find(
        (change) =>
          change.field.path.join(".") === gap.path.join(".") && (change.field.index ?? 0) > gap.index,
      );
      problems.push({
        code: "listGap",
        unit: after?.field.id ?? `${item.type}.${item.key}.${gap.path.join(".")}`,
      });
    }
    if (problems.length > before) continue;
    const checked = validateContent(item.type, data);
    if (!checked.ok) {
      for (const error of checked.errors) {
        const field = list.find(
          (change) =>
            [
              ...change.field.path,
              "es",
              // A block's index is its place in the HTML, not in the data.
              ...(change.field.index === undefined || change.field.kind === "block"
                ? []
                : [change.field.index]),
            ].join(".") === error.field,
        )?.field;
        problems.push({
          code: INLINE_MESSAGES.has(error.message) ? "markup" : "invalid",
          unit: field?.id ?? `${item.type}.${item.key}`,
          detail: field ? error.message : `${error.field}: ${error.message}`,
        });
      }
      continue;
    }
    plan.push({
      itemId: item.id,
      type: item.type,
      key: item.key,
      ...(item.name ? { name: item.name } : {}),
      startedFrom: item.latestVersion,
      data: checked.data,
      units: list.map((change) => change.field.id),
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, plan: { items: plan, unchanged, untranslated } };
}

class ChangedMeanwhile extends Error {}

/**
 * Writes a checked plan in one transaction: each item's new Spanish as a draft revision, or as
 * its published version when `publish` (`content.import_translation`). An item changed since
 * the check refuses the whole import, with nothing written.
 */
export async function applyTranslationPlan(
  db: Database,
  actor: AuditActor,
  plan: TranslationPlan,
  options: { publish: boolean },
): Promise<{ ok: true; versions: Map<string, number> } | { ok: false; problems: XliffProblem[] }> {
  try {
    const versions = await db.transaction(async (tx) => {
      const written = new Map<string, number>();
      for (const entry of plan.items) {
        const { item, latestVersion } = await lockContentItem(tx, entry.itemId);
        if (latestVersion !== entry.startedFrom) throw new ChangedMeanwhile(`${entry.type}.${entry.key}`);
        const version = latestVersion + 1;
        if (options.publish)
          await publishRevisionInTransaction(
            tx,
            actor,
            item,
            version,
            entry.data,
            "content.import_translation",
            {
              units: entry.units.length,
            },
          );
        else await saveDraftInTransaction(tx, actor, item, version, entry.data, "content.import_translation");
        written.set(entry.itemId, version);
      }
      return written;
    });
    return { ok: true, versions };
  } catch (error) {
    if (error instanceof ChangedMeanwhile)
      return { ok: false, problems: [{ code: "changed", unit: error.message }] };
    throw error;
  }
}

/** Checks a document and, when all of it is right, writes it (see the two steps above). */
export async function importTranslations(
  db: Database,
  actor: AuditActor,
  text: string,
  options: { publish: boolean },
): Promise<{ ok: true; plan: TranslationPlan } | { ok: false; problems: XliffProblem[] }> {
  const checked = await checkTranslationImport(db, text);
  if (!checked.ok) return checked;
  const applied = await applyTranslationPlan(db, actor, checked.plan, options);
  return applied.ok ? checked : applied;
}
