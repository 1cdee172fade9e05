// The editor's label of every content field, in both languages, declared beside the schemas:
// the content editor's form and the translations overview show them. The table is checked
// against the schemas by the compiler: a field without a label, or a label for no field, does
// not build (`ContentFieldName` is every name of every content type's fields, at any depth).
import { quantityOfUnit, unitById, UNIT_IDS, type Quantity } from "../specs/units";
import type { ContentData, ContentType } from "./schemas";

/** The names of an item's fields at any depth: a text in both languages is one field, not two. */
type FieldNames<T> = T extends readonly (infer Entry)[]
  ? FieldNames<Entry>
  : T extends object
    ? [keyof T] extends ["en" | "es"]
      ? never
      : { [K in keyof T & string]-?: K | FieldNames<NonNullable<T[K]>> }[keyof T & string]
    : never;

/** Every field name of every content type. */
export type ContentFieldName = { [T in ContentType]: FieldNames<ContentData<T>> }[ContentType];

export interface FieldLabel {
  en: string;
  es: string;
}

export const FIELD_LABELS = {
  meta: {
    en: "Search engines: title, description, keywords",
    es: "Buscadores: título, descripción, palabras clave",
  },
  keywords: { en: "Keywords", es: "Palabras clave" },
  name: { en: "Name", es: "Nombre" },
  shortName: { en: "Short name", es: "Nombre corto" },
  operatingSince: { en: "Operating since", es: "En funcionamiento desde" },
  foundedIn: { en: "Founded in", es: "Fundada en" },
  aboutHeadlineSince: { en: "Year in the About Us headline", es: "Año del titular de Sobre nosotros" },
  certification: { en: "Certification", es: "Certificación" },
  headquarters: { en: "Headquarters", es: "Sede" },
  phone: { en: "Phone", es: "Teléfono" },
  display: { en: "As shown", es: "Como se muestra" },
  href: { en: "Link (tel:)", es: "Enlace (tel:)" },
  email: { en: "E-mail", es: "Correo electrónico" },
  address: { en: "Address", es: "Dirección" },
  street: { en: "Street", es: "Calle" },
  city: { en: "City", es: "Ciudad" },
  region: { en: "Region", es: "Región" },
  postalCode: { en: "Postal code", es: "Código postal" },
  country: { en: "Country", es: "País" },
  countryName: { en: "Country name", es: "Nombre del país" },
  social: { en: "Social links", es: "Redes sociales" },
  facebook: { en: "Facebook", es: "Facebook" },
  instagram: { en: "Instagram", es: "Instagram" },
  linkedin: { en: "LinkedIn", es: "LinkedIn" },
  footerYear: { en: "Year in the footer", es: "Año del pie de página" },
  stats: { en: "Figures", es: "Cifras" },
  productionAreaHome: { en: "Production area (home page)", es: "Superficie de producción (inicio)" },
  productionAreaAbout: { en: "Production area (About Us)", es: "Superficie de producción (Sobre nosotros)" },
  whiteCollarStaff: { en: "Office staff", es: "Personal de oficina" },
  totalEmployees: { en: "Total employees", es: "Total de empleados" },
  completedProjects: { en: "Completed projects", es: "Proyectos completados" },
  brandsServed: { en: "Brands served", es: "Marcas atendidas" },
  hero: { en: "Hero", es: "Cabecera" },
  serviceId: { en: "Service", es: "Servicio" },
  title: { en: "Title", es: "Título" },
  subtitle: { en: "Subtitle", es: "Subtítulo" },
  image: { en: "Image", es: "Imagen" },
  src: { en: "Image source", es: "Origen de la imagen" },
  slot: { en: "Image shape", es: "Forma de la imagen" },
  alt: { en: "Alternative text", es: "Texto alternativo" },
  label: { en: "Label", es: "Etiqueta" },
  company: { en: "Company block", es: "Bloque de la empresa" },
  description: { en: "Description", es: "Descripción" },
  banner: { en: "Banner", es: "Banner" },
  manufacturing: { en: "Manufacturing", es: "Fabricación" },
  intro: { en: "Introduction", es: "Introducción" },
  values: { en: "Values", es: "Valores" },
  policiesIntro: { en: "Policies introduction", es: "Introducción de las políticas" },
  valuesIntro: { en: "Values introduction", es: "Introducción de los valores" },
  cards: { en: "Cards", es: "Tarjetas" },
  id: { en: "Key", es: "Clave" },
  text: { en: "Text", es: "Texto" },
  policies: { en: "Policies", es: "Políticas" },
  map: { en: "World map", es: "Mapa mundial" },
  turkey: { en: "Turkey", es: "Turquía" },
  role: { en: "Role", es: "Función" },
  houston: { en: "Houston", es: "Houston" },
  green: { en: "Green banner", es: "Banner verde" },
  headline: { en: "Headline", es: "Titular" },
  greenFuture: { en: "Green future", es: "Futuro verde" },
  heading: { en: "Heading", es: "Encabezado" },
  paragraphs: { en: "Paragraphs", es: "Párrafos" },
  tiles: { en: "Tiles", es: "Mosaicos" },
  value: { en: "Value", es: "Valor" },
  technology: { en: "Technology", es: "Tecnología" },
  missionTab: { en: "Mission tab", es: "Pestaña de misión" },
  visionTab: { en: "Vision tab", es: "Pestaña de visión" },
  mission: { en: "Mission", es: "Misión" },
  vision: { en: "Vision", es: "Visión" },
  standards: { en: "Standards", es: "Normas" },
  code: { en: "Code", es: "Código" },
  caption: { en: "Caption", es: "Leyenda" },
  cover: { en: "Cover", es: "Portada" },
  documentUrl: { en: "Document address", es: "Dirección del documento" },
  documentFile: { en: "Uploaded PDF", es: "PDF subido" },
  mapEmbedUrl: { en: "Map address (embedded)", es: "Dirección del mapa (incrustado)" },
  slug: { en: "Address (slug)", es: "Dirección (slug)" },
  summary: { en: "Summary", es: "Resumen" },
  tagline: { en: "Tagline", es: "Lema" },
  sections: { en: "Sections", es: "Secciones" },
  bullets: { en: "Bullet points", es: "Viñetas" },
  closing: { en: "Closing text", es: "Texto final" },
  gallery: { en: "Gallery", es: "Galería" },
  categoryId: { en: "Category", es: "Categoría" },
  provisional: { en: "Provisional (details to confirm)", es: "Provisional (datos por confirmar)" },
  page: { en: "Own page", es: "Página propia" },
  leadTime: { en: "Typical lead time", es: "Plazo de entrega habitual" },
  keyFacts: { en: "Key facts", es: "Datos clave" },
  mainImage: { en: "Main image", es: "Imagen principal" },
  media: { en: "Library image", es: "Imagen de la biblioteca" },
  postType: { en: "Type", es: "Tipo" },
  excerpt: { en: "Excerpt", es: "Extracto" },
  content: { en: "Content", es: "Contenido" },
  body: { en: "Text", es: "Texto" },
  clientType: { en: "Client", es: "Cliente" },
  sector: { en: "Industrial sector", es: "Sector industrial" },
  coordinates: { en: "Map position (optional)", es: "Posición en el mapa (opcional)" },
  latitude: { en: "Latitude (decimal degrees)", es: "Latitud (grados decimales)" },
  longitude: { en: "Longitude (decimal degrees)", es: "Longitud (grados decimales)" },
  year: { en: "Year of commissioning", es: "Año de puesta en marcha" },
  capacity: { en: "Capacity (m³/day)", es: "Capacidad (m³/día)" },
  populationEquivalent: { en: "Population equivalent", es: "Habitantes equivalentes" },
  products: { en: "Products supplied", es: "Productos suministrados" },
  productId: { en: "Product", es: "Producto" },
  quantity: { en: "Quantity", es: "Cantidad" },
  services: { en: "Services involved", es: "Servicios prestados" },
  photos: { en: "Photographs", es: "Fotografías" },
  testimonial: { en: "Testimonial", es: "Testimonio" },
  quote: { en: "Quotation", es: "Cita" },
  featured: { en: "Featured", es: "Destacado" },
  specFields: { en: "Specification fields", es: "Campos de especificaciones" },
  kind: { en: "Kind of value", es: "Tipo de valor" },
  measure: { en: "Physical quantity", es: "Magnitud física" },
  unit: { en: "Unit", es: "Unidad" },
  options: { en: "Options", es: "Opciones" },
  filterable: { en: "Filter by it", es: "Filtrar por este campo" },
  specs: { en: "Specifications", es: "Especificaciones" },
  field: { en: "Field", es: "Campo" },
  min: { en: "Minimum", es: "Mínimo" },
  max: { en: "Maximum", es: "Máximo" },
  option: { en: "Option", es: "Opción" },
  flag: { en: "Yes or no", es: "Sí o no" },
  applications: { en: "Applications", es: "Aplicaciones" },
} as const satisfies Record<ContentFieldName, FieldLabel>;

