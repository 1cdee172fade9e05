import { z } from "zod";
import { IMAGE_SLOTS, type ImageSlot } from "../../content/image-slots";
import { COUNTRY_CODES } from "../countries";
import { isMapEmbedAddress, MAP_EMBED_ORIGINS } from "../map-embed";
import { QUANTITIES, QUANTITY_IDS, quantityOfUnit, UNIT_IDS } from "../specs/units";
import { inlineProblems, type InlineProblem } from "./inline-text";

/**
 * The content types an editor changes in the back office, one zod schema each (ADR 023).
 * The same schema checks an editor's save, an import and the seed, and names the field
 * that is wrong; the pages' types are inferred from it. Texts are plain strings in both
 * languages, except a paragraph's, which may hold bold, italic and links (inline-text.ts). English is required; Spanish may be empty while a translation is pending
 * (`missingTranslations` lists such fields), so a draft can be saved before the translator
 * has finished.
 */

const TEXT_MAX = 300;
/** About what search engines show of a description. */
export const SUMMARY_MAX = 160;
const PARAGRAPH_MAX = 5_000;

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });
const required = (max: number) => trimmed(max).min(1, { error: "required" });

/**
 * How the editor shows a field in both languages, declared with the field (never guessed from
 * its limits): `line`, a one-line input per language; `long`, a text area; `prose`, paragraphs
 * with inline markup in the rich-text editor; `entries`, a list of short texts (bullets, key
 * facts). The editor's form, the translator's units and the XLIFF read it (content-form-spec,
 * translation-fields); a field in both languages is one that carries it.
 */
export type EditorKind = "line" | "long" | "prose" | "entries" | "rich";

export interface FieldMeta {
  editor: EditorKind;
}

/** The editor kinds of the fields in both languages, by their schema (zod's own metadata). */
export const fieldMeta = z.registry<FieldMeta>();

/** How a field is edited when it is one in both languages (an object registered in `fieldMeta`). */
export const editorKindOf = (schema: z.ZodType): EditorKind | undefined =>
  schema instanceof z.ZodObject ? fieldMeta.get(schema)?.editor : undefined;

/** The fields that hold an image of the media library by its id: the editor offers the library. */
export const libraryImageFields = z.registry<{ library: true }>();

/** An image of the media library, by its id (ADR 028). */
export const libraryImage = () => {
  const schema = z.uuid({ error: "not an image of the media library" });
  libraryImageFields.add(schema, { library: true });
  return schema;
};

/** The content types an item may name another of by its key. */
export type ReferencedType = "product" | "service" | "category";

/**
 * The fields that name another item of the content by its key (a product, a service): the
 * editor offers those items by their names, and publishing checks the item exists.
 */
export const itemRefFields = z.registry<{ to: ReferencedType }>();

/** Another item of the content, by its key: a product, a service or a category. */
export const itemRef = (to: ReferencedType) => {
  const schema = z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "lower-case letters and digits joined by '-'" })
    .max(120);
  itemRefFields.add(schema, { to });
  return schema;
};

/** A field in both languages, registered with the way it is edited. */
function bilingual<S extends z.ZodObject>(schema: S, editor: EditorKind): S {
  fieldMeta.add(schema, { editor });
  return schema;
}

/** A text in both languages: English required, Spanish may still be missing. */
export const localized = (max = TEXT_MAX, editor: "line" | "long" = "line") =>
  bilingual(z.strictObject({ en: required(max), es: trimmed(max) }), editor);

/** A longer text in both languages, without markup (an introduction, a description): a text area. */
export const longText = () => localized(PARAGRAPH_MAX, "long");

/** A text in both languages that may be left empty in both (a post's excerpt). */
export const optionalText = (max = TEXT_MAX, editor: "line" | "long" = "line") =>
  bilingual(z.strictObject({ en: trimmed(max), es: trimmed(max) }), editor);

/**
 * HTML in both languages from the rich-text editor (a news post's body: paragraphs, headings,
 * lists, quotes, bold, italic, links), either language possibly empty. What is saved is
 * sanitised against the news page's list of tags first (post-content.server.ts).
 */
