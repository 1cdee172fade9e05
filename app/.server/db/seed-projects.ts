// Demo project references for a first run (`npm run db:seed`, a new embedded database): plants
// of invented clients that show how a reference reads, each saying it is a demo to replace.
// Their photographs are the seed's artwork, put in the media library with their words.
import type { ContentData } from "~/lib/content/schemas";

type ProjectData = ContentData<"project">;

/** A demo photograph: a file of `content-images/` and its words. */
export interface DemoPhoto {
  file: string;
  alt: { en: string; es: string };
}

export interface DemoProject {
  key: string;
  data: Omit<ProjectData, "photos" | "body"> & { body: { en: string[]; es: string[] } };
  photos: Array<DemoPhoto & { caption?: { en: string; es: string } }>;
}

const DEMO_NOTE = {
  en: "<p><em>Demo reference: an example of how a reference reads on this site. Replace it with one of the company's own plants, or delete it.</em></p>",
  es: "<p><em>Referencia de demostración: un ejemplo de cómo se lee una referencia en este sitio. Sustitúyala por una planta real de la empresa o elimínela.</em></p>",
};

/** A demo body: the demo note, then its paragraphs. */
export const demoBody = (body: DemoProject["data"]["body"]) => ({
  en: DEMO_NOTE.en + body.en.map((paragraph) => `<p>${paragraph}</p>`).join(""),
  es: DEMO_NOTE.es + body.es.map((paragraph) => `<p>${paragraph}</p>`).join(""),
});

const photo = (file: string, en: string, es: string): DemoPhoto => ({
  file: `services/${file}.webp`,
  alt: { en, es },
});

