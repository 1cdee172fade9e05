// The contact and quote forms' words in both languages, and the file a buyer attaches: one
// copy for the flows (contact.spec, quote.spec) and their accessibility passes (forms-a11y.spec).

/** The labels of the fields both forms ask for (a person and a message). */
const PERSON = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    message: "Message",
  },
  es: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    company: "Empresa",
    message: "Mensaje",
  },
};

export const CONTACT_TEXTS = {
  en: {
    path: "/contact",
    submit: "Send Message",
    sending: "Sending...",
    captchaToast: "Please complete the CAPTCHA",
    thanks: /24-48 hours/,
    labels: {
      ...PERSON.en,
    } as Record<string, string>,
    errors: {
      firstName: "First name is required",
      lastName: "Invalid characters in last name",
      email: "Invalid email address",
      phone: "Phone number is too short",
      company: "Company name is required",
      message: "Message must be at least 10 characters",
    },
    consent: "I agree to be contacted and to receive communications.",
  },
  es: {
    path: "/es/contacto",
    submit: "Enviar mensaje",
    failedToast: "Error al enviar el mensaje",
    failedDetail: "Por favor, inténtalo de nuevo más tarde o contáctanos directamente.",
    sending: "Enviando...",
    captchaToast: "Por favor completa el CAPTCHA",
    thanks: /24-48 horas/,
    labels: {
      ...PERSON.es,
    } as Record<string, string>,
    errors: {
      firstName: "El nombre es obligatorio",
      lastName: "Caracteres no válidos en el apellido",
      email: "Dirección de correo electrónico no válida",
      phone: "El número de teléfono es demasiado corto",
      company: "El nombre de la empresa es obligatorio",
      message: "El mensaje debe tener al menos 10 caracteres",
    },
    consent: "Acepto ser contactado y recibir comunicaciones.",
  },
};

export const QUOTE_TEXTS = {
  en: {
    quotePath: "/quote",
    drum: { id: "drum-screen", name: "Drum Screen", path: "/drum-screen" },
    grit: { id: "grit-classifier", name: "Grit Classifier", path: "/grit-classifier" },
    addToQuote: (product: string) => `Add to quote (${product})`,
    cardQuantity: (product: string) => `Quantity of ${product}`,
    added: (product: string) => `${product} is in your quote list`,
    listQuantity: (product: string) => `Quantity (${product})`,
    update: (product: string) => `Update (${product})`,
    remove: (product: string) => `Remove (${product})`,
    empty: "Your quote list is empty.",
    submit: "Send Quote Request",
    uploading: "Uploading…",
    consent: "I agree to be contacted and to receive communications.",
    labels: {
      ...PERSON.en,
      note: "Note on Drum Screen",
      application: "Application",
      flow: "Design flow",
      flowUnit: "Unit of the design flow",
      location: "Location",
      timeline: "Timeline",
      files: "Choose files",
    },
    applicationOption: "Municipal",
    firstNameError: "First name is required",
    captchaToast: "Please complete the CAPTCHA",
    thanks: /24-48 hours/,
  },
  es: {
    quotePath: "/es/cotizacion",
    drum: { id: "drum-screen", name: "Tamiz de tambor rotativo", path: "/es/tamiz-de-tambor-rotativo" },
    grit: { id: "grit-classifier", name: "Clasificador de arenas", path: "/es/clasificador-de-arenas" },
    addToQuote: (product: string) => `Añadir a la cotización (${product})`,
    cardQuantity: (product: string) => `Cantidad de ${product}`,
    added: (product: string) => `${product} está en tu lista de cotización`,
    listQuantity: (product: string) => `Cantidad (${product})`,
    update: (product: string) => `Actualizar (${product})`,
    remove: (product: string) => `Quitar (${product})`,
    empty: "Tu lista de cotización está vacía.",
    submit: "Enviar solicitud de cotización",
    uploading: "Subiendo…",
    consent: "Acepto ser contactado y recibir comunicaciones.",
    labels: {
      ...PERSON.es,
      note: "Nota sobre Tamiz de tambor rotativo",
      application: "Aplicación",
      flow: "Caudal de diseño",
      flowUnit: "Unidad del caudal de diseño",
      location: "Ubicación",
      timeline: "Plazo",
      files: "Elegir archivos",
    },
    applicationOption: "Municipal",
    firstNameError: "El nombre es obligatorio",
    captchaToast: "Por favor completa el CAPTCHA",
    thanks: /24-48 horas/,
  },
};

/** A small, valid PDF: the kind of file a buyer attaches. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);
