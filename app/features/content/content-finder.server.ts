// The content list's page in the editor's language: the finder's rows (every type, posts too)
// with their states, names and actions as the list of content has always shown them
// (`contentGroups`), the form's choices, and the count.
import {
  CONTENT_PAGE_SIZE,
  CONTENT_SORTS,
  CONTENT_STATES,
  CONTENT_TYPE_ORDER,
  contentQueryParams,
  findContent,
  type ContentQuery,
  type ContentSort,
  type ContentStateFilter,
  type FoundContent,
} from "~/.server/content/content-finder";
import type { ContentListRow } from "~/.server/content/revisions";
import type { Database } from "~/.server/db/client";
import { pagePath } from "~/.server/pages";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { contentGroups, formatContentDate, itemName, rowStates, typeLabel } from "./content-admin.server";
import type { ContentRowView } from "./content-editor-types";
import type { ContentFinderForm, ContentFinderPage, FoundRowView } from "./content-finder-types";

const STATE_KEYS: Record<ContentStateFilter, MessageKey> = {
  draft: "officeList.stateDraft",
  scheduled: "officeList.stateScheduled",
  published: "officeList.statePublished",
  "missing-es": "officeList.stateMissingEs",
  "stale-es": "officeList.stateStaleEs",
};

const SORT_KEYS: Record<ContentSort, MessageKey> = {
  "-changed": "officeList.sortChangedNewest",
  changed: "officeList.sortChangedOldest",
  name: "officeList.sortNameAz",
  "-name": "officeList.sortNameZa",
};

/** The filter form: the query as typed and the selects' choices. */
export function contentFinderForm(query: ContentQuery, locale: Locale): ContentFinderForm {
  return {
    q: query.q,
    type: query.type ?? "",
    state: query.state ?? "",
    sort: query.sort,
    types: [
      { value: "", label: serverT(locale, "officeList.allTypes") },
      ...CONTENT_TYPE_ORDER.map((type) => ({ value: type, label: typeLabel(type, locale) })),
    ],
    states: [
      { value: "", label: serverT(locale, "officeList.anyState") },
      ...CONTENT_STATES.map((state) => ({ value: state, label: serverT(locale, STATE_KEYS[state]) })),
    ],
    sorts: CONTENT_SORTS.map((sort) => ({ value: sort, label: serverT(locale, SORT_KEYS[sort]) })),
    filtered: contentQueryParams(query).size > 0,
  };
}

/**
 * A page of the list. `listed` are the items as `listContentItems` reads them (every type but
 * posts): their rows keep the list's views and actions (a product's category and moves, a
 * project's removal); a post's row opens the editor, as the posts' list does.
 */
export async function contentFinderPage(
  db: Database,
  query: ContentQuery,
  locale: Locale,
  listed: ContentListRow[],
  previewHref: (id: string) => string,
): Promise<ContentFinderPage> {
  const views = new Map<string, ContentRowView>();
  for (const group of contentGroups(listed, locale)) for (const row of group.rows) views.set(row.id, row);
  const found = await findContent(db, query, (row) => itemName(row, locale), locale);
  const rows = found.rows.map((row): FoundRowView => {
    const view = views.get(row.id) ?? ownView(row, locale);
    return {
      ...view,
      missingSpanish: row.missingSpanish,
      type: row.type,
      typeLabel: typeLabel(row.type, locale),
      staleSpanish: row.staleSpanish,
      changed: { iso: row.changedAt.toISOString(), label: formatContentDate(row.changedAt, locale) },
      ...(row.type === "post" ? { previewHref: previewHref(row.id) } : {}),
    };
  });
  return {
    rows,
    total: found.total,
    page: found.page,
    pages: found.pages,
    first: found.total === 0 ? 0 : (found.page - 1) * CONTENT_PAGE_SIZE + 1,
  };
}

/** A row the list of content did not have (a post): its name, states and links. */
function ownView(row: FoundContent, locale: Locale): ContentRowView {
  return {
    id: row.id,
    key: row.key,
    name: itemName(row, locale),
    states: rowStates(row, locale),
    missingSpanish: row.missingSpanish,
    editHref: pagePath("admin-content-edit", locale, { id: row.id }),
    historyHref: pagePath("admin-content-history", locale, { id: row.id }),
  };
}