export const richText = (max = 100_000) =>
  bilingual(
    z.strictObject({
      en: z.string().max(max, { error: `at most ${max} characters` }),
      es: z.string().max(max, { error: `at most ${max} characters` }),
    }),
    "rich",
  );

/** What is wrong with a paragraph's markup, in words (an import's errors; the editor translates). */
export const INLINE_PROBLEM_TEXT: Record<InlineProblem, string> = {
  errInlineBold: "a bold mark (**) is not closed",
  errInlineItalic: "an italic mark (*) is not closed",
  errInlineLink: "a link is not written [text](address), or crosses another mark",
  errInlineHref: "a link's address is not https://, http://, mailto:, tel: or a path of the site (/…)",
  errInlineBracket: "a [ or ] that is not a link's (write \\[ or \\] for the character)",
  errInlineEmpty: "a bold, italic or link mark with no text",
};

/** A paragraph: a non-empty text whose inline markup is well formed. */
const paragraph = required(PARAGRAPH_MAX).superRefine((text, context) => {
  for (const problem of inlineProblems(text))
    context.addIssue({ code: "custom", message: INLINE_PROBLEM_TEXT[problem], params: { inline: problem } });
});

/** Paragraphs in both languages: at least one in English; each a non-empty text with inline markup. */
export const paragraphs = (min = 1) =>
  bilingual(
    z.strictObject({
      en: z.array(paragraph).min(min, { error: `at least ${min} paragraph(s)` }),
      es: z.array(paragraph),
    }),
    "prose",
  );

/** A list of short texts in both languages (bullets, key facts). */
export const textList = () =>
  bilingual(
    z.strictObject({
      en: z.array(required(TEXT_MAX)),
      es: z.array(required(TEXT_MAX)),
    }),
    "entries",
  );

const slotNames = Object.keys(IMAGE_SLOTS) as [ImageSlot, ...ImageSlot[]];

/**
 * An image of the content: a source in `content-images/` (the seed's placeholder artwork), the
 * slot that fixes its shape and, once an editor chose one, an image of the media library
 * (`media`, its id; ADR 028), which the pages show instead. The alt text is the page's words
 * for it; with a library image it may be left empty, and the library's alt text is used.
 */
const imageFields = {
  src: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/-]*$/, { error: "lower-case letters, digits, '-' and '/' only" })
    .max(200),
  slot: z.enum(slotNames),
  media: libraryImage().optional(),
  alt: bilingual(z.strictObject({ en: trimmed(TEXT_MAX), es: trimmed(TEXT_MAX) }), "line"),
  label: localized().optional(),
};

/** Without a library image, the alt text's English is required (as any text's). */
const altRequired = (
  image: { media?: string | undefined; alt: { en: string } },
  context: z.RefinementCtx,
) => {
  if (!image.media && image.alt.en === "")
    context.addIssue({
      code: "too_small",
      origin: "string",
      minimum: 1,
      inclusive: true,
      path: ["alt", "en"],
      message: "required",
    });
};

export const imageRef = z.strictObject(imageFields).superRefine(altRequired);

export const galleryImage = z
  .strictObject({
    ...imageFields,
    title: localized(),
    description: longText().optional(),
  })
  .superRefine(altRequired);

/** An item's address segment: lower-case words joined by '-' (no slash, no accent). */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "lower-case letters and digits joined by '-'" })
  .max(120);

export const localizedSlug = bilingual(z.strictObject({ en: slug, es: slug }), "line");

/** A key of a listed element (a tile, a card), stable across edits. */
const key = slug;

const year = z.number().int().min(1900).max(2100);

export const companySchema = z.strictObject({
  name: required(120),
  shortName: required(60),
  operatingSince: year,
  foundedIn: year,
  aboutHeadlineSince: year,
  certification: required(60),
  headquarters: localized(),
  phone: z.strictObject({
    display: required(40),
    href: z.string().regex(/^tel:\+?[0-9]{5,20}$/, { error: "a tel: address, digits only" }),
  }),
  email: z.email(),
  address: z.strictObject({
    street: required(120),
    city: required(80),
    region: required(80),
    postalCode: required(20),
    country: z.string().regex(/^[A-Z]{2}$/, { error: "a two-letter country code" }),
    countryName: localized(),
  }),
  social: z.strictObject({
    facebook: z.url({ protocol: /^https$/ }),
    instagram: z.url({ protocol: /^https$/ }),
    linkedin: z.url({ protocol: /^https$/ }),
  }),
  footerYear: year,
  stats: z.strictObject({
    productionAreaHome: localized(40),
    productionAreaAbout: required(40),
    whiteCollarStaff: required(20),
    totalEmployees: required(20),
    completedProjects: required(20),
    brandsServed: required(20),
  }),
});

