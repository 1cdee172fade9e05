import type { Category } from "./types";

type SpecFields = NonNullable<Category["specFields"]>;
type SpecField = SpecFields[number];
type Words = { en: string; es: string };

// The specification fields a specifier shortlists each category's equipment by (the product
// page's table, the listing's filters, the comparison), in the table's order. Numbers are
// stated in the field's metric unit (app/lib/specs/units.ts); the units switch shows them in
// US customary units. A product's values are in app/content/products.ts.

const words = (en: string, es: string): Words => ({ en, es });

/** A number or a range (min to max) of a physical quantity, in a metric unit. */
const measured = (
  id: string,
  name: Words,
  kind: "number" | "range",
  measure: NonNullable<SpecField["measure"]>,
  unit: string,
  filterable?: boolean,
): SpecField => ({ id, name, kind, measure, unit, ...(filterable ? { filterable } : {}) });

/** One (`choice`) or several (`choices`) of a list of options, each `[id, en, es]`. */
const listed = (
  id: string,
  name: Words,
  kind: "choice" | "choices",
  options: Array<[string, string, string]>,
  filterable?: boolean,
): SpecField => ({
  id,
  name,
  kind,
  options: options.map(([option, en, es]) => ({ id: option, label: { en, es } })),
  ...(filterable ? { filterable } : {}),
});

const yesNo = (id: string, name: Words, filterable?: boolean): SpecField => ({
  id,
  name,
  kind: "boolean",
  ...(filterable ? { filterable } : {}),
});

const text = (id: string, name: Words): SpecField => ({ id, name, kind: "text" });

/** The materials the equipment is built in: the same list in every category. */
const material = (filterable?: boolean) =>
  listed(
    "material",
    words("Material of wetted parts", "Material de las partes en contacto con el agua"),
    "choices",
    [
      ["stainless-steel", "Stainless steel", "Acero inoxidable"],
      ["galvanised-steel", "Hot-dip galvanised steel", "Acero galvanizado en caliente"],
      ["painted-carbon-steel", "Painted carbon steel", "Acero al carbono pintado"],
      ["grp", "Glass-reinforced plastic (GRP)", "Poliéster reforzado con fibra de vidrio (PRFV)"],
    ],
    filterable,
  );

/** The grade of a stainless steel construction, where it is one. */
const stainlessGrade = listed(
  "stainless-grade",
  words("Stainless steel grade", "Calidad del acero inoxidable"),
  "choices",
  [
    ["aisi-304", "AISI 304", "AISI 304"],
    ["aisi-316", "AISI 316", "AISI 316"],
  ],
);

const drivePower = (filterable?: boolean) =>
  measured(
    "drive-power",
    words("Drive power", "Potencia de accionamiento"),
    "range",
    "power",
    "kw",
    filterable,
  );

const screeningFields: SpecFields = [
  measured("flow", words("Flow", "Caudal"), "range", "flow", "m3/h", true),
  listed(
    "screening",
    words("Screening", "Tipo de desbaste"),
    "choices",
    [
      ["coarse", "Coarse", "Gruesos"],
      ["medium", "Medium", "Medios"],
      ["fine", "Fine", "Finos"],
    ],
    true,
  ),
  measured(
    "bar-spacing",
    words("Bar spacing or opening", "Separación entre barrotes o luz de paso"),
    "range",
    "length",
    "mm",
    true,
  ),
  measured("channel-width", words("Channel width", "Ancho de canal"), "range", "length", "mm"),
  measured("channel-depth", words("Channel depth", "Profundidad de canal"), "range", "length", "mm"),
  measured("screen-angle", words("Installation angle", "Ángulo de instalación"), "range", "angle", "deg"),
  material(true),
  stainlessGrade,
  listed("cleaning", words("Cleaning control", "Mando de la limpieza"), "choices", [
    ["level", "Water level", "Nivel de agua"],
    ["timer", "Timer", "Temporizador"],
    ["continuous", "Continuous", "Continuo"],
    ["manual", "Manual", "Manual"],
  ]),
  yesNo("powered", words("Motor drive", "Accionamiento motorizado")),
  drivePower(),
];

