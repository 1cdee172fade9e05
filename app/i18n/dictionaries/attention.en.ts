/** The English texts of the `attention` group: the dashboard's "Needs attention" and the links it adds to Quick Actions. Spanish: attention.es.ts, with exactly these keys. */
export const attentionEn = {
  title: "Needs attention",
  intro: "Each count opens its list, filtered.",
  /** A count of zero: the work is done. */
  nothing: "Nothing waiting",
  drafts: "Drafts waiting",
  draftsHint: "Saved changes not yet published",
  scheduled: "Scheduled publications",
  scheduledHint: "Published automatically at their time",
  /** The soonest schedule: its item's name (its time follows). */
  scheduledNext: "Next: {name}",
  missingSpanish: "Missing Spanish",
  missingSpanishHint: "Items with texts not yet in Spanish",
  staleSpanish: "Stale Spanish",
  staleSpanishHint: "Items whose English changed after their Spanish",
  imagesWithoutAlt: "Images without alt text",
  imagesWithoutAltHint: "Library images a page cannot describe yet",
  newRequests: "New requests",
  newRequestsHint: "Contact and quote requests still marked new",
  overdueRequests: "Overdue requests",
  overdueRequestsHint: "Past their reminder time or next action day",
  newPost: "New post",
  addProduct: "Add a product",
  mediaLibrary: "Media library",
  translations: "Translations",
  releases: "Releases",
} as const;