/**
 * What search engines and shared links show of a page, when the editor wants other words than
 * the page's own: the title (else the page's title), the description (else its summary) and
 * keywords. Each optional; English required in what is given.
 */
export const pageMetaSchema = z
  .strictObject({
    title: localized(70).optional(),
    description: localized(200).optional(),
    keywords: localized(250).optional(),
  })
  .optional();

export const homeSchema = z.strictObject({
  hero: z
    .array(
      z.strictObject({
        serviceId: itemRef("service"),
        title: localized(),
        subtitle: localized(),
        image: imageRef,
      }),
    )
    .min(1),
  company: z.strictObject({ description: longText() }),
  banner: imageRef,
  manufacturing: z.strictObject({ intro: longText() }),
  values: z.strictObject({
    policiesIntro: longText(),
    valuesIntro: longText(),
    cards: z.array(z.strictObject({ id: key, title: localized(), text: longText() })),
  }),
  policies: z.array(z.strictObject({ id: key, title: localized(), text: longText(), image: imageRef })),
  map: z.strictObject({
    intro: longText(),
    turkey: z.strictObject({ name: localized(), role: localized() }),
    houston: z.strictObject({ name: localized(), role: localized() }),
  }),
  green: z.strictObject({ text: longText() }),
  meta: pageMetaSchema,
});

export const aboutSchema = z.strictObject({
  hero: imageRef,
  headline: localized(),
  intro: longText(),
  greenFuture: z.strictObject({ heading: localized(), paragraphs: paragraphs() }),
  tiles: z.array(z.strictObject({ id: key, value: required(40), label: localized() })),
  technology: z.strictObject({
    heading: localized(),
    missionTab: localized(60),
    visionTab: localized(60),
    mission: paragraphs(),
    vision: paragraphs(),
    image: imageRef,
  }),
  meta: pageMetaSchema,
});

export const certificatesSchema = z.strictObject({
  intro: z.strictObject({ heading: localized(), text: longText() }),
  standards: z.array(
    z.strictObject({ id: key, code: required(40), name: localized(), description: longText() }),
  ),
  tiles: z.array(z.strictObject({ id: key, caption: localized(), image: imageRef })),
  meta: pageMetaSchema,
});

/** A catalog card's uploaded PDF, by the name the back office stored it under. */
const uploadedDocumentName = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-upload-(?:en|es)-[0-9a-f]{12}\.pdf$/, {
    error: "the name of a PDF uploaded for this card",
  });

export const catalogsSchema = z.strictObject({
  cards: z.array(
    z.strictObject({
      id: key,
      title: localized(),
      description: longText(),
      cover: imageRef,
      documentUrl: z.url({ protocol: /^https?$/ }).optional(),
      documentFile: bilingual(
        z.strictObject({ en: uploadedDocumentName, es: uploadedDocumentName.or(z.literal("")) }),
        "line",
      ).optional(),
    }),
  ),
  meta: pageMetaSchema,
});

export const contactPageSchema = z.strictObject({
  hero: imageRef,
  // Only where the page's CSP lets a frame come from (app/lib/map-embed.ts).
  mapEmbedUrl: z.url({ protocol: /^https$/ }).refine(isMapEmbedAddress, {
    message: `the map's address must be on ${MAP_EMBED_ORIGINS.join(" or ")}`,
    params: { inline: "errMapHost" },
  }),
  meta: pageMetaSchema,
});

export const serviceSchema = z.strictObject({
  slug: localizedSlug,
  title: localized(),
  summary: localized(),
  hero: imageRef,
  tagline: localized(),
  intro: paragraphs(),
  sections: z.array(
    z.strictObject({
      heading: localized(),
      paragraphs: paragraphs().optional(),
      bullets: textList().optional(),
    }),
  ),
  closing: longText().optional(),
  gallery: z.array(galleryImage),
  meta: pageMetaSchema,
});