const sieveFields: SpecFields = [
  measured("flow", words("Flow", "Caudal"), "range", "flow", "m3/h", true),
  measured(
    "opening",
    words("Mesh or slot opening", "Luz de malla o de ranura"),
    "range",
    "length",
    "mm",
    true,
  ),
  listed(
    "medium",
    words("Screening surface or filter medium", "Superficie filtrante o medio filtrante"),
    "choices",
    [
      ["wedge-wire", "Wedge wire", "Barras de perfil triangular"],
      ["mesh", "Mesh or cloth", "Malla o tela"],
      ["sand", "Sand", "Arena"],
      ["activated-carbon", "Activated carbon", "Carbón activo"],
    ],
    true,
  ),
  material(true),
  stainlessGrade,
  measured("design-pressure", words("Design pressure", "Presión de diseño"), "number", "pressure", "bar"),
  measured("vessel-diameter", words("Vessel diameter", "Diámetro del depósito"), "number", "length", "mm"),
  drivePower(),
];

const flowControlFields: SpecFields = [
  measured("width", words("Clear width", "Ancho libre"), "range", "length", "mm", true),
  measured("height", words("Clear height", "Altura libre"), "range", "length", "mm"),
  measured("head", words("Design water head", "Altura de agua de diseño"), "number", "length", "m"),
  listed(
    "mounting",
    words("Mounting", "Montaje"),
    "choice",
    [
      ["wall", "On a wall", "Mural"],
      ["channel", "In a channel", "En canal"],
    ],
    true,
  ),
  listed(
    "operation",
    words("Operation", "Accionamiento"),
    "choices",
    [
      ["handwheel", "Handwheel", "Volante manual"],
      ["electric", "Electric actuator", "Actuador eléctrico"],
      ["pneumatic", "Pneumatic actuator", "Actuador neumático"],
      ["hydraulic", "Hydraulic actuator", "Actuador hidráulico"],
    ],
    true,
  ),
  listed("spindle", words("Spindle", "Husillo"), "choice", [
    ["rising", "Rising", "Ascendente"],
    ["non-rising", "Non-rising", "No ascendente"],
  ]),
  material(true),
  stainlessGrade,
];

const scraperFields: SpecFields = [
  listed(
    "tank-shape",
    words("Tank shape", "Forma del depósito"),
    "choice",
    [
      ["rectangular", "Rectangular", "Rectangular"],
      ["circular", "Circular", "Circular"],
    ],
    true,
  ),
  listed(
    "removes",
    words("Removes", "Retira"),
    "choices",
    [
      ["sludge", "Settled sludge", "Lodo decantado"],
      ["scum", "Floating scum and grease", "Flotantes y grasas"],
      ["grit", "Grit", "Arenas"],
    ],
    true,
  ),
  measured("tank-diameter", words("Tank diameter", "Diámetro del depósito"), "range", "length", "m", true),
  measured("tank-width", words("Tank width", "Ancho del depósito"), "range", "length", "m", true),
  measured("tank-length", words("Tank length", "Longitud del depósito"), "range", "length", "m"),
  listed("drive", words("Drive", "Accionamiento"), "choice", [
    ["geared-motor", "Geared motor", "Motorreductor"],
    ["hydraulic", "Hydraulic", "Hidráulico"],
  ]),
  measured("travel-speed", words("Travel speed", "Velocidad de traslación"), "number", "speed", "m/s"),
  drivePower(),
  material(),
];

const dewateringFields: SpecFields = [
  listed(
    "duty",
    words("Duty", "Función"),
    "choice",
    [
      ["thickening", "Thickening", "Espesado"],
      ["dewatering", "Dewatering", "Deshidratación"],
      ["polymer-preparation", "Polymer preparation", "Preparación de polielectrolito"],
    ],
    true,
  ),
  measured("throughput", words("Throughput", "Caudal tratado"), "range", "flow", "m3/h", true),
  measured("belt-width", words("Belt width", "Ancho de banda"), "number", "length", "mm", true),
  measured(
    "dry-solids",
    words("Dry solids at the outlet", "Sequedad a la salida"),
    "range",
    "percentage",
    "percent",
  ),
  yesNo("automatic", words("Automatic operation", "Funcionamiento automático")),
  drivePower(),
  material(),
];

const conveyingFields: SpecFields = [
  listed(
    "handles",
    words("Handles", "Manipula"),
    "choices",
    [
      ["screenings", "Screenings", "Residuos de desbaste"],
      ["sludge", "Dewatered sludge", "Lodo deshidratado"],
      ["grit", "Grit", "Arenas"],
      ["loads", "Equipment and loads", "Equipos y cargas"],
    ],
    true,
  ),
  measured("capacity", words("Capacity", "Capacidad"), "range", "flow", "m3/h", true),
  measured(
    "length",
    words("Conveying length or reach", "Longitud de transporte o alcance"),
    "range",
    "length",
    "m",
    true,
  ),
  measured("lifting-capacity", words("Lifting capacity", "Capacidad de elevación"), "number", "mass", "kg"),
  measured("inclination", words("Inclination", "Inclinación"), "range", "angle", "deg"),
  measured(
    "belt-or-screw-size",
    words("Belt width or screw diameter", "Ancho de banda o diámetro del tornillo"),
    "number",
    "length",
    "mm",
  ),
  drivePower(),
  material(),
];