export const demoProjects: DemoProject[] = [
  {
    key: "demo-konya-inlet-works",
    data: {
      slug: { en: "demo-konya-inlet-works", es: "demo-obra-de-entrada-konya" },
      title: {
        en: "Inlet works of a municipal wastewater plant, Konya",
        es: "Obra de entrada de una depuradora municipal, Konya",
      },
      summary: {
        en: "Coarse and fine screening, screenings presses and grit removal for a 200,000 m³/day municipal plant.",
        es: "Desbaste grueso y fino, prensas de residuos y desarenado para una depuradora municipal de 200.000 m³/día.",
      },
      body: {
        en: [
          "The plant's inlet works were rebuilt in two lines while the plant kept running. Cable-operated bar screens take out coarse solids, then drum screens with 6 mm perforations protect the biological stage.",
          "Screenings are washed and pressed before they leave the building; grit and grease are removed in two aerated channels with travelling bridges.",
        ],
        es: [
          "La obra de entrada se reconstruyó en dos líneas sin detener la planta. Las rejas de limpieza por cable retienen los sólidos gruesos y los tamices de tambor con perforaciones de 6 mm protegen la etapa biológica.",
          "Los residuos se lavan y prensan antes de salir del edificio; la arena y las grasas se eliminan en dos canales aireados con puentes móviles.",
        ],
      },
      clientType: "municipal",
      country: "TR",
      city: { en: "Konya", es: "Konya" },
      coordinates: { latitude: 37.8746, longitude: 32.4932 },
      year: 2021,
      capacity: 200_000,
      populationEquivalent: 900_000,
      products: [
        { productId: "cable-operated-bar-screen", quantity: 2 },
        { productId: "drum-screen", quantity: 4 },
        { productId: "compactor-and-screening-press", quantity: 4 },
        { productId: "grit-and-grease-removal-bridge", quantity: 2 },
      ],
      services: ["wastewater-treatment", "mechanical-equipment-manufacturing"],
      testimonial: {
        quote: {
          en: "The new inlet works came into service line by line without a single day of bypass.",
          es: "La nueva obra de entrada entró en servicio línea a línea sin un solo día de bypass.",
        },
        role: { en: "Plant manager (demo)", es: "Jefe de planta (demo)" },
      },
      featured: true,
    },
    photos: [
      photo(
        "wastewater-treatment/gallery-01",
        "Screening channels of a municipal wastewater plant",
        "Canales de desbaste de una depuradora municipal",
      ),
      photo(
        "wastewater-treatment/gallery-02",
        "Drum screens installed in the inlet channels",
        "Tamices de tambor instalados en los canales de entrada",
      ),
      photo(
        "wastewater-treatment/gallery-03",
        "Grit and grease removal channels",
        "Canales de desarenado y desengrasado",
      ),
    ],
  },
  {
    key: "demo-monterrey-brewery-effluent",
    data: {
      slug: { en: "demo-monterrey-brewery-effluent", es: "demo-efluente-cerveceria-monterrey" },
      title: {
        en: "Effluent pre-treatment of a brewery, Monterrey",
        es: "Pretratamiento del efluente de una cervecería, Monterrey",
      },
      summary: {
        en: "Rotary sieves, dissolved air flotation and sludge dewatering for 4,500 m³/day of brewery effluent.",
        es: "Tamices rotativos, flotación por aire disuelto y deshidratación de lodos para 4.500 m³/día de efluente cervecero.",
      },
      body: {
        en: [
          "Brewery effluent carries spent grain, yeast and labels. Two rotary sieves remove the solids, and a dissolved air flotation unit takes out fats and suspended matter before the municipal sewer.",
          "The flotation sludge is thickened and dewatered on a belt filter press fed by an automatic polymer preparation unit.",
        ],
        es: [
          "El efluente de una cervecería arrastra bagazo, levadura y etiquetas. Dos tamices rotativos retienen los sólidos y una unidad de flotación por aire disuelto elimina grasas y sólidos en suspensión antes del alcantarillado municipal.",
          "El lodo de flotación se espesa y deshidrata en un filtro prensa de bandas alimentado por una unidad automática de preparación de polímero.",
        ],
      },
      clientType: "industrial",
      sector: "food-beverage",
      country: "MX",
      city: { en: "Monterrey", es: "Monterrey" },
      coordinates: { latitude: 25.6866, longitude: -100.3161 },
      year: 2023,
      capacity: 4_500,
      products: [
        { productId: "rotary-sieve", quantity: 2 },
        { productId: "dissolved-air-flotation-daf", quantity: 1 },
        { productId: "belt-filter-press", quantity: 1 },
        { productId: "automatic-polymer-preparation-unit", quantity: 1 },
      ],
      services: ["industrial-wastewater-treatment", "sludge-dewatering"],
      featured: true,
    },
    photos: [
      photo(
        "industrial-wastewater-treatment/gallery-01",
        "Industrial effluent treatment plant",
        "Planta de tratamiento de efluentes industriales",
      ),
      photo(
        "sludge-dewatering/gallery-01",
        "Belt filter press dewatering sludge",
        "Filtro prensa de bandas deshidratando lodo",
      ),
    ],
  },
  {
    key: "demo-bursa-textile-dyehouse",
    data: {
      slug: { en: "demo-bursa-textile-dyehouse", es: "demo-tintoreria-textil-bursa" },
      title: {
        en: "Chemical treatment of a textile dyehouse, Bursa",
        es: "Tratamiento químico de una tintorería textil, Bursa",
      },
      summary: {
        en: "Fibre sieving, coagulation, flocculation and a chemical treatment package for 6,000 m³/day of dyehouse effluent.",
        es: "Tamizado de fibras, coagulación, floculación y una unidad compacta de tratamiento químico para 6.000 m³/día de efluente de tintorería.",
      },
      body: {
        en: [
          "Static sieves catch the fibres before equalisation. Coagulation and flocculation mixers condition the effluent for the chemical treatment package unit, which removes colour and suspended solids.",
        ],
        es: [
          "Los tamices estáticos retienen las fibras antes de la homogeneización. Los agitadores de coagulación y floculación acondicionan el efluente para la unidad compacta de tratamiento químico, que elimina el color y los sólidos en suspensión.",
        ],
      },
      clientType: "industrial",
      sector: "textile",
      country: "TR",
      city: { en: "Bursa", es: "Bursa" },
      coordinates: { latitude: 40.1885, longitude: 29.061 },
      year: 2020,
      capacity: 6_000,
      products: [
        { productId: "static-sieve", quantity: 2 },
        { productId: "coagulation-mixer", quantity: 2 },
        { productId: "flocculation-mixer", quantity: 2 },
        { productId: "chemical-treatment-package-unit", quantity: 1 },
      ],
      services: ["chemical-wastewater-treatment"],
    },
    photos: [
      photo(
        "chemical-wastewater-treatment/gallery-01",
        "Chemical treatment tanks of a textile plant",
        "Tanques de tratamiento químico de una planta textil",
      ),
    ],
  },
  {
    key: "demo-katy-package-plant",
    data: {
      slug: { en: "demo-katy-package-plant", es: "demo-planta-compacta-katy" },
      title: {
        en: "Package wastewater plant for a residential district, Katy, Texas",
        es: "Planta compacta de aguas residuales para un distrito residencial, Katy, Texas",
      },
      summary: {
        en: "Two SBR package plants with fine screening and automation for a growing district of 6,000 residents.",
        es: "Dos plantas compactas SBR con tamizado fino y automatización para un distrito en crecimiento de 6.000 habitantes.",
      },
      body: {
        en: [
          "The district needed treatment capacity before its sewer reached the city's network. Two sequencing batch reactor package plants were delivered in stages, the second as the district grew.",
        ],
        es: [
          "El distrito necesitaba capacidad de tratamiento antes de que su red llegara a la de la ciudad. Se entregaron dos plantas compactas de reactor secuencial por etapas, la segunda a medida que crecía el distrito.",
        ],
      },
      clientType: "municipal",
      country: "US",
      city: { en: "Katy, Texas", es: "Katy, Texas" },
      coordinates: { latitude: 29.7858, longitude: -95.8245 },
      year: 2022,
      capacity: 1_500,
      populationEquivalent: 6_000,
      products: [
        { productId: "sbr-package-treatment-plant", quantity: 2 },
        { productId: "basket-screen", quantity: 1 },
      ],
      services: ["biological-package-wastewater-treatment", "electrical-and-automation"],
    },
    photos: [
      photo(
        "biological-package-wastewater-treatment/gallery-01",
        "Package wastewater treatment plant",
        "Planta compacta de tratamiento de aguas residuales",
      ),
      photo(
        "biological-package-wastewater-treatment/gallery-02",
        "Control panel of a package plant",
        "Cuadro de control de una planta compacta",
      ),
    ],
  },
  {
    key: "demo-tbilisi-drinking-water",
    data: {
      slug: { en: "demo-tbilisi-drinking-water", es: "demo-agua-potable-tiflis" },
      title: {
        en: "Drinking water treatment units, Tbilisi",
        es: "Unidades de tratamiento de agua potable, Tiflis",
      },
      summary: {
        en: "Package drinking water units with sand and carbon filters for 12,000 m³/day of river water.",
        es: "Unidades compactas de agua potable con filtros de arena y carbón para 12.000 m³/día de agua de río.",
      },
      body: {
        en: [
          "Three package units clarify river water; six pressure sand and carbon filters polish it before disinfection.",
        ],
        es: [
          "Tres unidades compactas clarifican el agua del río; seis filtros a presión de arena y carbón la afinan antes de la desinfección.",
        ],
      },
      clientType: "municipal",
      country: "GE",
      city: { en: "Tbilisi", es: "Tiflis" },
      year: 2018,
      capacity: 12_000,
      products: [
        { productId: "package-drinking-water-treatment-units", quantity: 3 },
        { productId: "pressure-sand-and-carbon-filters", quantity: 6 },
      ],
      services: ["drinking-water-treatment"],
    },
    photos: [
      photo(
        "drinking-water-treatment/gallery-01",
        "Drinking water treatment units",
        "Unidades de tratamiento de agua potable",
      ),
    ],
  },
  {
    key: "demo-guadalajara-sludge",
    data: {
      slug: { en: "demo-guadalajara-sludge", es: "demo-lodos-guadalajara" },
      title: {
        en: "Sludge thickening and dewatering, Guadalajara",
        es: "Espesamiento y deshidratación de lodos, Guadalajara",
      },
      summary: {
        en: "Belt thickeners, belt filter presses and conveyors for the sludge of a 50,000 m³/day municipal plant.",
        es: "Espesadores de banda, filtros prensa de bandas y transportadores para los lodos de una depuradora municipal de 50.000 m³/día.",
      },
      body: {
        en: [
          "Waste activated sludge is thickened on two belt thickeners and dewatered on three belt filter presses; screw conveyors carry the cake to the trucks.",
        ],
        es: [
          "El lodo activado en exceso se espesa en dos espesadores de banda y se deshidrata en tres filtros prensa de bandas; transportadores de tornillo llevan la torta a los camiones.",
        ],
      },
      clientType: "municipal",
      country: "MX",
      city: { en: "Guadalajara", es: "Guadalajara" },
      coordinates: { latitude: 20.6597, longitude: -103.3496 },
      year: 2024,
      capacity: 50_000,
      populationEquivalent: 250_000,
      products: [
        { productId: "belt-type-mechanical-thickener", quantity: 2 },
        { productId: "belt-filter-press", quantity: 3 },
        { productId: "screw-conveyor", quantity: 2 },
      ],
      services: ["sludge-dewatering"],
    },
    photos: [
      photo("sludge-dewatering/gallery-02", "Sludge dewatering hall", "Sala de deshidratación de lodos"),
      photo(
        "sludge-dewatering/gallery-03",
        "Screw conveyor carrying sludge cake",
        "Transportador de tornillo con torta de lodo",
      ),
    ],
  },
  {
    key: "demo-antalya-resort",
    data: {
      slug: { en: "demo-antalya-resort", es: "demo-complejo-turistico-antalya" },
      title: {
        en: "MBR plant of a holiday resort, Antalya",
        es: "Planta MBR de un complejo turístico, Antalya",
      },
      summary: {
        en: "A membrane bioreactor with fine screening and odour control, reusing treated water for irrigation.",
        es: "Un biorreactor de membrana con tamizado fino y control de olores, que reutiliza el agua tratada para riego.",
      },
      body: {
        en: [
          "The resort treats its own wastewater next to the guests' gardens: a perforated screen and an MBR package plant, covered and ventilated through an odour treatment unit. The permeate irrigates the gardens.",
        ],
        es: [
          "El complejo trata sus propias aguas residuales junto a los jardines de los huéspedes: un tamiz perforado y una planta compacta MBR, cubiertos y ventilados a través de una unidad de tratamiento de olores. El permeado riega los jardines.",
        ],
      },
      clientType: "private",
      country: "TR",
      city: { en: "Antalya", es: "Antalya" },
      coordinates: { latitude: 36.8969, longitude: 30.7133 },
      year: 2017,
      capacity: 800,
      products: [
        { productId: "perforated-screen", quantity: 1 },
        { productId: "mbr-mbbr-package-treatment-plant", quantity: 1 },
      ],
      services: ["biological-package-wastewater-treatment", "odor-treatment"],
    },
    photos: [
      photo(
        "odor-treatment/gallery-01",
        "Odour treatment unit beside a treatment plant",
        "Unidad de tratamiento de olores junto a una planta",
      ),
    ],
  },
  {
    key: "demo-ankara-dairy",
    data: {
      slug: { en: "demo-ankara-dairy", es: "demo-lacteos-ankara" },
      title: {
        en: "Wastewater treatment of a dairy, Ankara",
        es: "Tratamiento de aguas residuales de una industria láctea, Ankara",
      },
      summary: {
        en: "Screening, flotation, an industrial package unit and aeration for 2,500 m³/day of dairy wastewater.",
        es: "Tamizado, flotación, una unidad compacta industrial y aireación para 2.500 m³/día de aguas residuales lácteas.",
      },
      body: {
        en: [
          "An internal feed drum screen and a dissolved air flotation unit remove solids and fat; an industrial treatment package unit with floating aerators completes the biological treatment.",
        ],
        es: [
          "Un tamiz de tambor de alimentación interna y una unidad de flotación por aire disuelto eliminan sólidos y grasas; una unidad compacta industrial con aireadores flotantes completa el tratamiento biológico.",
        ],
      },
      clientType: "industrial",
      sector: "dairy",
      country: "TR",
      city: { en: "Ankara", es: "Ankara" },
      coordinates: { latitude: 39.9334, longitude: 32.8597 },
      year: 2016,
      capacity: 2_500,
      products: [
        { productId: "internal-feed-drum-screen", quantity: 1 },
        { productId: "dissolved-air-flotation-daf", quantity: 1 },
        { productId: "industrial-treatment-package-unit", quantity: 1 },
        { productId: "float-aerator", quantity: 4 },
      ],
      services: ["industrial-wastewater-treatment"],
    },
    photos: [
      photo(
        "industrial-wastewater-treatment/gallery-02",
        "Flotation unit of a dairy's treatment plant",
        "Unidad de flotación de la depuradora de una industria láctea",
      ),
    ],
  },
];
