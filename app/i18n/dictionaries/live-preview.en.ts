/**
 * The English texts of the `livePreview` group: the content editor's live preview beside its
 * form (its pane, its switches and states) and the preview endpoint's answers to the form as
 * typed. Spanish: live-preview.es.ts, with exactly these keys.
 */
export const livePreviewEn = {
  heading: "Live preview",
  hint: "The page as it will be published, as you type. Nothing is saved.",
  frameTitle: "Preview of the page in {language}, {width} width",
  language: "Preview language",
  english: "English",
  spanish: "Spanish",
  width: "Preview width",
  phone: "Phone",
  desktop: "Desktop",
  show: "Show",
  showForm: "Form",
  showPreview: "Preview",
  updating: "Updating…",
  upToDate: "Up to date",
  problem: "Not updated. {problem}",
  invalid: "These fields cannot be shown as they are: {errors}",
  tooLarge: "The form is too long to preview here. Save a draft and open the preview in a new tab.",
  unreachable: "The server could not be reached. The preview shows the last version.",
  failed: "The preview could not be made (error {status}).",
  signedOut: "Your session has ended. Sign in again to see the preview.",
  notAForm: "The preview was not sent as a form.",
  notShown: "This item is not shown on any page yet, so there is no page to preview.",
} as const;
