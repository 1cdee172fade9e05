import type { Category } from "./types";

/** The nine product categories, in menu order. */
export const categories: Category[] = [
  {
    id: "screening-equipment",
    slug: { en: "screening-equipment", es: "equipos-de-desbaste" },
    title: { en: "Screening Equipment", es: "Equipos de desbaste" },
    summary: {
      en: "Coarse and fine screens, drum screens, screening presses and grit classifiers that remove solids at the inlet of water and wastewater plants.",
      es: "Rejas de gruesos y finos, tamices de tambor, prensas de residuos y clasificadores de arena que retiran sólidos a la entrada de potabilizadoras y depuradoras.",
    },
    image: {
      src: "categories/screening-equipment/card",
      slot: "card",
      alt: {
        en: "Mechanical bar screen installed in a wastewater inlet channel",
        es: "Reja mecánica instalada en el canal de entrada de una depuradora",
      },
      label: { en: "Screening Equipment", es: "Equipos de desbaste" },
    },
    hero: {
      src: "categories/screening-equipment/hero",
      slot: "banner",
      alt: {
        en: "Screening equipment in the inlet works of a treatment plant",
        es: "Equipos de desbaste en la obra de llegada de una planta de tratamiento",
      },
      label: { en: "Screening Equipment", es: "Equipos de desbaste" },
    },
  },
  {
    id: "sieve-and-filters",
    slug: { en: "sieve-and-filters", es: "tamices-y-filtros" },
    title: { en: "Sieve and Filters", es: "Tamices y filtros" },
    summary: {
      en: "Rotary, static and micro disk sieves and pressure sand and carbon filters for fine solids separation and polishing of process and drinking water.",
      es: "Tamices rotativos, estáticos y de microdiscos, y filtros a presión de arena y carbón activo para separar sólidos finos y afinar agua de proceso y potable.",
    },
    image: {
      src: "categories/sieve-and-filters/card",
      slot: "card",
      alt: {
        en: "Rotary sieve separating fine solids from process water",
        es: "Tamiz rotativo separando sólidos finos del agua de proceso",
      },
      label: { en: "Sieve and Filters", es: "Tamices y filtros" },
    },
    hero: {
      src: "categories/sieve-and-filters/hero",
      slot: "banner",
      alt: {
        en: "Pressure filter vessels and sieves in a treatment building",
        es: "Filtros a presión y tamices en el edificio de una planta de tratamiento",
      },
      label: { en: "Sieve and Filters", es: "Tamices y filtros" },
    },
  },
  {
    id: "flow-control-equipment",
    slug: { en: "flow-control-equipment", es: "equipos-de-control-de-caudal" },
    title: { en: "Flow Control Equipment", es: "Equipos de control de caudal" },
    summary: {
      en: "Penstocks, stop-logs, adjustable weirs and telescopic valves that isolate channels, regulate water levels and divide flow across treatment works.",
      es: "Compuertas murales, ataguías, vertederos regulables y válvulas telescópicas para aislar canales, regular niveles y repartir caudales en la planta.",
    },
    image: {
      src: "categories/flow-control-equipment/card",
      slot: "card",
      alt: {
        en: "Wall-mounted penstock closing a concrete channel",
        es: "Compuerta mural cerrando un canal de hormigón",
      },
      label: { en: "Flow Control Equipment", es: "Equipos de control de caudal" },
    },
    hero: {
      src: "categories/flow-control-equipment/hero",
      slot: "banner",
      alt: {
        en: "Penstocks and channels at a wastewater treatment plant",
        es: "Compuertas y canales en una depuradora de aguas residuales",
      },
      label: { en: "Flow Control Equipment", es: "Equipos de control de caudal" },
    },
  },
  {
    id: "surface-and-bottom-scrapers",
    slug: { en: "surface-and-bottom-scrapers", es: "barredores-de-superficie-y-fondo" },
    title: { en: "Surface and Bottom Scrapers", es: "Barredores de superficie y fondo" },
    summary: {
      en: "Traveling and rotating bridges and bottom scrapers that collect settled sludge, floating scum, grit and grease in clarifiers and basins.",
      es: "Puentes móviles y giratorios y barredores de fondo que recogen lodos decantados, flotantes, arenas y grasas en decantadores y balsas de tratamiento.",
    },
    image: {
      src: "categories/surface-and-bottom-scrapers/card",
      slot: "card",
      alt: {
        en: "Rotating scraper bridge over a circular clarifier",
        es: "Puente barredor giratorio sobre un decantador circular",
      },
      label: { en: "Surface and Bottom Scrapers", es: "Barredores de superficie y fondo" },
    },
    hero: {
      src: "categories/surface-and-bottom-scrapers/hero",
      slot: "banner",
      alt: {
        en: "Clarifiers with scraper bridges at a treatment plant",
        es: "Decantadores con puentes barredores en una planta de tratamiento",
      },
      label: { en: "Surface and Bottom Scrapers", es: "Barredores de superficie y fondo" },
    },
  },
  {
    id: "sludge-dewatering-equipment",
    slug: { en: "sludge-dewatering-equipment", es: "equipos-de-deshidratacion-de-lodos" },
    title: { en: "Sludge Dewatering Equipment", es: "Equipos de deshidratación de lodos" },
    summary: {
      en: "Belt filter presses, mechanical thickeners and automatic polymer preparation units that cut sludge volume and lower disposal costs at any plant.",
      es: "Filtros prensa de banda, espesadores mecánicos y equipos automáticos de preparación de polímero que reducen el volumen de lodos y su coste de gestión.",
    },
    image: {
      src: "categories/sludge-dewatering-equipment/card",
      slot: "card",
      alt: {
        en: "Belt filter press dewatering sludge",
        es: "Filtro prensa de banda deshidratando lodos",
      },
      label: { en: "Sludge Dewatering Equipment", es: "Equipos de deshidratación de lodos" },
    },
    hero: {
      src: "categories/sludge-dewatering-equipment/hero",
      slot: "banner",
      alt: {
        en: "Sludge dewatering building with belt filter presses",
        es: "Edificio de deshidratación de lodos con filtros prensa de banda",
      },
      label: { en: "Sludge Dewatering Equipment", es: "Equipos de deshidratación de lodos" },
    },
  },
  {
    id: "waste-removal-and-carrying-equipment",
    slug: {
      en: "waste-removal-and-carrying-equipment",
      es: "equipos-de-retirada-y-transporte-de-residuos",
    },
    title: {
      en: "Waste Removal and Carrying Equipment",
      es: "Equipos de retirada y transporte de residuos",
    },
    summary: {
      en: "Screw and belt conveyors and jib cranes that move screenings, grit and dewatered sludge from the process to containers and loading points.",
      es: "Transportadores de tornillo, cintas transportadoras y grúas pluma giratorias que llevan residuos de desbaste, arenas y lodos deshidratados a contenedores.",
    },
    image: {
      src: "categories/waste-removal-and-carrying-equipment/card",
      slot: "card",
      alt: {
        en: "Screw conveyor carrying screenings to a container",
        es: "Transportador de tornillo llevando residuos de desbaste a un contenedor",
      },
      label: {
        en: "Waste Removal and Carrying Equipment",
        es: "Equipos de retirada y transporte de residuos",
      },
    },
    hero: {
      src: "categories/waste-removal-and-carrying-equipment/hero",
      slot: "banner",
      alt: {
        en: "Conveyors and containers in the inlet works of a plant",
        es: "Transportadores y contenedores en la obra de llegada de una planta",
      },
      label: {
        en: "Waste Removal and Carrying Equipment",
        es: "Equipos de retirada y transporte de residuos",
      },
    },
  },
  {
    id: "aeration-equipment",
    slug: { en: "aeration-equipment", es: "equipos-de-aireacion" },
    title: { en: "Aeration Equipment", es: "Equipos de aireación" },
    summary: {
      en: "Surface aerators, brush aerators and dissolved air flotation units that transfer oxygen to biological processes and float out fats and solids.",
      es: "Aireadores superficiales, aireadores de cepillo y equipos de flotación por aire disuelto que aportan oxígeno al proceso biológico y separan grasas y sólidos.",
    },
    image: {
      src: "categories/aeration-equipment/card",
      slot: "card",
      alt: {
        en: "Surface aerator operating in an aeration basin",
        es: "Aireador superficial funcionando en un reactor biológico",
      },
      label: { en: "Aeration Equipment", es: "Equipos de aireación" },
    },
    hero: {
      src: "categories/aeration-equipment/hero",
      slot: "banner",
      alt: {
        en: "Aeration basins with surface aerators at a treatment plant",
        es: "Reactores biológicos con aireadores superficiales en una depuradora",
      },
      label: { en: "Aeration Equipment", es: "Equipos de aireación" },
    },
  },
  {
    id: "mixers",
    slug: { en: "mixers", es: "mezcladores" },
    title: { en: "Mixers", es: "Mezcladores" },
    summary: {
      en: "Static, dynamic, coagulation and flocculation mixers that disperse chemicals quickly and build strong flocs in water and wastewater treatment.",
      es: "Mezcladores estáticos, dinámicos, de coagulación y de floculación que dispersan los reactivos con rapidez y forman flóculos estables en el tratamiento.",
    },
    image: {
      src: "categories/mixers/card",
      slot: "card",
      alt: {
        en: "Mixer with motor and drive mounted above a tank",
        es: "Mezclador con motor y accionamiento montado sobre un depósito",
      },
      label: { en: "Mixers", es: "Mezcladores" },
    },
    hero: {
      src: "categories/mixers/hero",
      slot: "banner",
      alt: {
        en: "Coagulation and flocculation tanks with mixers",
        es: "Cámaras de coagulación y floculación con mezcladores",
      },
      label: { en: "Mixers", es: "Mezcladores" },
    },
  },
  {
    id: "package-wastewater-treatment",
    slug: {
      en: "package-wastewater-treatment",
      es: "plantas-compactas-de-tratamiento-de-aguas-residuales",
    },
    title: {
      en: "Package Wastewater Treatment",
      es: "Plantas compactas de tratamiento de aguas residuales",
    },
    summary: {
      en: "Factory-built biological, chemical, industrial and drinking water package units, including SBR and MBR/MBBR plants, delivered ready to connect.",
      es: "Plantas compactas biológicas, químicas, industriales y de potabilización, incluidas unidades SBR y MBR/MBBR, fabricadas en taller y listas para conectar.",
    },
    image: {
      src: "categories/package-wastewater-treatment/card",
      slot: "card",
      alt: {
        en: "Factory-built package treatment unit ready for delivery",
        es: "Planta compacta de tratamiento fabricada en taller lista para su entrega",
      },
      label: {
        en: "Package Wastewater Treatment",
        es: "Plantas compactas de tratamiento de aguas residuales",
      },
    },
    hero: {
      src: "categories/package-wastewater-treatment/hero",
      slot: "banner",
      alt: {
        en: "Package treatment plant installed on site",
        es: "Planta compacta de tratamiento instalada en obra",
      },
      label: {
        en: "Package Wastewater Treatment",
        es: "Plantas compactas de tratamiento de aguas residuales",
      },
    },
  },
];