const isFieldName = (name: string): name is ContentFieldName => Object.hasOwn(FIELD_LABELS, name);

/** The label of the field `name` in `locale`; a name that is no field's shows as itself. */
export function contentFieldLabel(name: string, locale: "en" | "es"): string {
  return isFieldName(name) ? FIELD_LABELS[name][locale] : name;
}

/** The physical quantities a specification field measures, by their ids. */
const QUANTITY_LABELS: Record<Quantity, FieldLabel> = {
  flow: { en: "Flow", es: "Caudal" },
  length: { en: "Length", es: "Longitud" },
  angle: { en: "Angle", es: "Ángulo" },
  power: { en: "Power", es: "Potencia" },
  mass: { en: "Mass", es: "Masa" },
  volume: { en: "Volume", es: "Volumen" },
  area: { en: "Area", es: "Superficie" },
  pressure: { en: "Pressure", es: "Presión" },
  temperature: { en: "Temperature", es: "Temperatura" },
  speed: { en: "Speed", es: "Velocidad" },
  rotation: { en: "Rotational speed", es: "Velocidad de giro" },
  percentage: { en: "Percentage", es: "Porcentaje" },
  count: { en: "Count (no unit)", es: "Cantidad (sin unidad)" },
};

/**
 * A unit by its quantity and symbol ("Flow: m³/h"): a category's field chooses its unit among
 * every quantity's, where a symbol alone (t, in, °) would not say what it measures.
 */
