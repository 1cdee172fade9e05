import type { CatalogCard } from "./types";

/**
 * The downloadable catalogs, in page order. Each is rendered as a PDF in English and
 * Spanish from the published content (app/.server/documents/coverage.ts says what each
 * covers); set `documentUrl` on a card to link a designed document instead.
 */
export const catalogs: CatalogCard[] = [
  {
    id: "product-catalog",
    title: { en: "Product Catalog", es: "Catálogo de productos" },
    description: {
      en: "Technical data, dimensions and materials of our screening, sieving, flow-control, scraper, aeration, mixing and sludge dewatering equipment.",
      es: "Datos técnicos, dimensiones y materiales de nuestros equipos de desbaste, tamizado, regulación de caudal, barrido, aireación, mezcla y deshidratación de lodos.",
    },
    cover: {
      src: "catalogs/product-catalog",
      slot: "cover",
      alt: {
        en: "Cover of the product catalog showing a stainless steel drum screen",
        es: "Portada del catálogo de productos con un tamiz de tambor de acero inoxidable",
      },
      label: { en: "Product Catalog", es: "Catálogo de productos" },
    },
  },
  {
    id: "general-catalog",
    title: { en: "General Catalog", es: "Catálogo general" },
    description: {
      en: "An overview of our company, production facilities, services, turnkey treatment plant references and certifications.",
      es: "Una presentación de nuestra empresa, instalaciones de producción, servicios, referencias de plantas llave en mano y certificaciones.",
    },
    cover: {
      src: "catalogs/general-catalog",
      slot: "cover",
      alt: {
        en: "Cover of the general catalog with an aerial photograph of a wastewater treatment plant",
        es: "Portada del catálogo general con una fotografía aérea de una planta de tratamiento de aguas residuales",
      },
      label: { en: "General Catalog", es: "Catálogo general" },
    },
  },
  {
    id: "electrical-automation-catalog",
    title: { en: "Electrical and Automation Catalog", es: "Catálogo de electricidad y automatización" },
    description: {
      en: "Our MCC, PLC and main distribution panels, SCADA systems and field instrumentation for water and wastewater treatment plants.",
      es: "Nuestros tableros CCM, PLC y generales de distribución, sistemas SCADA e instrumentación de campo para plantas de tratamiento de agua y aguas residuales.",
    },
    cover: {
      src: "catalogs/electrical-automation-catalog",
      slot: "cover",
      alt: {
        en: "Cover of the electrical and automation catalog showing a row of motor control center panels",
        es: "Portada del catálogo de electricidad y automatización con una fila de tableros de centro de control de motores",
      },
      label: { en: "Electrical and Automation Catalog", es: "Catálogo de electricidad y automatización" },
    },
  },
  {
    id: "package-treatment-catalog",
    title: { en: "Package Treatment Catalog", es: "Catálogo de plantas compactas" },
    description: {
      en: "Prefabricated biological, chemical, industrial and drinking water package treatment units, with capacities and typical layouts.",
      es: "Plantas compactas prefabricadas biológicas, químicas, industriales y de agua potable, con sus capacidades y disposiciones típicas.",
    },
    cover: {
      src: "catalogs/package-treatment-catalog",
      slot: "cover",
      alt: {
        en: "Cover of the package treatment catalog showing a containerized treatment unit",
        es: "Portada del catálogo de plantas compactas con una planta de tratamiento en contenedor",
      },
      label: { en: "Package Treatment Catalog", es: "Catálogo de plantas compactas" },
    },
  },
];