/**
 * How a specification field's value is given: a number, a range (min to max), one of a list,
 * several of a list, yes or no, or a text in both languages.
 */
export const SPEC_KINDS = ["number", "range", "choice", "choices", "boolean", "text"] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];
const MEASURED: ReadonlySet<SpecKind> = new Set(["number", "range"]);
const LISTED: ReadonlySet<SpecKind> = new Set(["choice", "choices"]);

/**
 * A specification field of a category's products (flow, bar spacing, material…), defined by
 * the company: its name, its kind, for a number or range the quantity it measures and the
 * metric unit it is shown in (app/lib/specs/units.ts), for a list its options, and whether
 * the listing and the product finder filter by it. The list's order is the table's.
 */
export const specFieldSchema = z
  .strictObject({
    id: key,
    name: localized(80),
    kind: z.enum(SPEC_KINDS),
    measure: z.enum(QUANTITY_IDS).optional(),
    unit: z.enum(UNIT_IDS).optional(),
    options: z.array(z.strictObject({ id: key, label: localized(80) })).optional(),
    filterable: z.boolean().optional(),
  })
  .superRefine((field, context) => {
    const issue = (path: string, message: string, inline: string) =>
      context.addIssue({ code: "custom", path: [path], message, params: { inline } });
    if (MEASURED.has(field.kind)) {
      if (!field.measure) issue("measure", "required for a number or a range", "errSpecMeasure");
      else if (!field.unit) issue("unit", "required for a number or a range", "errSpecUnit");
      else if (
        quantityOfUnit(field.unit) !== field.measure ||
        !QUANTITIES[field.measure].units.some((unit) => unit.id === field.unit && unit.system === "metric")
      )
        issue("unit", "a metric unit of the field's quantity", "errSpecUnitQuantity");
    } else if (field.measure || field.unit) {
      issue(field.measure ? "measure" : "unit", "only for a number or a range", "errSpecMeasuredOnly");
    }
    if (LISTED.has(field.kind)) {
      if (!field.options?.length) issue("options", "at least one option", "errSpecOptions");
    } else if (field.options?.length) issue("options", "only for a list", "errSpecListOnly");
    const seen = new Set<string>();
    field.options?.forEach((option, index) => {
      if (seen.has(option.id))
        context.addIssue({
          code: "custom",
          path: ["options", index, "id"],
          message: "used twice",
          params: { inline: "errSpecOptionTwice" },
        });
      seen.add(option.id);
    });
  });

export type SpecFieldData = z.infer<typeof specFieldSchema>;

export const categorySchema = z
  .strictObject({
    slug: localizedSlug,
    title: localized(),
    summary: localized(),
    image: imageRef,
    hero: imageRef,
    specFields: z.array(specFieldSchema).optional(),
    meta: pageMetaSchema,
  })
  .superRefine((category, context) => {
    const seen = new Set<string>();
    category.specFields?.forEach((field, index) => {
      if (seen.has(field.id))
        context.addIssue({
          code: "custom",
          path: ["specFields", index, "id"],
          message: "used twice",
          params: { inline: "errSpecFieldTwice" },
        });
      seen.add(field.id);
    });
  });

/**
 * A product's value for one of its category's specification fields, in the shape of the
 * field's kind: `value` (a number), `min` and `max` (a range), each with the `unit` it was
 * entered in; `option` (one of a list), `options` (several), `flag` (yes or no), `text`. The
 * category's fields say which applies; publishing and the editor's save check it
 * (app/lib/specs/spec-values.ts, `specValueProblems`). A field without a value reads "on
 * request".
 */
export const specValueSchema = z
  .strictObject({
    field: key,
    value: z.number().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: z.enum(UNIT_IDS).optional(),
    option: key.optional(),
    options: z.array(key).optional(),
    flag: z.boolean().optional(),
    text: optionalText(200).optional(),
  })
  .superRefine((spec, context) => {
    if (spec.min !== undefined && spec.max !== undefined && spec.min > spec.max)
      context.addIssue({
        code: "custom",
        path: ["max"],
        message: "at least the minimum",
        params: { inline: "errSpecRangeOrder" },
      });
  });

