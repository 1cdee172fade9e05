/** The English texts of the `salesMail` group (ADR 032). Spanish: sales-mail.es.ts, with exactly these keys. */
export const salesMailEn = {
  intro:
    "Your reply is e-mailed to {email} from the site's address, in the conversation of the request. The buyer's answer reaches the sales address.",
  template: "Template",
  templateNone: "Choose a template…",
  templateHint:
    "Fills in the subject and the message in the buyer's language ({language}); edit them before sending.",
  useTemplate: "Use template",
  subject: "Subject",
  body: "Message",
  files: "Attachments",
  filesHint: "Up to 5 files, 20 MB in all: PDF, DWG, DXF, JPEG, PNG, XLSX or DOCX.",
  send: "Send reply",
  sending: "Sending…",
  languages: {
    en: "English",
    es: "Spanish",
  },
  resultSent: "Your reply is on its way to the buyer.",
  resultStored: "Your reply is stored. It is e-mailed once the site's mail is configured.",
  errorConflict:
    "This request changed since you opened it: nothing was sent. Check it as it is now and send your reply again.",
  errorInvalid: "Write a subject (up to {subjectMax} characters) and a message (up to {bodyMax} characters).",
  errorSpam: "A request marked as spam gets no reply.",
  errorNotFound: "This request no longer exists.",
  errorTooManyFiles: "At most {max} files can be attached to a reply.",
  errorTooLarge: "The files are larger than {size} in all.",
  errorFileType: "{name}: only PDF, DWG, DXF, JPEG, PNG, XLSX and DOCX files can be attached.",
  errorFileEmpty: "{name} is empty.",
  errorFileArchive: "{name} is not a valid XLSX or DOCX document.",
  errorUnreadable: "The form could not be read. Please send it again.",
  /** What {products} says when a request names no product. */
  productsNone: "your project",
  /** The last of a long list of products: "A, B, C and 4 more products". */
  productsMore: "{count} more products",
  templates: {
    thanks: {
      label: "Thank you: we are preparing your quote",
      subject: "Your request: we are preparing your quote",
      body: "Dear {firstName},\n\nThank you for your interest in {products}. We are preparing your quote and will send it to you shortly.\n\nIf you have drawings, flows or other details you have not sent yet, simply reply to this e-mail.\n\nKind regards,\n{owner}",
    },
    quote: {
      label: "Quote attached",
      subject: "Your quote for {products}",
      body: "Dear {firstName},\n\nPlease find attached our quote for {products}.\n\nWe will gladly go through it with you and adapt it to your project. Simply reply to this e-mail with any questions.\n\nKind regards,\n{owner}",
    },
    moreInfo: {
      label: "We need more information",
      subject: "Your request: a few questions",
      body: "Dear {firstName},\n\nThank you for your interest in {products}. To prepare an accurate quote we need a few more details:\n\n- the design flow and peak flow\n- the channel or tank dimensions\n- the site's location and your timeline\n\nSimply reply to this e-mail; drawings and specifications are welcome as attachments.\n\nKind regards,\n{owner}",
    },
    blank: {
      label: "Blank",
      subject: "About your request",
      body: "Dear {firstName},\n\n\n\nKind regards,\n{owner}",
    },
  },
  notices: {
    reminderNewSubject: "Reminder: {name} ({company}) is still waiting for an answer",
    reminderNewText:
      "The request from {name} ({company}) arrived on {received} and is still new after {hours} working hours. Please answer it or move it on.",
    reminderActionSubject: "Reminder: your next action on {name} ({company}) was due on {day}",
    reminderActionText:
      "You planned the next action on the request from {name} ({company}) for {day}. Please follow it up and set a new date.",
    assignedSubject: "New request for you: {name} ({company})",
    assignedText: "The request from {name} ({company}), received on {received}, was assigned to you.",
    open: "Open the request in the back office",
    footer: "You receive this e-mail because you own this request in the site's back office.",
  },
} as const;