const aerationFields: SpecFields = [
  listed(
    "shaft",
    words("Shaft", "Eje"),
    "choice",
    [
      ["vertical", "Vertical", "Vertical"],
      ["horizontal", "Horizontal", "Horizontal"],
    ],
    true,
  ),
  listed(
    "mounting",
    words("Mounting", "Montaje"),
    "choice",
    [
      ["floating", "Floating", "Flotante"],
      ["fixed", "Fixed to a walkway or bridge", "Fijo en pasarela o puente"],
    ],
    true,
  ),
  measured("motor-power", words("Motor power", "Potencia del motor"), "range", "power", "kw", true),
  text("oxygen-transfer", words("Oxygen transfer (SOTR)", "Transferencia de oxígeno (SOTR)")),
  measured(
    "rotor-diameter",
    words("Rotor or impeller diameter", "Diámetro del rotor o rodete"),
    "number",
    "length",
    "mm",
  ),
  measured("speed", words("Rotational speed", "Velocidad de giro"), "number", "rotation", "rpm"),
  measured("flow", words("Flow treated (flotation)", "Caudal tratado (flotación)"), "range", "flow", "m3/h"),
  material(),
];

const mixerFields: SpecFields = [
  listed(
    "process",
    words("Process", "Proceso"),
    "choices",
    [
      ["coagulation", "Coagulation (rapid mixing)", "Coagulación (mezcla rápida)"],
      ["flocculation", "Flocculation", "Floculación"],
    ],
    true,
  ),
  listed(
    "mixer-type",
    words("Mixer type", "Tipo de mezclador"),
    "choice",
    [
      ["mechanical", "Mechanical (motor and impeller)", "Mecánico (motor y rodete)"],
      ["static", "Static (inline elements)", "Estático (elementos en línea)"],
    ],
    true,
  ),
  listed("impeller", words("Impeller", "Rodete"), "choice", [
    ["paddle", "Paddle", "Palas"],
    ["propeller", "Propeller", "Hélice"],
    ["turbine", "Turbine", "Turbina"],
  ]),
  measured("motor-power", words("Motor power", "Potencia del motor"), "range", "power", "kw", true),
  measured("speed", words("Rotational speed", "Velocidad de giro"), "range", "rotation", "rpm"),
  measured("tank-volume", words("Tank volume", "Volumen del depósito"), "range", "volume", "m3"),
  measured("pipe-diameter", words("Pipe diameter", "Diámetro de tubería"), "number", "length", "mm"),
  material(),
];

const packageFields: SpecFields = [
  listed(
    "process",
    words("Process", "Proceso"),
    "choices",
    [
      ["biological", "Biological", "Biológico"],
      ["chemical", "Chemical", "Químico"],
      ["sbr", "Sequencing batch reactor (SBR)", "Reactor biológico secuencial (SBR)"],
      ["mbr", "Membrane bioreactor (MBR)", "Biorreactor de membrana (MBR)"],
      ["mbbr", "Moving bed biofilm reactor (MBBR)", "Reactor de lecho móvil (MBBR)"],
      ["filtration", "Filtration", "Filtración"],
    ],
    true,
  ),
  listed("water", words("Water treated", "Agua tratada"), "choice", [
    ["wastewater", "Wastewater", "Agua residual"],
    ["drinking-water", "Drinking water", "Agua potable"],
  ]),
  measured(
    "population-equivalent",
    words("Population equivalent", "Habitantes equivalentes"),
    "range",
    "count",
    "count",
    true,
  ),
  measured("flow", words("Flow", "Caudal"), "range", "flow", "m3/d", true),
  measured("installed-power", words("Installed power", "Potencia instalada"), "range", "power", "kw"),
  text("effluent", words("Treated water quality", "Calidad del agua tratada")),
  material(),
];

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
    specFields: screeningFields,
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
    specFields: sieveFields,
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
    specFields: flowControlFields,
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
    specFields: scraperFields,
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
    specFields: dewateringFields,
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
    specFields: conveyingFields,
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
    specFields: aerationFields,
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
    specFields: mixerFields,
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
    specFields: packageFields,
  },
];