export type SpecValueData = z.infer<typeof specValueSchema>;

/**
 * The lists of a product's specification values: the editor shows the fields of the category
 * that `categoryField` names (content-form-spec), not the values' own shape.
 */
export const specValueLists = z.registry<{ categoryField: string }>();

const specValueList = z.array(specValueSchema);
specValueLists.add(specValueList, { categoryField: "categoryId" });

/** A product; one with a page of its own carries the page's texts and gallery. */
export const productSchema = z.strictObject({
  slug: localizedSlug,
  name: localized(),
  categoryId: itemRef("category"),
  image: imageRef,
  provisional: z.boolean().optional(),
  /** Where it serves: municipal, industrial or private plants (the product finder's filter). */
  applications: z.array(z.enum(["municipal", "industrial", "private"])).optional(),
  /** Its values for its category's specification fields (`specValueSchema`). */
  specs: specValueList.optional(),
  page: z
    .strictObject({
      /**
       * One sentence on what the product is and does: the page's description for search
       * engines and shared links (unless its own is given), its structured data, the datasheet's.
       */
      summary: localized(SUMMARY_MAX),
      paragraphs: paragraphs(),
      keyFacts: textList(),
      /**
       * How long an order usually takes to deliver, in the company's words ("10 to 12 weeks
       * from approved drawings"); shown beside the quote request when given.
       */
      leadTime: localized(120).optional(),
      mainImage: imageRef,
      gallery: z.array(galleryImage),
    })
    .optional(),
  meta: pageMetaSchema,
});

/** A post's kinds: news, or a press release (the spec shows any other value as one). */
export const POST_TYPES = ["news", "press_release"] as const;
export type PostType = (typeof POST_TYPES)[number];

/**
 * A news post or press release (ADR 030). Its key is the post's id, which its address
 * carries (`/media-center/post/<id>`); its picture is an image of the media library, whose
 * alt text the pages use. Publishing it writes the row the news pages read (`media_posts`).
 */
export const postSchema = z.strictObject({
  postType: z.enum(POST_TYPES),
  title: localized(200),
  excerpt: optionalText(500, "long"),
  content: richText(),
  media: libraryImage().optional(),
});

/** Who a plant was built for. */
export const CLIENT_TYPES = ["municipal", "industrial", "private"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** An industrial client's sector (its plant's application). */
export const INDUSTRY_SECTORS = [
  "food-beverage",
  "dairy",
  "meat-poultry",
  "textile",
  "chemical",
  "pharmaceutical",
  "pulp-paper",
  "oil-gas",
  "power",
  "mining-metals",
  "automotive",
  "other-industry",
] as const;
export type IndustrySector = (typeof INDUSTRY_SECTORS)[number];

/**
 * A project reference: a plant the company has built or equipped, where, for whom, at what
 * size and with which of its products and services. Its page is `/projects/<slug>`
 * (`/es/proyectos/<slug>`); the listing, the map, the product, category and service pages
 * ("In operation at N plants") read the published ones.
 */
