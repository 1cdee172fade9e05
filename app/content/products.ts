import type { Product } from "./types";

/** The product catalogue, grouped by category in category order. */
export const products: Product[] = [
  {
    id: "back-raked-mechanical-screen",
    slug: { en: "back-raked-mechanical-screen", es: "reja-mecanica-de-limpieza-posterior" },
    name: { en: "Back Raked Mechanical Screen", es: "Reja mecánica de limpieza posterior" },
    categoryId: "screening-equipment",
    image: {
      src: "products/back-raked-mechanical-screen/main",
      slot: "card",
      alt: {
        en: "Back raked mechanical screen with its rake behind the bar rack",
        es: "Reja mecánica con el rastrillo por detrás del emparrillado",
      },
      label: {
        en: "Back Raked Mechanical Screen",
        es: "Reja mecánica de limpieza posterior",
      },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "screening", options: ["coarse", "fine"] },
      { field: "material", options: ["stainless-steel"] },
      { field: "cleaning", options: ["level", "timer"] },
    ],
    hasPage: true,
  },
  {
    id: "basket-screen",
    slug: { en: "basket-screen", es: "cesta-de-desbaste" },
    name: { en: "Basket Screen", es: "Cesta de desbaste" },
    categoryId: "screening-equipment",
    image: {
      src: "products/basket-screen/main",
      slot: "card",
      alt: {
        en: "Stainless steel basket screen on its lifting frame",
        es: "Cesta de desbaste de acero inoxidable en su bastidor de izado",
      },
      label: { en: "Basket Screen", es: "Cesta de desbaste" },
    },
    specs: [
      { field: "screening", options: ["coarse"] },
      { field: "material", options: ["stainless-steel"] },
      { field: "cleaning", options: ["manual"] },
      { field: "powered", flag: false },
    ],
    hasPage: true,
  },
  {
    id: "cable-operated-bar-screen",
    slug: { en: "cable-operated-bar-screen", es: "reja-de-barras-accionada-por-cables" },
    name: { en: "Cable Operated Bar Screen", es: "Reja de barras accionada por cables" },
    categoryId: "screening-equipment",
    image: {
      src: "products/cable-operated-bar-screen/main",
      slot: "card",
      alt: {
        en: "Cable operated bar screen with hydraulic rake bucket",
        es: "Reja de barras accionada por cables con cazo rastrillo hidráulico",
      },
      label: { en: "Cable Operated Bar Screen", es: "Reja de barras accionada por cables" },
    },
    applications: ["industrial"],
    specs: [
      { field: "screening", options: ["coarse", "medium"] },
      { field: "screen-angle", min: 70, max: 90, unit: "deg" },
      { field: "cleaning", options: ["level", "timer", "manual"] },
      { field: "powered", flag: true },
    ],
    hasPage: true,
  },
  {
    id: "chain-driven-screen",
    slug: { en: "chain-driven-screen", es: "reja-de-limpieza-por-cadenas" },
    name: { en: "Chain Driven Screen", es: "Reja de limpieza por cadenas" },
    categoryId: "screening-equipment",
    image: {
      src: "products/chain-driven-screen/main",
      slot: "card",
      alt: {
        en: "Chain driven bar screen installed in an inlet channel",
        es: "Reja de limpieza por cadenas instalada en un canal de entrada",
      },
      label: { en: "Chain Driven Screen", es: "Reja de limpieza por cadenas" },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "screening", options: ["coarse", "fine"] },
      { field: "screen-angle", min: 70, max: 75, unit: "deg" },
      { field: "cleaning", options: ["level", "timer", "continuous"] },
      { field: "powered", flag: true },
    ],
    hasPage: true,
  },
  {
    id: "compactor-and-screening-press",
    slug: { en: "compactor-and-screening-press", es: "compactador-y-prensa-de-residuos" },
    name: { en: "Compactor and Screening Press", es: "Compactador y prensa de residuos" },
    categoryId: "screening-equipment",
    image: {
      src: "products/compactor-and-screening-press/main",
      slot: "card",
      alt: {
        en: "Screw compactor and screening press",
        es: "Compactador y prensa de residuos de desbaste de tornillo",
      },
      label: { en: "Compactor and Screening Press", es: "Compactador y prensa de residuos" },
    },
    specs: [{ field: "powered", flag: true }],
    hasPage: true,
  },
  {
    id: "drum-screen",
    slug: { en: "drum-screen", es: "tamiz-de-tambor-rotativo" },
    name: { en: "Drum Screen", es: "Tamiz de tambor rotativo" },
    categoryId: "screening-equipment",
    image: {
      src: "products/drum-screen/main",
      slot: "card",
      alt: {
        en: "Rotary drum screen with a wedge-wire screening drum",
        es: "Tamiz de tambor rotativo con tambor de barras de perfil triangular",
      },
      label: { en: "Drum Screen", es: "Tamiz de tambor rotativo" },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "screening", options: ["fine"] },
      { field: "material", options: ["stainless-steel"] },
      { field: "cleaning", options: ["level", "timer"] },
      { field: "powered", flag: true },
    ],
    hasPage: true,
  },
  {
    id: "grit-classifier",
    slug: { en: "grit-classifier", es: "clasificador-de-arenas" },
    name: { en: "Grit Classifier", es: "Clasificador de arenas" },
    categoryId: "screening-equipment",
    image: {
      src: "products/grit-classifier/main",
      slot: "card",
      alt: {
        en: "Grit classifier with inclined screw and settling tank",
        es: "Clasificador de arenas con tornillo inclinado y depósito de decantación",
      },
      label: { en: "Grit Classifier", es: "Clasificador de arenas" },
    },
    specs: [{ field: "powered", flag: true }],
    hasPage: true,
  },
  {
    id: "internal-feed-drum-screen",
    slug: {
      en: "internal-feed-drum-screen",
      es: "tamiz-de-tambor-de-alimentacion-interior",
    },
    name: {
      en: "Internal Feed Drum Screen",
      es: "Tamiz de tambor de alimentación interior",
    },
    categoryId: "screening-equipment",
    image: {
      src: "products/internal-feed-drum-screen/main",
      slot: "card",
      alt: {
        en: "Internal feed drum screen with covered housing",
        es: "Tamiz de tambor de alimentación interior con carcasa cerrada",
      },
      label: {
        en: "Internal Feed Drum Screen",
        es: "Tamiz de tambor de alimentación interior",
      },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "screening", options: ["fine"] },
      { field: "material", options: ["stainless-steel"] },
      { field: "cleaning", options: ["level", "timer", "continuous"] },
    ],
    hasPage: true,
  },
  {
    id: "manual-screen",
    slug: { en: "manual-screen", es: "reja-de-limpieza-manual" },
    name: { en: "Manual Screen", es: "Reja de limpieza manual" },
    categoryId: "screening-equipment",
    image: {
      src: "products/manual-screen/main",
      slot: "card",
      alt: {
        en: "Manual bar screen with drainage platform",
        es: "Reja de limpieza manual con plataforma de escurrido",
      },
      label: { en: "Manual Screen", es: "Reja de limpieza manual" },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "screening", options: ["coarse"] },
      { field: "cleaning", options: ["manual"] },
      { field: "powered", flag: false },
    ],
    hasPage: true,
  },
  {
    id: "perforated-screen",
    slug: { en: "perforated-screen", es: "tamiz-de-chapa-perforada" },
    name: { en: "Perforated Screen", es: "Tamiz de chapa perforada" },
    categoryId: "screening-equipment",
    image: {
      src: "products/perforated-screen/main",
      slot: "card",
      alt: {
        en: "Perforated plate fine screen with rotating brush",
        es: "Tamiz de chapa perforada con cepillo rotativo",
      },
      label: { en: "Perforated Screen", es: "Tamiz de chapa perforada" },
    },
    specs: [
      { field: "screening", options: ["fine"] },
      { field: "cleaning", options: ["level", "timer"] },
      { field: "powered", flag: true },
    ],
    hasPage: true,
  },
  {
    id: "rope-driven-grate",
    slug: { en: "rope-driven-grate", es: "reja-de-limpieza-por-cable" },
    name: { en: "Rope-Driven Grate", es: "Reja de limpieza por cable" },
    categoryId: "screening-equipment",
    image: {
      src: "products/rope-driven-grate/main",
      slot: "card",
      alt: {
        en: "Rope-driven grate above a wide inlet channel",
        es: "Reja de limpieza por cable sobre un canal de entrada ancho",
      },
      label: { en: "Rope-Driven Grate", es: "Reja de limpieza por cable" },
    },
    applications: ["municipal"],
    specs: [
      { field: "screening", options: ["coarse", "fine"] },
      { field: "screen-angle", min: 70, max: 90, unit: "deg" },
      { field: "cleaning", options: ["level", "timer"] },
      { field: "powered", flag: true },
    ],
    hasPage: true,
  },
  {
    id: "static-screen",
    slug: { en: "static-screen", es: "reja-estatica-autolimpiante" },
    name: { en: "Static Screen", es: "Reja estática autolimpiante" },
    categoryId: "screening-equipment",
    image: {
      src: "products/static-screen/main",
      slot: "card",
      alt: {
        en: "Stainless steel static screen with inclined grid",
        es: "Reja estática de acero inoxidable con rejilla inclinada",
      },
      label: { en: "Static Screen", es: "Reja estática autolimpiante" },
    },
    applications: ["municipal", "industrial"],
    specs: [
      { field: "material", options: ["stainless-steel"] },
      { field: "powered", flag: false },
    ],
    hasPage: true,
  },
  {
    id: "micro-disk-sieve",
    slug: { en: "micro-disk-sieve", es: "microtamiz-de-discos" },
    name: { en: "Micro Disk Sieve", es: "Microtamiz de discos" },
    categoryId: "sieve-and-filters",
    image: {
      src: "products/micro-disk-sieve/main",
      slot: "card",
      alt: {
        en: "Micro disk sieve with filter disks on a central drum",
        es: "Microtamiz de discos con discos filtrantes sobre un tambor central",
      },
      label: { en: "Micro Disk Sieve", es: "Microtamiz de discos" },
    },
    hasPage: false,
  },
  {
    id: "pressure-sand-and-carbon-filters",
    slug: {
      en: "pressure-sand-and-carbon-filters",
      es: "filtros-a-presion-de-arena-y-carbon-activo",
    },
    name: {
      en: "Pressure Sand and Carbon Filters",
      es: "Filtros a presión de arena y carbón activo",
    },
    categoryId: "sieve-and-filters",
    image: {
      src: "products/pressure-sand-and-carbon-filters/main",
      slot: "card",
      alt: {
        en: "Pressure sand and activated carbon filter vessels",
        es: "Depósitos de filtros a presión de arena y carbón activo",
      },
      label: {
        en: "Pressure Sand and Carbon Filters",
        es: "Filtros a presión de arena y carbón activo",
      },
    },
    specs: [{ field: "medium", options: ["sand", "activated-carbon"] }],
    hasPage: false,
  },
  {
    id: "rotary-sieve",
    slug: { en: "rotary-sieve", es: "tamiz-rotativo" },
    name: { en: "Rotary Sieve", es: "Tamiz rotativo" },
    categoryId: "sieve-and-filters",
    image: {
      src: "products/rotary-sieve/main",
      slot: "card",
      alt: {
        en: "Rotary sieve for fine solids separation",
        es: "Tamiz rotativo para la separación de sólidos finos",
      },
      label: { en: "Rotary Sieve", es: "Tamiz rotativo" },
    },
    hasPage: false,
  },
  {
    id: "rotative-sieve",
    slug: { en: "rotative-sieve", es: "tamiz-giratorio" },
    name: { en: "Rotative Sieve", es: "Tamiz giratorio" },
    categoryId: "sieve-and-filters",
    image: {
      src: "products/rotative-sieve/main",
      slot: "card",
      alt: {
        en: "Rotative sieve with enclosed screening drum",
        es: "Tamiz giratorio con tambor de tamizado cerrado",
      },
      label: { en: "Rotative Sieve", es: "Tamiz giratorio" },
    },
    hasPage: false,
  },
  {
    id: "static-sieve",
    slug: { en: "static-sieve", es: "tamiz-estatico" },
    name: { en: "Static Sieve", es: "Tamiz estático" },
    categoryId: "sieve-and-filters",
    image: {
      src: "products/static-sieve/main",
      slot: "card",
      alt: {
        en: "Static sieve with curved wedge-wire panel",
        es: "Tamiz estático con panel curvo de barras de perfil triangular",
      },
      label: { en: "Static Sieve", es: "Tamiz estático" },
    },
    specs: [{ field: "medium", options: ["wedge-wire"] }],
    hasPage: false,
  },
  {
    id: "adjustable-weir",
    slug: { en: "adjustable-weir", es: "vertedero-regulable" },
    name: { en: "Adjustable Weir", es: "Vertedero regulable" },
    categoryId: "flow-control-equipment",
    image: {
      src: "products/adjustable-weir/main",
      slot: "card",
      alt: {
        en: "Adjustable weir plate in a concrete channel",
        es: "Vertedero regulable en un canal de hormigón",
      },
      label: { en: "Adjustable Weir", es: "Vertedero regulable" },
    },
    specs: [{ field: "mounting", option: "channel" }],
    hasPage: false,
  },
  {
    id: "penstock",
    slug: { en: "penstock", es: "compuerta-mural" },
    name: { en: "Penstock", es: "Compuerta mural" },
    categoryId: "flow-control-equipment",
    image: {
      src: "products/penstock/main",
      slot: "card",
      alt: {
        en: "Wall-mounted penstock with rising spindle",
        es: "Compuerta mural con husillo ascendente",
      },
      label: { en: "Penstock", es: "Compuerta mural" },
    },
    specs: [
      { field: "mounting", option: "wall" },
      { field: "spindle", option: "rising" },
    ],
    hasPage: false,
  },
  {
    id: "stop-logs",
    slug: { en: "stop-logs", es: "ataguias" },
    name: { en: "Stop-Logs", es: "Ataguías" },
    categoryId: "flow-control-equipment",
    image: {
      src: "products/stop-logs/main",
      slot: "card",
      alt: {
        en: "Stop-log panels set in channel guides",
        es: "Tableros de ataguía colocados en las guías del canal",
      },
      label: { en: "Stop-Logs", es: "Ataguías" },
    },
    specs: [{ field: "mounting", option: "channel" }],
    hasPage: false,
  },
  {
    id: "telescopic-valve",
    slug: { en: "telescopic-valve", es: "valvula-telescopica" },
    name: { en: "Telescopic Valve", es: "Válvula telescópica" },
    categoryId: "flow-control-equipment",
    image: {
      src: "products/telescopic-valve/main",
      slot: "card",
      alt: {
        en: "Telescopic valve for sludge draw-off",
        es: "Válvula telescópica para la extracción de lodos",
      },
      label: { en: "Telescopic Valve", es: "Válvula telescópica" },
    },
    hasPage: false,
  },
  {
    id: "grit-and-grease-removal-bridge",
    slug: { en: "grit-and-grease-removal-bridge", es: "puente-desarenador-desengrasador" },
    name: { en: "Grit and Grease Removal Bridge", es: "Puente desarenador-desengrasador" },
    categoryId: "surface-and-bottom-scrapers",
    image: {
      src: "products/grit-and-grease-removal-bridge/main",
      slot: "card",
      alt: {
        en: "Traveling grit and grease removal bridge over an aerated channel",
        es: "Puente desarenador-desengrasador móvil sobre un canal aireado",
      },
      label: { en: "Grit and Grease Removal Bridge", es: "Puente desarenador-desengrasador" },
    },
    specs: [{ field: "removes", options: ["scum", "grit"] }],
    hasPage: false,
  },
  {
    id: "linear-hydraulic-driven-bottom-sludge-scrapers",
    slug: {
      en: "linear-hydraulic-driven-bottom-sludge-scrapers",
      es: "barredores-lineales-de-lodos-de-fondo-con-accionamiento-hidraulico",
    },
    name: {
      en: "Linear Hydraulic Driven Bottom Sludge Scrapers",
      es: "Barredores lineales de lodos de fondo con accionamiento hidráulico",
    },
    categoryId: "surface-and-bottom-scrapers",
    image: {
      src: "products/linear-hydraulic-driven-bottom-sludge-scrapers/main",
      slot: "card",
      alt: {
        en: "Hydraulically driven bottom sludge scraper in a rectangular tank",
        es: "Barredor de lodos de fondo con accionamiento hidráulico en un depósito rectangular",
      },
      label: {
        en: "Linear Hydraulic Driven Bottom Sludge Scrapers",
        es: "Barredores lineales de lodos de fondo con accionamiento hidráulico",
      },
    },
    specs: [
      { field: "tank-shape", option: "rectangular" },
      { field: "removes", options: ["sludge"] },
      { field: "drive", option: "hydraulic" },
    ],
    hasPage: false,
  },
  {
    id: "longitudinal-bridge-sludge-scrapers",
    slug: {
      en: "longitudinal-bridge-sludge-scrapers",
      es: "puentes-barredores-longitudinales-de-lodos",
    },
    name: {
      en: "Longitudinal Bridge Sludge Scrapers",
      es: "Puentes barredores longitudinales de lodos",
    },
    categoryId: "surface-and-bottom-scrapers",
    image: {
      src: "products/longitudinal-bridge-sludge-scrapers/main",
      slot: "card",
      alt: {
        en: "Longitudinal bridge sludge scraper over a rectangular clarifier",
        es: "Puente barredor longitudinal sobre un decantador rectangular",
      },
      label: {
        en: "Longitudinal Bridge Sludge Scrapers",
        es: "Puentes barredores longitudinales de lodos",
      },
    },
    specs: [
      { field: "tank-shape", option: "rectangular" },
      { field: "removes", options: ["sludge"] },
    ],
    hasPage: false,
  },
  {
    id: "rotating-sedimentation-bridge",
    slug: { en: "rotating-sedimentation-bridge", es: "puente-giratorio-de-decantacion" },
    name: { en: "Rotating Sedimentation Bridge", es: "Puente giratorio de decantación" },
    categoryId: "surface-and-bottom-scrapers",
    image: {
      src: "products/rotating-sedimentation-bridge/main",
      slot: "card",
      alt: {
        en: "Rotating bridge scraper in a circular clarifier",
        es: "Puente giratorio en un decantador circular",
      },
      label: { en: "Rotating Sedimentation Bridge", es: "Puente giratorio de decantación" },
    },
    specs: [{ field: "tank-shape", option: "circular" }],
    hasPage: false,
  },
  {
    id: "belt-filter-press",
    slug: { en: "belt-filter-press", es: "filtro-prensa-de-banda" },
    name: { en: "Belt Filter Press", es: "Filtro prensa de banda" },
    categoryId: "sludge-dewatering-equipment",
    image: {
      src: "products/belt-filter-press/main",
      slot: "card",
      alt: {
        en: "Belt filter press dewatering sludge",
        es: "Filtro prensa de banda deshidratando lodos",
      },
      label: { en: "Belt Filter Press", es: "Filtro prensa de banda" },
    },
    specs: [{ field: "duty", option: "dewatering" }],
    hasPage: false,
  },
  {
    id: "belt-type-mechanical-thickener",
    slug: { en: "belt-type-mechanical-thickener", es: "espesador-mecanico-de-banda" },
    name: { en: "Belt Type Mechanical Thickener", es: "Espesador mecánico de banda" },
    categoryId: "sludge-dewatering-equipment",
    image: {
      src: "products/belt-type-mechanical-thickener/main",
      slot: "card",
      alt: {
        en: "Belt type mechanical sludge thickener",
        es: "Espesador mecánico de lodos de banda",
      },
      label: { en: "Belt Type Mechanical Thickener", es: "Espesador mecánico de banda" },
    },
    specs: [{ field: "duty", option: "thickening" }],
    hasPage: false,
  },
  {
    id: "rotary-sludge-thickener",
    slug: { en: "rotary-sludge-thickener", es: "espesador-rotativo-de-lodos" },
    name: { en: "Rotary Sludge Thickener", es: "Espesador rotativo de lodos" },
    categoryId: "sludge-dewatering-equipment",
    image: {
      src: "products/rotary-sludge-thickener/main",
      slot: "card",
      alt: {
        en: "Rotary drum sludge thickener",
        es: "Espesador de lodos de tambor rotativo",
      },
      label: { en: "Rotary Sludge Thickener", es: "Espesador rotativo de lodos" },
    },
    specs: [{ field: "duty", option: "thickening" }],
    hasPage: false,
  },
  {
    id: "automatic-polymer-preparation-unit",
    slug: {
      en: "automatic-polymer-preparation-unit",
      es: "equipo-automatico-de-preparacion-de-polimero",
    },
    name: {
      en: "Automatic Polymer Preparation Unit",
      es: "Equipo automático de preparación de polímero",
    },
    categoryId: "sludge-dewatering-equipment",
    image: {
      src: "products/automatic-polymer-preparation-unit/main",
      slot: "card",
      alt: {
        en: "Automatic polymer preparation unit with mixing tanks",
        es: "Equipo automático de preparación de polímero con cubas de maduración",
      },
      label: {
        en: "Automatic Polymer Preparation Unit",
        es: "Equipo automático de preparación de polímero",
      },
    },
    specs: [
      { field: "duty", option: "polymer-preparation" },
      { field: "automatic", flag: true },
    ],
    hasPage: false,
  },
  {
    id: "belt-conveyor",
    slug: { en: "belt-conveyor", es: "cinta-transportadora" },
    name: { en: "Belt Conveyor", es: "Cinta transportadora" },
    categoryId: "waste-removal-and-carrying-equipment",
    image: {
      src: "products/belt-conveyor/main",
      slot: "card",
      alt: {
        en: "Belt conveyor carrying dewatered sludge",
        es: "Cinta transportadora de lodos deshidratados",
      },
      label: { en: "Belt Conveyor", es: "Cinta transportadora" },
    },
    specs: [{ field: "handles", options: ["sludge"] }],
    hasPage: false,
  },
  {
    id: "jib-crane",
    slug: { en: "jib-crane", es: "grua-pluma-giratoria" },
    name: { en: "Jib Crane", es: "Grúa pluma giratoria" },
    categoryId: "waste-removal-and-carrying-equipment",
    image: {
      src: "products/jib-crane/main",
      slot: "card",
      alt: {
        en: "Jib crane for lifting equipment at a treatment plant",
        es: "Grúa pluma giratoria para el izado de equipos en una depuradora",
      },
      label: { en: "Jib Crane", es: "Grúa pluma giratoria" },
    },
    specs: [{ field: "handles", options: ["loads"] }],
    hasPage: false,
  },
  {
    id: "screw-conveyor",
    slug: { en: "screw-conveyor", es: "transportador-de-tornillo" },
    name: { en: "Screw Conveyor", es: "Transportador de tornillo" },
    categoryId: "waste-removal-and-carrying-equipment",
    image: {
      src: "products/screw-conveyor/main",
      slot: "card",
      alt: {
        en: "Screw conveyor for screenings",
        es: "Transportador de tornillo para residuos de desbaste",
      },
      label: { en: "Screw Conveyor", es: "Transportador de tornillo" },
    },
    specs: [{ field: "handles", options: ["screenings"] }],
    hasPage: false,
  },
  {
    id: "dissolved-air-flotation-daf",
    slug: { en: "dissolved-air-flotation-daf", es: "flotacion-por-aire-disuelto-daf" },
    name: { en: "Dissolved Air Flotation DAF", es: "Flotación por aire disuelto (DAF)" },
    categoryId: "aeration-equipment",
    image: {
      src: "products/dissolved-air-flotation-daf/main",
      slot: "card",
      alt: {
        en: "Dissolved air flotation unit with surface skimmer",
        es: "Equipo de flotación por aire disuelto con rasquetas de superficie",
      },
      label: { en: "Dissolved Air Flotation DAF", es: "Flotación por aire disuelto (DAF)" },
    },
    hasPage: false,
  },
  {
    id: "float-aerator",
    slug: { en: "float-aerator", es: "aireador-flotante" },
    name: { en: "Float Aerator", es: "Aireador flotante" },
    categoryId: "aeration-equipment",
    image: {
      src: "products/float-aerator/main",
      slot: "card",
      alt: {
        en: "Floating aerator in an aeration basin",
        es: "Aireador flotante en un reactor biológico",
      },
      label: { en: "Float Aerator", es: "Aireador flotante" },
    },
    specs: [{ field: "mounting", option: "floating" }],
    hasPage: false,
  },
  {
    id: "horizontal-shaft-brush-aerators",
    slug: {
      en: "horizontal-shaft-brush-aerators",
      es: "aireadores-de-cepillo-de-eje-horizontal",
    },
    name: {
      en: "Horizontal Shaft Brush Aerators",
      es: "Aireadores de cepillo de eje horizontal",
    },
    categoryId: "aeration-equipment",
    image: {
      src: "products/horizontal-shaft-brush-aerators/main",
      slot: "card",
      alt: {
        en: "Horizontal shaft brush aerator in an oxidation ditch",
        es: "Aireador de cepillo de eje horizontal en un canal de oxidación",
      },
      label: {
        en: "Horizontal Shaft Brush Aerators",
        es: "Aireadores de cepillo de eje horizontal",
      },
    },
    specs: [{ field: "shaft", option: "horizontal" }],
    hasPage: false,
  },
  {
    id: "vertical-national-aerators",
    slug: { en: "vertical-national-aerators", es: "aireadores-verticales-national" },
    name: { en: "Vertical National Aerators", es: "Aireadores verticales National" },
    categoryId: "aeration-equipment",
    image: {
      src: "products/vertical-national-aerators/main",
      slot: "card",
      alt: {
        en: "Vertical aerator mounted on a basin walkway",
        es: "Aireador vertical montado sobre la pasarela de un reactor",
      },
      label: { en: "Vertical National Aerators", es: "Aireadores verticales National" },
    },
    specs: [
      { field: "shaft", option: "vertical" },
      { field: "mounting", option: "fixed" },
    ],
    hasPage: false,
  },
  {
    id: "vertical-shaft-aerator",
    slug: { en: "vertical-shaft-aerator", es: "aireador-de-eje-vertical" },
    name: { en: "Vertical Shaft Aerator", es: "Aireador de eje vertical" },
    categoryId: "aeration-equipment",
    image: {
      src: "products/vertical-shaft-aerator/main",
      slot: "card",
      alt: {
        en: "Vertical shaft surface aerator",
        es: "Aireador superficial de eje vertical",
      },
      label: { en: "Vertical Shaft Aerator", es: "Aireador de eje vertical" },
    },
    specs: [{ field: "shaft", option: "vertical" }],
    hasPage: false,
  },
  {
    id: "coagulation-mixer",
    slug: { en: "coagulation-mixer", es: "mezclador-de-coagulacion" },
    name: { en: "Coagulation Mixer", es: "Mezclador de coagulación" },
    categoryId: "mixers",
    image: {
      src: "products/coagulation-mixer/main",
      slot: "card",
      alt: {
        en: "Coagulation mixer above a rapid mix tank",
        es: "Mezclador de coagulación sobre una cámara de mezcla rápida",
      },
      label: { en: "Coagulation Mixer", es: "Mezclador de coagulación" },
    },
    specs: [{ field: "process", options: ["coagulation"] }],
    hasPage: false,
  },
  {
    id: "dynamic-mixer",
    slug: { en: "dynamic-mixer", es: "mezclador-dinamico" },
    name: { en: "Dynamic Mixer", es: "Mezclador dinámico" },
    categoryId: "mixers",
    image: {
      src: "products/dynamic-mixer/main",
      slot: "card",
      alt: {
        en: "Dynamic mixer with motor and impeller shaft",
        es: "Mezclador dinámico con motor y eje de hélice",
      },
      label: { en: "Dynamic Mixer", es: "Mezclador dinámico" },
    },
    specs: [{ field: "mixer-type", option: "mechanical" }],
    hasPage: false,
  },
  {
    id: "flocculation-mixer",
    slug: { en: "flocculation-mixer", es: "mezclador-de-floculacion" },
    name: { en: "Flocculation Mixer", es: "Mezclador de floculación" },
    categoryId: "mixers",
    image: {
      src: "products/flocculation-mixer/main",
      slot: "card",
      alt: {
        en: "Slow-speed flocculation mixer with paddle impeller",
        es: "Mezclador de floculación de baja velocidad con agitador de palas",
      },
      label: { en: "Flocculation Mixer", es: "Mezclador de floculación" },
    },
    specs: [
      { field: "process", options: ["flocculation"] },
      { field: "mixer-type", option: "mechanical" },
      { field: "impeller", option: "paddle" },
    ],
    hasPage: false,
  },
  {
    id: "static-mixer",
    slug: { en: "static-mixer", es: "mezclador-estatico" },
    name: { en: "Static Mixer", es: "Mezclador estático" },
    categoryId: "mixers",
    image: {
      src: "products/static-mixer/main",
      slot: "card",
      alt: {
        en: "Inline static mixer with internal mixing elements",
        es: "Mezclador estático en línea con elementos de mezcla interiores",
      },
      label: { en: "Static Mixer", es: "Mezclador estático" },
    },
    specs: [{ field: "mixer-type", option: "static" }],
    hasPage: false,
  },
  {
    id: "biological-package-treatment-unit",
    slug: {
      en: "biological-package-treatment-unit",
      es: "planta-compacta-de-tratamiento-biologico-de-aguas-residuales",
    },
    name: {
      en: "Biological Package Wastewater Treatment",
      es: "Planta compacta de tratamiento biológico de aguas residuales",
    },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/biological-package-treatment-unit/main",
      slot: "card",
      alt: {
        en: "Factory-built biological package treatment unit",
        es: "Planta compacta de tratamiento biológico fabricada en taller",
      },
      label: {
        en: "Biological Package Wastewater Treatment",
        es: "Planta compacta de tratamiento biológico de aguas residuales",
      },
    },
    specs: [{ field: "process", options: ["biological"] }],
    hasPage: false,
  },
  {
    id: "chemical-treatment-package-unit",
    slug: {
      en: "chemical-treatment-package-unit",
      es: "planta-compacta-de-tratamiento-quimico-de-aguas-residuales",
    },
    name: {
      en: "Chemical Wastewater Treatment",
      es: "Planta compacta de tratamiento químico de aguas residuales",
    },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/chemical-treatment-package-unit/main",
      slot: "card",
      alt: {
        en: "Chemical treatment package unit with dosing and settling tanks",
        es: "Planta compacta de tratamiento químico con dosificación y decantación",
      },
      label: {
        en: "Chemical Wastewater Treatment",
        es: "Planta compacta de tratamiento químico de aguas residuales",
      },
    },
    specs: [{ field: "process", options: ["chemical"] }],
    hasPage: false,
  },
  {
    id: "industrial-treatment-package-unit",
    slug: {
      en: "industrial-treatment-package-unit",
      es: "planta-compacta-de-tratamiento-de-aguas-residuales-industriales",
    },
    name: {
      en: "Industrial Wastewater Treatment",
      es: "Planta compacta de tratamiento de aguas residuales industriales",
    },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/industrial-treatment-package-unit/main",
      slot: "card",
      alt: {
        en: "Package unit for industrial wastewater treatment",
        es: "Planta compacta para el tratamiento de aguas residuales industriales",
      },
      label: {
        en: "Industrial Wastewater Treatment",
        es: "Planta compacta de tratamiento de aguas residuales industriales",
      },
    },
    applications: ["industrial"],
    specs: [{ field: "water", option: "wastewater" }],
    hasPage: false,
  },
  {
    id: "package-drinking-water-treatment-units",
    slug: {
      en: "package-drinking-water-treatment-units",
      es: "plantas-compactas-de-potabilizacion",
    },
    name: {
      en: "Package Drinking Water Treatment Units",
      es: "Plantas compactas de potabilización",
    },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/package-drinking-water-treatment-units/main",
      slot: "card",
      alt: {
        en: "Package drinking water treatment unit with filters",
        es: "Planta compacta de potabilización con filtros",
      },
      label: {
        en: "Package Drinking Water Treatment Units",
        es: "Plantas compactas de potabilización",
      },
    },
    specs: [
      { field: "process", options: ["filtration"] },
      { field: "water", option: "drinking-water" },
    ],
    hasPage: false,
  },
  {
    id: "sbr-package-treatment-plant",
    slug: { en: "sbr-package-treatment-plant", es: "planta-compacta-sbr" },
    name: { en: "SBR Package Treatment Plant", es: "Planta compacta SBR" },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/sbr-package-treatment-plant/main",
      slot: "card",
      alt: {
        en: "Drawing of a reactor tank with a mixer, 7,000 mm across",
        es: "Dibujo de un tanque reactor con agitador, de 7000 mm de diámetro",
      },
      label: { en: "SBR Package Treatment Plant", es: "Planta compacta SBR" },
    },
    specs: [{ field: "process", options: ["sbr"] }],
    hasPage: false,
    provisional: true,
  },
  {
    id: "mbr-mbbr-package-treatment-plant",
    slug: { en: "mbr-mbbr-package-treatment-plant", es: "planta-compacta-mbr-mbbr" },
    name: { en: "MBR/MBBR Package Treatment Plant", es: "Planta compacta MBR/MBBR" },
    categoryId: "package-wastewater-treatment",
    image: {
      src: "products/mbr-mbbr-package-treatment-plant/main",
      slot: "card",
      alt: {
        en: "Layered bands of water in shades of blue",
        es: "Franjas superpuestas de agua en tonos azules",
      },
      label: { en: "MBR/MBBR Package Treatment Plant", es: "Planta compacta MBR/MBBR" },
    },
    specs: [{ field: "process", options: ["mbr", "mbbr"] }],
    hasPage: false,
    provisional: true,
  },
];