function unitLabel(id: string): FieldLabel {
  const symbol = unitById(id)?.symbol;
  const quantity = quantityOfUnit(id);
  if (!quantity) return { en: id, es: id };
  const named = QUANTITY_LABELS[quantity];
  return symbol ? { en: `${named.en}: ${symbol}`, es: `${named.es}: ${symbol}` } : named;
}

/**
 * The words for a choice's options where the stored value is not a word for people (a post's
 * type); any other choice shows its values as they are (an image's source, its shape).
 */
export const CHOICE_LABELS: Partial<Record<ContentFieldName, Record<string, FieldLabel>>> = {
  kind: {
    number: { en: "Number", es: "Número" },
    range: { en: "Range (minimum to maximum)", es: "Rango (mínimo a máximo)" },
    choice: { en: "One of a list", es: "Uno de una lista" },
    choices: { en: "Several of a list", es: "Varios de una lista" },
    boolean: { en: "Yes or no", es: "Sí o no" },
    text: { en: "Text", es: "Texto" },
  },
  measure: QUANTITY_LABELS,
  unit: Object.fromEntries(UNIT_IDS.map((id) => [id, unitLabel(id)])),
  postType: {
    news: { en: "News", es: "Noticia" },
    press_release: { en: "Press Release", es: "Comunicado de prensa" },
  },
  applications: {
    municipal: { en: "Municipal", es: "Municipal" },
    industrial: { en: "Industrial", es: "Industrial" },
    private: { en: "Private", es: "Privado" },
  },
  clientType: {
    municipal: { en: "Municipal", es: "Municipal" },
    industrial: { en: "Industrial", es: "Industrial" },
    private: { en: "Private", es: "Privado" },
  },
  sector: {
    "food-beverage": { en: "Food and beverage", es: "Alimentos y bebidas" },
    dairy: { en: "Dairy", es: "Lácteos" },
    "meat-poultry": { en: "Meat and poultry", es: "Cárnicos y avícolas" },
    textile: { en: "Textile", es: "Textil" },
    chemical: { en: "Chemical", es: "Química" },
    pharmaceutical: { en: "Pharmaceutical", es: "Farmacéutica" },
    "pulp-paper": { en: "Pulp and paper", es: "Celulosa y papel" },
    "oil-gas": { en: "Oil and gas", es: "Petróleo y gas" },
    power: { en: "Power generation", es: "Generación de energía" },
    "mining-metals": { en: "Mining and metals", es: "Minería y metales" },
    automotive: { en: "Automotive", es: "Automotriz" },
    "other-industry": { en: "Other industry", es: "Otra industria" },
  },
};

/** The words for `option` of the choice field `name` in `locale`. */
export function choiceLabel(name: string, option: string, locale: "en" | "es"): string {
  const labels = isFieldName(name) ? CHOICE_LABELS[name] : undefined;
  return labels?.[option]?.[locale] ?? option;
}