export const projectSchema = z
  .strictObject({
    slug: localizedSlug,
    title: localized(),
    summary: localized(SUMMARY_MAX),
    body: richText(),
    clientType: z.enum(CLIENT_TYPES),
    /** Required for an industrial client, and only for one. */
    sector: z.enum(INDUSTRY_SECTORS).optional(),
    country: z.enum(COUNTRY_CODES, { error: "a country of the list" }),
    city: localized(120),
    /** Where the plant is, in decimal degrees (WGS 84), when the company may say. */
    coordinates: z
      .strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .optional(),
    /** The year the plant was commissioned. */
    year: z.number().int().min(1950).max(2100),
    /** The plant's capacity in m³ a day. */
    capacity: z.number().int().min(1).max(100_000_000),
    /** A municipal plant's population equivalent. */
    populationEquivalent: z.number().int().min(1).max(100_000_000).optional(),
    products: z.array(
      z.strictObject({ productId: itemRef("product"), quantity: z.number().int().min(1).max(9_999) }),
    ),
    services: z.array(itemRef("service")),
    /** Photographs of the media library; an alt text given here replaces the library's. */
    photos: z.array(z.strictObject({ media: libraryImage(), alt: optionalText(), caption: optionalText() })),
    testimonial: z.strictObject({ quote: localized(600, "long"), role: localized(120) }).optional(),
    featured: z.boolean().optional(),
    meta: pageMetaSchema,
  })
  .superRefine((project, context) => {
    if (project.clientType === "industrial" && !project.sector)
      context.addIssue({
        code: "custom",
        path: ["sector"],
        message: "required for an industrial client",
        params: { inline: "errSectorRequired" },
      });
    if (project.clientType !== "industrial" && project.sector)
      context.addIssue({
        code: "custom",
        path: ["sector"],
        message: "only for an industrial client",
        params: { inline: "errSectorIndustrialOnly" },
      });
    if (project.clientType !== "municipal" && project.populationEquivalent !== undefined)
      context.addIssue({
        code: "custom",
        path: ["populationEquivalent"],
        message: "only for a municipal plant",
        params: { inline: "errPopulationMunicipalOnly" },
      });
    const seen = new Set<string>();
    project.products.forEach((entry, index) => {
      if (seen.has(entry.productId))
        context.addIssue({
          code: "custom",
          path: ["products", index, "productId"],
          message: "named twice: give one quantity",
          params: { inline: "errProductTwice" },
        });
      seen.add(entry.productId);
    });
  });

export const CONTENT_SCHEMAS = {
  company: companySchema,
  home: homeSchema,
  about: aboutSchema,
  certificates: certificatesSchema,
  catalogs: catalogsSchema,
  "contact-page": contactPageSchema,
  service: serviceSchema,
  category: categorySchema,
  product: productSchema,
  post: postSchema,
  project: projectSchema,
} as const;

export type ContentType = keyof typeof CONTENT_SCHEMAS;

/** Whether a word names a content type (a form's, an address's, the command line's). */
export const isContentType = (value: string): value is ContentType => Object.hasOwn(CONTENT_SCHEMAS, value);
export type ContentData<T extends ContentType> = z.infer<(typeof CONTENT_SCHEMAS)[T]>;

/** One item of content: its type, its stable key and its fields. */
export interface ContentItem<T extends ContentType = ContentType> {
  type: T;
  key: string;
  data: ContentData<T>;
}

export interface FieldError {
  /** The field, as a dotted path from the item's root (`gallery.2.alt.es`). */
  field: string;
  message: string;
}

/** Checks an item's fields against its type's schema; every problem with the field it is in. */
export function validateContent(
  type: ContentType,
  data: unknown,
): { ok: true; data: ContentData<ContentType> } | { ok: false; errors: FieldError[] } {
  const result = CONTENT_SCHEMAS[type].safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      field: issue.path.map(String).join(".") || "(item)",
      message: issue.message,
    })),
  };
}

const isLocalized = (value: unknown): value is { en: unknown; es: unknown } =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  "en" in value &&
  "es" in value;

const isEmpty = (value: unknown) =>
  typeof value === "string" ? value.trim() === "" : Array.isArray(value) && value.length === 0;

/**
 * Fields in both languages that are not texts for a translator: a page's address, and a
 * catalog card's uploaded PDF (whose Spanish page takes the English one until it has its own).
 */
export const NOT_TRANSLATED_FIELDS: ReadonlySet<string> = new Set(["slug", "documentFile"]);

/**
 * The fields whose English text has no Spanish one: empty Spanish strings, and lists
 * (paragraphs, bullets) with fewer Spanish entries than English ones.
 */
export function missingTranslations(data: unknown, at: string[] = []): string[] {
  if (isLocalized(data)) {
    const { en, es } = data;
    if (isEmpty(en)) return [];
    if (isEmpty(es) || (Array.isArray(en) && Array.isArray(es) && es.length < en.length))
      return [at.join(".")];
    return [];
  }
  if (Array.isArray(data))
    return data.flatMap((value, index) => missingTranslations(value, [...at, String(index)]));
  if (typeof data === "object" && data !== null)
    return Object.entries(data).flatMap(([name, value]) =>
      NOT_TRANSLATED_FIELDS.has(name) ? [] : missingTranslations(value, [...at, name]),
    );
  return [];
}
