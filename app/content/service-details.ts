import type { ServiceDetails } from "./types";

/** What each service page shows below its hero, in the order of `services`. */
export const serviceDetails: ServiceDetails[] = [
  // ---------------------------------------------------------------- Wastewater Treatment
  {
    id: "wastewater-treatment",
    tagline: {
      en: "Turnkey municipal and industrial treatment plants",
      es: "Plantas municipales e industriales llave en mano",
    },
    intro: {
      en: [
        "We design, manufacture and install complete wastewater treatment plants for municipalities and industry, and we take responsibility for the whole project: wastewater characterization and process design, civil, mechanical and electrical engineering, manufacture of the equipment in our own facilities, installation, commissioning and operator training.",
        "Each plant is sized for the actual flow and pollutant load (BOD, COD, suspended solids, nitrogen and phosphorus) and for the discharge or reuse limits that apply at the site. A typical process train combines preliminary treatment, primary settling, biological treatment by activated sludge, extended aeration, SBR, MBBR or MBR, secondary clarification, tertiary filtration and disinfection, together with a complete sludge line.",
        "Screens, scrapers, aerators, mixers, sludge dewatering units and control panels all come from our own production. A single supplier therefore answers for the process guarantee, the delivery schedule and the supply of spare parts over the life of the plant.",
      ],
      es: [
        "Diseñamos, fabricamos e instalamos plantas de tratamiento de aguas residuales (PTAR) completas para municipios e industrias, y asumimos la responsabilidad de todo el proyecto: caracterización del agua residual y diseño del proceso, ingeniería civil, mecánica y eléctrica, fabricación de los equipos en nuestras propias instalaciones, montaje, puesta en marcha y capacitación de operadores.",
        "Cada planta se dimensiona para el caudal y la carga contaminante reales (DBO, DQO, sólidos suspendidos, nitrógeno y fósforo) y para los límites de vertido o de reúso exigidos en el sitio. Una línea de proceso típica combina pretratamiento, decantación primaria, tratamiento biológico por lodos activados, aireación extendida, SBR, MBBR o MBR, clarificación secundaria, filtración terciaria y desinfección, junto con una línea de lodos completa.",
        "Las rejas, los puentes barredores, los aireadores, los agitadores, los equipos de deshidratación de lodos y los tableros de control salen de nuestra propia fábrica. Así, un único proveedor responde por la garantía de proceso, los plazos de entrega y el suministro de repuestos durante toda la vida útil de la planta.",
      ],
    },
    sections: [
      {
        heading: { en: "Turnkey scope", es: "Alcance llave en mano" },
        bullets: {
          en: [
            "Wastewater characterization, feasibility studies and process design",
            "Hydraulic, civil, mechanical and electrical engineering",
            "Manufacture and supply of mechanical equipment and control panels",
            "Site installation, piping and steel structures",
            "Commissioning, performance testing and operator training",
            "After-sales service, spare parts and operation support",
          ],
          es: [
            "Caracterización del agua residual, estudios de factibilidad y diseño del proceso",
            "Ingeniería hidráulica, civil, mecánica y eléctrica",
            "Fabricación y suministro de equipos mecánicos y tableros de control",
            "Montaje en obra, tuberías y estructuras metálicas",
            "Puesta en marcha, pruebas de desempeño y capacitación de operadores",
            "Servicio posventa, repuestos y asistencia a la operación",
          ],
        },
      },
      {
        heading: { en: "Treatment stages", es: "Etapas de tratamiento" },
        bullets: {
          en: [
            "Preliminary treatment: coarse and fine screening, grit and grease removal",
            "Primary treatment: flow equalization, primary clarifiers or dissolved air flotation",
            "Biological treatment: activated sludge, extended aeration, SBR, MBBR or MBR, with nitrogen and phosphorus removal where required",
            "Secondary clarification with rotating or longitudinal scraper bridges",
            "Tertiary treatment: filtration and UV or chlorine disinfection for discharge or reuse",
            "Sludge line: thickening, stabilization and mechanical dewatering",
          ],
          es: [
            "Pretratamiento: desbaste grueso y fino, desarenado y desengrasado",
            "Tratamiento primario: homogeneización de caudales, decantadores primarios o flotación por aire disuelto",
            "Tratamiento biológico: lodos activados, aireación extendida, SBR, MBBR o MBR, con eliminación de nitrógeno y fósforo cuando se requiere",
            "Clarificación secundaria con puentes barredores giratorios o longitudinales",
            "Tratamiento terciario: filtración y desinfección UV o con cloro para vertido o reúso",
            "Línea de lodos: espesamiento, estabilización y deshidratación mecánica",
          ],
        },
      },
      {
        heading: { en: "Applications", es: "Aplicaciones" },
        paragraphs: {
          en: [
            "Our plants treat municipal sewage for towns and cities, residential developments, industrial parks, hotels and resorts, airports and work camps, as well as the process effluents of food and beverage, textile, chemical, metal and paper plants.",
            "We build new plants and also upgrade existing ones, adding capacity, nutrient removal or tertiary treatment so that they meet stricter discharge permits without interrupting operation.",
          ],
          es: [
            "Nuestras plantas tratan aguas residuales municipales de ciudades y poblaciones, desarrollos residenciales, parques industriales, hoteles, aeropuertos y campamentos, así como efluentes de proceso de la industria alimentaria y de bebidas, textil, química, metalúrgica y papelera.",
            "Construimos plantas nuevas y también ampliamos y modernizamos plantas existentes, incorporando capacidad, eliminación de nutrientes o tratamiento terciario para cumplir permisos de vertido más exigentes sin interrumpir la operación.",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/wastewater-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "Inlet works with mechanical bar screens",
          es: "Obra de llegada con rejas mecánicas de desbaste",
        },
        alt: {
          en: "Two parallel concrete channels, each fitted with an inclined stainless steel mechanical bar screen and a screenings conveyor",
          es: "Dos canales de hormigón paralelos, cada uno con una reja mecánica inclinada de acero inoxidable y un transportador de residuos de desbaste",
        },
        label: { en: "Inlet screening", es: "Desbaste de entrada" },
      },
      {
        src: "services/wastewater-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Aeration basin with fine-bubble diffusers",
          es: "Reactor de aireación con difusores de burbuja fina",
        },
        alt: {
          en: "Rectangular aeration basin with an evenly bubbling water surface and a steel walkway along its edge",
          es: "Reactor de aireación rectangular con la superficie del agua burbujeando de forma uniforme y una pasarela de acero en su borde",
        },
        label: { en: "Aeration basin", es: "Reactor de aireación" },
      },
      {
        src: "services/wastewater-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Secondary clarifier with rotating bridge",
          es: "Clarificador secundario con puente giratorio",
        },
        alt: {
          en: "Circular concrete clarifier with a steel scraper bridge spanning from the center to the outer wall and clear water at the overflow weir",
          es: "Clarificador circular de hormigón con un puente barredor de acero que va del centro al muro exterior y agua clara en el vertedero perimetral",
        },
        label: { en: "Secondary clarifier", es: "Clarificador secundario" },
      },
      {
        src: "services/wastewater-treatment/gallery-04",
        slot: "gallery",
        title: {
          en: "Aerated grit and grease removal channel",
          es: "Desarenador-desengrasador aireado",
        },
        alt: {
          en: "Long rectangular channel with a traveling bridge carrying a grit pump and a surface skimmer for grease",
          es: "Canal rectangular largo con un puente móvil que lleva una bomba de arenas y un rascador superficial de grasas",
        },
        label: { en: "Grit removal", es: "Desarenado y desengrasado" },
      },
      {
        src: "services/wastewater-treatment/gallery-05",
        slot: "gallery",
        title: {
          en: "Sludge dewatering building with belt filter press",
          es: "Edificio de deshidratación de lodos con filtro banda",
        },
        alt: {
          en: "Indoor view of a belt filter press with a screw conveyor carrying sludge cake to a container",
          es: "Vista interior de un filtro banda con un transportador de tornillo que lleva la torta de lodo a un contenedor",
        },
        label: { en: "Sludge dewatering", es: "Deshidratación de lodos" },
      },
      {
        src: "services/wastewater-treatment/gallery-06",
        slot: "gallery",
        title: {
          en: "UV disinfection channel before discharge",
          es: "Canal de desinfección UV antes del vertido",
        },
        alt: {
          en: "Open concrete channel with banks of ultraviolet lamp modules lowered into the treated water",
          es: "Canal abierto de hormigón con bancos de módulos de lámparas ultravioleta sumergidos en el agua tratada",
        },
        label: { en: "UV disinfection", es: "Desinfección UV" },
      },
      {
        src: "services/wastewater-treatment/gallery-07",
        slot: "gallery",
        title: {
          en: "Plant control room with SCADA workstations",
          es: "Sala de control de la planta con estaciones SCADA",
        },
        alt: {
          en: "Operator desk with several monitors showing process diagrams and trend charts of the treatment plant",
          es: "Puesto de operador con varios monitores que muestran diagramas de proceso y gráficos de tendencia de la planta",
        },
        label: { en: "Control room", es: "Sala de control" },
      },
      {
        src: "services/wastewater-treatment/gallery-08",
        slot: "gallery",
        title: {
          en: "Completed municipal wastewater treatment plant",
          es: "Planta municipal de aguas residuales terminada",
        },
        alt: {
          en: "Aerial view of a finished treatment plant with aeration basins, two circular clarifiers and a service building surrounded by green areas",
          es: "Vista aérea de una planta terminada con reactores de aireación, dos clarificadores circulares y un edificio de servicios rodeado de áreas verdes",
        },
        label: { en: "Municipal plant", es: "Planta municipal" },
      },
    ],
  },

  // ---------------------------------------------------------------- Mechanical Equipment Manufacturing
  {
    id: "mechanical-equipment-manufacturing",
    tagline: {
      en: "More than 100 equipment types made in-house",
      es: "Más de 100 tipos de equipos de fabricación propia",
    },
    intro: {
      en: [
        "We manufacture more than 100 types of water and wastewater treatment equipment in our own production facilities in Turkey, from coarse and fine screens to sludge scrapers, aerators, mixers, flow-control gates and sludge dewatering machines. Design, cutting, welding, surface treatment, assembly and factory testing are carried out under one roof and under our ISO 9001:2015 quality management system.",
        "Every piece of equipment is engineered to the hydraulic data, channel or tank dimensions and site conditions of its project. Wetted parts are made from AISI 304 or AISI 316 stainless steel or hot-dip galvanized carbon steel as the application requires, and gear motors, bearings and seals are selected from established manufacturers with worldwide service networks.",
        "Our equipment goes into our own turnkey plants and is also supplied to contractors, engineering firms and plant operators for new plants and upgrades, with installation supervision, commissioning and long-term spare parts support.",
      ],
      es: [
        "Fabricamos más de 100 tipos de equipos para el tratamiento de agua y aguas residuales en nuestras propias instalaciones de producción en Turquía: desde rejas de desbaste gruesas y finas hasta barredores de lodos, aireadores, agitadores, compuertas de regulación y equipos de deshidratación de lodos. El diseño, el corte, la soldadura, el tratamiento superficial, el montaje y las pruebas en fábrica se realizan bajo un mismo techo y bajo nuestro sistema de gestión de la calidad ISO 9001:2015.",
        "Cada equipo se diseña según los datos hidráulicos, las dimensiones del canal o del tanque y las condiciones del sitio de su proyecto. Las partes en contacto con el agua se fabrican en acero inoxidable AISI 304 o AISI 316 o en acero al carbono galvanizado en caliente, según la aplicación, y los motorreductores, rodamientos y sellos se eligen entre fabricantes reconocidos con redes de servicio en todo el mundo.",
        "Nuestros equipos se integran en nuestras propias plantas llave en mano y también se suministran a contratistas, empresas de ingeniería y operadores para plantas nuevas y ampliaciones, con supervisión de montaje, puesta en marcha y suministro de repuestos a largo plazo.",
      ],
    },
    sections: [
      {
        heading: { en: "Product range", es: "Gama de productos" },
        bullets: {
          en: [
            "Screening equipment: manual, mechanical, drum, perforated and static screens, screenings compactors and grit classifiers",
            "Sieves and filters: rotary, static and micro disk sieves, pressure sand and carbon filters",
            "Flow-control equipment: penstocks, stop-logs, adjustable weirs and telescopic valves",
            "Surface and bottom scrapers: rotating and longitudinal bridges, grit and grease removal bridges",
            "Sludge dewatering: belt filter presses, belt and rotary thickeners, polymer preparation units",
            "Aeration and mixing: surface and brush aerators, dissolved air flotation units, coagulation, flocculation, dynamic and static mixers",
            "Conveying: screw conveyors, belt conveyors and jib cranes",
          ],
          es: [
            "Equipos de desbaste: rejas manuales y mecánicas, tamices de tambor, rejas perforadas y estáticas, compactadores de residuos y clasificadores de arenas",
            "Tamices y filtros: tamices rotativos, estáticos y de microdiscos, filtros a presión de arena y de carbón",
            "Equipos de regulación de caudal: compuertas, ataguías, vertederos regulables y válvulas telescópicas",
            "Barredores de superficie y de fondo: puentes giratorios y longitudinales, puentes desarenadores-desengrasadores",
            "Deshidratación de lodos: filtros banda, espesadores de banda y rotativos, preparadores de polímero",
            "Aireación y mezcla: aireadores superficiales y de cepillo, unidades de flotación por aire disuelto, agitadores de coagulación y floculación, mezcladores dinámicos y estáticos",
            "Transporte: transportadores de tornillo y de banda, y grúas de pluma",
          ],
        },
      },
      {
        heading: { en: "How we build", es: "Proceso de fabricación" },
        bullets: {
          en: [
            "Engineering and 3D design to the project's data and drawings",
            "CNC laser cutting, press-brake bending and machining",
            "Welding of stainless and carbon steel by qualified welders",
            "Pickling and passivation of stainless steel, or hot-dip galvanizing and industrial coating",
            "Assembly, dimensional checks and factory running tests",
            "Export packing, shipment and installation supervision on site",
          ],
          es: [
            "Ingeniería y diseño 3D según los datos y planos del proyecto",
            "Corte láser CNC, plegado en prensa y mecanizado",
            "Soldadura de acero inoxidable y al carbono por soldadores calificados",
            "Decapado y pasivado del acero inoxidable, o galvanizado en caliente y pintura industrial",
            "Montaje, control dimensional y pruebas de funcionamiento en fábrica",
            "Embalaje de exportación, envío y supervisión del montaje en obra",
          ],
        },
      },
      {
        heading: { en: "Why in-house manufacturing matters", es: "Por qué fabricamos nosotros mismos" },
        paragraphs: {
          en: [
            "Producing our own equipment gives us direct control over materials, workmanship and delivery dates. Design changes requested during a project are handled by the same engineers who will build the equipment, and every unit is checked against its drawings before it leaves the factory.",
            "For the buyer this means one point of contact, documented quality, competitive prices without intermediaries and spare parts that remain available for years after commissioning.",
          ],
          es: [
            "Fabricar nuestros propios equipos nos da control directo sobre los materiales, la mano de obra y los plazos de entrega. Los cambios de diseño que surgen durante un proyecto los resuelven los mismos ingenieros que construirán el equipo, y cada unidad se verifica contra sus planos antes de salir de fábrica.",
            "Para el cliente, esto significa un solo interlocutor, calidad documentada, precios competitivos sin intermediarios y repuestos disponibles durante años después de la puesta en marcha.",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/mechanical-equipment-manufacturing/gallery-01",
        slot: "gallery",
        title: {
          en: "Drum screen ready for shipment",
          es: "Tamiz de tambor listo para despacho",
        },
        alt: {
          en: "Stainless steel rotary drum screen with its inclined screw section resting on wooden skids in the factory yard",
          es: "Tamiz rotativo de tambor en acero inoxidable con su tornillo inclinado, apoyado sobre patines de madera en el patio de la fábrica",
        },
        label: { en: "Drum screen", es: "Tamiz de tambor" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-02",
        slot: "gallery",
        title: {
          en: "Welding a stainless steel screen frame",
          es: "Soldadura del bastidor de una reja en acero inoxidable",
        },
        alt: {
          en: "Welder in protective mask joining the side plates of a large stainless steel screen frame, with bright sparks",
          es: "Soldador con máscara de protección uniendo las placas laterales de un gran bastidor de reja de acero inoxidable, con chispas brillantes",
        },
        label: { en: "Welding shop", es: "Taller de soldadura" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-03",
        slot: "gallery",
        title: {
          en: "Rotating sedimentation bridge in trial assembly",
          es: "Puente de sedimentación giratorio en premontaje",
        },
        alt: {
          en: "Long steel truss bridge with handrails and scraper arms assembled on supports inside a production hall",
          es: "Puente de celosía de acero con barandas y brazos barredores montado sobre soportes dentro de una nave de producción",
        },
        label: { en: "Scraper bridge", es: "Puente barredor" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-04",
        slot: "gallery",
        title: {
          en: "Penstocks after pickling and passivation",
          es: "Compuertas tras el decapado y pasivado",
        },
        alt: {
          en: "Row of stainless steel penstock gates with spindles and handwheels standing upright against a workshop wall",
          es: "Fila de compuertas de acero inoxidable con husillos y volantes, de pie contra una pared del taller",
        },
        label: { en: "Stainless penstocks", es: "Compuertas de acero inoxidable" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-05",
        slot: "gallery",
        title: {
          en: "Shaftless screw conveyor for screenings",
          es: "Transportador de tornillo sin eje para residuos de desbaste",
        },
        alt: {
          en: "Long U-shaped stainless steel trough with a spiral screw inside and a gear motor at one end",
          es: "Canal largo de acero inoxidable en forma de U con una espiral en su interior y un motorreductor en un extremo",
        },
        label: { en: "Screw conveyor", es: "Tornillo transportador" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-06",
        slot: "gallery",
        title: {
          en: "CNC laser cutting of stainless steel sheet",
          es: "Corte láser CNC de chapa de acero inoxidable",
        },
        alt: {
          en: "Laser cutting machine cutting parts from a large stainless steel sheet, with cut pieces laid out on the bed",
          es: "Máquina de corte láser cortando piezas de una gran chapa de acero inoxidable, con las piezas cortadas sobre la mesa",
        },
        label: { en: "Laser cutting", es: "Corte láser" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-07",
        slot: "gallery",
        title: {
          en: "Belt filter press during factory testing",
          es: "Filtro banda durante las pruebas en fábrica",
        },
        alt: {
          en: "Belt filter press with its rollers and filter belts running on a test stand, connected to a temporary control panel",
          es: "Filtro banda con sus rodillos y telas filtrantes en marcha sobre un banco de pruebas, conectado a un tablero de control provisional",
        },
        label: { en: "Factory test", es: "Prueba en fábrica" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-08",
        slot: "gallery",
        title: {
          en: "Chain driven screen in final assembly",
          es: "Reja de cadenas en montaje final",
        },
        alt: {
          en: "Tall chain driven bar screen lying on trestles while technicians fit the rake chains and drive unit",
          es: "Reja de cadenas de gran altura apoyada sobre caballetes mientras los técnicos colocan las cadenas de los rastrillos y el grupo motriz",
        },
        label: { en: "Chain screen", es: "Reja de cadenas" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-09",
        slot: "gallery",
        title: {
          en: "Vertical shaft aerators before coating",
          es: "Aireadores de eje vertical antes de la pintura",
        },
        alt: {
          en: "Three surface aerator impellers with their gearboxes mounted on frames, waiting for the coating line",
          es: "Tres turbinas de aireadores superficiales con sus reductores montados sobre bastidores, a la espera de la línea de pintura",
        },
        label: { en: "Surface aerators", es: "Aireadores superficiales" },
      },
      {
        src: "services/mechanical-equipment-manufacturing/gallery-10",
        slot: "gallery",
        title: {
          en: "Equipment loaded for export",
          es: "Equipos cargados para exportación",
        },
        alt: {
          en: "Crated and strapped treatment equipment on a flatbed truck leaving the factory gate",
          es: "Equipos de tratamiento embalados y sujetos con eslingas sobre un camión plataforma saliendo de la fábrica",
        },
        label: { en: "Export shipment", es: "Envío de exportación" },
      },
    ],
  },

  // ---------------------------------------------------------------- Drinking Water Treatment
  {
    id: "drinking-water-treatment",
    tagline: {
      en: "Safe, reliable potable water from any source",
      es: "Agua potable segura y confiable de cualquier fuente",
    },
    intro: {
      en: [
        "We design and build drinking water treatment plants and package units for municipalities, water utilities, industrial sites, hotels, camps and residential developments. Raw water from rivers, reservoirs, wells and springs is treated to the applicable drinking water standards, whether national regulations, EPA requirements or World Health Organization guidelines.",
        "The treatment train is chosen after analyzing the raw water: turbidity, color, hardness, iron and manganese, arsenic, organic matter and microbiological quality. Conventional plants combine coagulation, flocculation, sedimentation, filtration and disinfection, while compact pressure filter systems and membrane units serve smaller flows and sites with little space.",
        "Whatever the size, every plant is delivered with automatic controls, clear operating instructions and trained operators, so that it produces the same water quality day after day.",
      ],
      es: [
        "Diseñamos y construimos plantas potabilizadoras y equipos compactos para municipios, empresas de servicios de agua, plantas industriales, hoteles, campamentos y desarrollos residenciales. El agua cruda de ríos, embalses, pozos y manantiales se trata hasta cumplir la normativa de agua potable aplicable, ya sean las normas nacionales, los requisitos de la EPA o las guías de la Organización Mundial de la Salud.",
        "La línea de tratamiento se define tras analizar el agua cruda: turbiedad, color, dureza, hierro y manganeso, arsénico, materia orgánica y calidad microbiológica. Las plantas convencionales combinan coagulación, floculación, sedimentación, filtración y desinfección, mientras que los sistemas compactos de filtros a presión y las unidades de membranas atienden caudales menores y sitios con poco espacio.",
        "Sea cual sea su tamaño, cada planta se entrega con control automático, instrucciones de operación claras y operadores capacitados, para que produzca la misma calidad de agua día tras día.",
      ],
    },
    sections: [
      {
        heading: { en: "Our services", es: "Nuestros servicios" },
        bullets: {
          en: [
            "Raw water analysis and treatability assessment",
            "Process design and sizing of the plant",
            "Coagulation, flocculation and lamella clarification units",
            "Pressure sand, multimedia and activated carbon filters",
            "Iron and manganese removal, softening and reverse osmosis",
            "Disinfection with chlorine, chlorine dioxide or ultraviolet light",
            "Installation, commissioning, operator training and maintenance",
          ],
          es: [
            "Análisis del agua cruda y estudios de tratabilidad",
            "Diseño del proceso y dimensionamiento de la planta",
            "Unidades de coagulación, floculación y sedimentación lamelar",
            "Filtros a presión de arena, multimedia y carbón activado",
            "Remoción de hierro y manganeso, ablandamiento y ósmosis inversa",
            "Desinfección con cloro, dióxido de cloro o luz ultravioleta",
            "Montaje, puesta en marcha, capacitación de operadores y mantenimiento",
          ],
        },
      },
      {
        heading: { en: "Advantages", es: "Ventajas" },
        bullets: {
          en: [
            "Treated water that consistently meets drinking water standards",
            "Modular, skid-mounted and containerized units for fast installation",
            "Automatic backwashing and chemical dosing that reduce operator workload",
            "Low energy and chemical consumption through optimized design",
            "Remote monitoring and alarms through PLC and SCADA",
            "One supplier for design, equipment, installation and after-sales service",
          ],
          es: [
            "Agua tratada que cumple de forma constante la normativa de agua potable",
            "Unidades modulares, sobre patín o en contenedor, para una instalación rápida",
            "Retrolavado y dosificación de reactivos automáticos que reducen la carga del operador",
            "Bajo consumo de energía y de reactivos gracias a un diseño optimizado",
            "Supervisión remota y alarmas mediante PLC y SCADA",
            "Un solo proveedor para el diseño, los equipos, el montaje y el servicio posventa",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/drinking-water-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "Package drinking water treatment unit",
          es: "Planta potabilizadora compacta",
        },
        alt: {
          en: "Skid-mounted treatment unit with a clarifier tank, filter vessels and a control panel inside a small plant building",
          es: "Planta compacta sobre patín con un tanque clarificador, recipientes de filtración y un tablero de control dentro de una pequeña caseta",
        },
        label: { en: "Package unit", es: "Planta compacta" },
      },
      {
        src: "services/drinking-water-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Pressure sand and activated carbon filters",
          es: "Filtros a presión de arena y carbón activado",
        },
        alt: {
          en: "Row of tall vertical steel filter vessels connected by a common valve and pipe manifold",
          es: "Fila de recipientes de filtración verticales de acero unidos por un colector común de válvulas y tuberías",
        },
        label: { en: "Pressure filters", es: "Filtros a presión" },
      },
      {
        src: "services/drinking-water-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Flocculation tank and lamella clarifier",
          es: "Tanque de floculación y sedimentador lamelar",
        },
        alt: {
          en: "Open steel tank with a slow-turning paddle mixer beside a clarifier filled with inclined lamella plates",
          es: "Tanque abierto de acero con un agitador de paletas de giro lento junto a un sedimentador lleno de placas lamelares inclinadas",
        },
        label: { en: "Lamella clarification", es: "Sedimentación lamelar" },
      },
      {
        src: "services/drinking-water-treatment/gallery-04",
        slot: "gallery",
        title: {
          en: "Coagulant and chlorine dosing skid",
          es: "Patín de dosificación de coagulante y cloro",
        },
        alt: {
          en: "Chemical dosing skid with plastic tanks, metering pumps and calibration columns mounted on a steel frame",
          es: "Patín de dosificación con tanques plásticos, bombas dosificadoras y columnas de calibración montados sobre un bastidor de acero",
        },
        label: { en: "Chemical dosing", es: "Dosificación de reactivos" },
      },
      {
        src: "services/drinking-water-treatment/gallery-05",
        slot: "gallery",
        title: {
          en: "Reverse osmosis unit for groundwater",
          es: "Equipo de ósmosis inversa para agua de pozo",
        },
        alt: {
          en: "Reverse osmosis rack with horizontal white membrane pressure vessels, a high-pressure pump and pressure gauges",
          es: "Bastidor de ósmosis inversa con tubos de presión de membranas blancos horizontales, una bomba de alta presión y manómetros",
        },
        label: { en: "Reverse osmosis", es: "Ósmosis inversa" },
      },
      {
        src: "services/drinking-water-treatment/gallery-06",
        slot: "gallery",
        title: {
          en: "Treated water storage and pumping station",
          es: "Depósito de agua tratada y estación de bombeo",
        },
        alt: {
          en: "Cylindrical water storage tank next to a pump house with distribution pumps and blue-painted pipework",
          es: "Tanque cilíndrico de almacenamiento de agua junto a una caseta de bombeo con bombas de distribución y tuberías pintadas de azul",
        },
        label: { en: "Storage and pumping", es: "Almacenamiento y bombeo" },
      },
    ],
  },

  // ---------------------------------------------------------------- Sludge Dewatering
  {
    id: "sludge-dewatering",
    tagline: {
      en: "Less sludge volume, lower disposal costs",
      es: "Menos volumen de lodos, menores costos de disposición",
    },
    intro: {
      en: [
        "Sludge is an unavoidable by-product of water and wastewater treatment, and its handling and disposal often account for a large share of a plant's operating costs. Liquid sludge usually contains only 1 to 3 percent dry solids; thickening and mechanical dewatering reduce its volume many times over, so that it is easier and cheaper to transport, store, dry, compost or dispose of.",
        "We design and supply complete sludge treatment lines: sludge pumping, automatic polymer preparation and dosing, thickening with belt or rotary drum thickeners, and dewatering with belt filter presses, followed by screw or belt conveyors that deliver the sludge cake to containers or storage. Each line is sized for the type of sludge (primary, biological, chemical or mixed) and for its flow and solids load.",
        "Belt filter presses, belt thickeners, rotary thickeners and polymer units are all manufactured in our own facilities and controlled from a single PLC panel, so the whole line runs automatically with minimal operator attention.",
      ],
      es: [
        "Los lodos son un subproducto inevitable del tratamiento de agua y aguas residuales, y su manejo y disposición suelen representar una parte importante de los costos de operación de una planta. El lodo líquido contiene normalmente apenas entre el 1 y el 3 por ciento de sólidos secos; el espesamiento y la deshidratación mecánica reducen su volumen varias veces, de modo que resulta más fácil y económico transportarlo, almacenarlo, secarlo, compostarlo o disponerlo.",
        "Diseñamos y suministramos líneas de tratamiento de lodos completas: bombeo de lodos, preparación y dosificación automática de polímero, espesamiento con espesadores de banda o de tambor rotativo y deshidratación con filtros banda, seguidos de transportadores de tornillo o de banda que llevan la torta de lodo a contenedores o al área de almacenamiento. Cada línea se dimensiona según el tipo de lodo (primario, biológico, químico o mixto) y según su caudal y carga de sólidos.",
        "Los filtros banda, los espesadores de banda, los espesadores rotativos y los preparadores de polímero se fabrican en nuestras propias instalaciones y se controlan desde un único tablero con PLC, de modo que toda la línea funciona de forma automática con mínima intervención del operador.",
      ],
    },
    sections: [
      {
        heading: { en: "Our solutions", es: "Nuestras soluciones" },
        bullets: {
          en: [
            "Belt filter presses for continuous dewatering",
            "Belt type mechanical thickeners",
            "Rotary sludge thickeners",
            "Automatic polymer preparation units",
            "Sludge feed pumps, flow meters and polymer dosing pumps",
            "Screw and belt conveyors for the sludge cake",
          ],
          es: [
            "Filtros banda para deshidratación continua",
            "Espesadores mecánicos de banda",
            "Espesadores rotativos de lodos",
            "Preparadores automáticos de polímero",
            "Bombas de alimentación de lodos, caudalímetros y bombas dosificadoras de polímero",
            "Transportadores de tornillo y de banda para la torta de lodo",
          ],
        },
      },
      {
        heading: { en: "Process steps", es: "Etapas del proceso" },
        bullets: {
          en: [
            "Conditioning: polymer is mixed into the sludge to form strong, well-draining flocs",
            "Thickening: free water drains by gravity through the filter belt or drum screen",
            "Pressing: the sludge is squeezed between two belts through wedge and high-pressure roller zones",
            "Discharge: scraper blades release the sludge cake onto a conveyor",
            "Belt washing: spray nozzles clean the belts continuously, and the filtrate returns to the plant inlet",
          ],
          es: [
            "Acondicionamiento: se mezcla polímero con el lodo para formar flóculos resistentes y fáciles de drenar",
            "Espesamiento: el agua libre escurre por gravedad a través de la tela filtrante o del tamiz del tambor",
            "Prensado: el lodo se comprime entre dos telas a lo largo de una zona de cuña y de rodillos de alta presión",
            "Descarga: unas rasquetas desprenden la torta de lodo sobre un transportador",
            "Lavado de telas: boquillas de rociado limpian las telas en continuo y el filtrado vuelve a la entrada de la planta",
          ],
        },
      },
      {
        heading: { en: "Advantages", es: "Ventajas" },
        bullets: {
          en: [
            "Sludge volume reduced many times over, cutting transport and disposal costs",
            "Cake dry solids typically of 18 to 25 percent for mixed municipal sludge, depending on sludge characteristics",
            "Continuous, automatic operation with low energy consumption",
            "Lower polymer consumption thanks to automatic preparation and flow-proportional dosing",
            "Robust stainless steel construction for a long service life",
            "Clean, easy-to-access machines that improve hygiene in the dewatering building",
          ],
          es: [
            "Volumen de lodos reducido varias veces, con menores costos de transporte y disposición",
            "Sequedad de la torta normalmente entre el 18 y el 25 por ciento para lodos municipales mixtos, según las características del lodo",
            "Funcionamiento continuo y automático con bajo consumo energético",
            "Menor consumo de polímero gracias a la preparación automática y a la dosificación proporcional al caudal",
            "Construcción robusta en acero inoxidable para una larga vida útil",
            "Equipos limpios y de fácil acceso que mejoran la higiene del edificio de deshidratación",
          ],
        },
      },
    ],
    closing: {
      en: "Efficient sludge management for a cleaner environment",
      es: "Gestión eficiente de lodos para un medio ambiente más limpio",
    },
    gallery: [
      {
        src: "services/sludge-dewatering/gallery-01",
        slot: "gallery",
        title: {
          en: "Belt filter press in operation",
          es: "Filtro banda en operación",
        },
        alt: {
          en: "Belt filter press running indoors, with gray sludge spread on the upper belt and cake falling from the discharge roller",
          es: "Filtro banda en funcionamiento bajo techo, con lodo gris repartido sobre la tela superior y torta cayendo del rodillo de descarga",
        },
        label: { en: "Belt filter press", es: "Filtro banda" },
      },
      {
        src: "services/sludge-dewatering/gallery-02",
        slot: "gallery",
        title: {
          en: "Rotary sludge thickener",
          es: "Espesador rotativo de lodos",
        },
        alt: {
          en: "Enclosed stainless steel rotary drum thickener with an inspection cover opened to show the rotating mesh drum",
          es: "Espesador rotativo de tambor en acero inoxidable con una tapa de inspección abierta que deja ver el tambor de malla giratorio",
        },
        label: { en: "Rotary thickener", es: "Espesador rotativo" },
      },
      {
        src: "services/sludge-dewatering/gallery-03",
        slot: "gallery",
        title: {
          en: "Automatic polymer preparation unit",
          es: "Preparador automático de polímero",
        },
        alt: {
          en: "Three-compartment stainless steel tank with mixers on top, a powder hopper and a small control panel",
          es: "Tanque de acero inoxidable de tres compartimentos con agitadores en la parte superior, una tolva de polvo y un pequeño tablero de control",
        },
        label: { en: "Polymer unit", es: "Preparador de polímero" },
      },
      {
        src: "services/sludge-dewatering/gallery-04",
        slot: "gallery",
        title: {
          en: "Sludge cake discharge to a screw conveyor",
          es: "Descarga de la torta de lodo a un tornillo transportador",
        },
        alt: {
          en: "Close-up of dark, crumbly dewatered sludge dropping from the press into the trough of a screw conveyor",
          es: "Primer plano de lodo deshidratado oscuro y desmenuzable cayendo de la prensa al canal de un tornillo transportador",
        },
        label: { en: "Cake discharge", es: "Descarga de torta" },
      },
      {
        src: "services/sludge-dewatering/gallery-05",
        slot: "gallery",
        title: {
          en: "Belt type mechanical thickener",
          es: "Espesador mecánico de banda",
        },
        alt: {
          en: "Horizontal gravity belt thickener with rows of plough blades turning the sludge on a moving filter belt",
          es: "Espesador horizontal de banda por gravedad con hileras de deflectores que voltean el lodo sobre una tela filtrante en movimiento",
        },
        label: { en: "Belt thickener", es: "Espesador de banda" },
      },
      {
        src: "services/sludge-dewatering/gallery-06",
        slot: "gallery",
        title: {
          en: "Sludge dewatering building",
          es: "Edificio de deshidratación de lodos",
        },
        alt: {
          en: "Wide interior of a dewatering building with two belt filter presses side by side and a sludge container below the conveyor",
          es: "Interior amplio de un edificio de deshidratación con dos filtros banda uno al lado del otro y un contenedor de lodos bajo el transportador",
        },
        label: { en: "Dewatering building", es: "Edificio de lodos" },
      },
    ],
  },

  // ---------------------------------------------------------------- Biological Package Wastewater Treatment
  {
    id: "biological-package-wastewater-treatment",
    tagline: {
      en: "Compact, factory-built biological treatment",
      es: "Tratamiento biológico compacto fabricado en planta",
    },
    intro: {
      en: [
        "Biological package treatment plants bring the processes of a conventional wastewater treatment plant into a compact, prefabricated unit. They are the practical answer where there is no sewer connection or where a small to medium flow has to be treated on site: residential developments, villages, hotels and resorts, construction and mining camps, military bases, schools, hospitals and the sanitary wastewater of industrial plants.",
        "Our units are built in steel or GRP (glass-reinforced plastic) tanks or in standard shipping containers, and use extended aeration activated sludge, SBR (sequencing batch reactor), MBBR (moving bed biofilm reactor) or MBR (membrane bioreactor) technology, depending on the effluent quality required. Each unit is manufactured, piped, wired and tested in our factory, so site work is limited to the foundation, connections and commissioning.",
        "Capacities range from a few dozen to several thousand population equivalents, and further units can be installed in parallel as demand grows.",
      ],
      es: [
        "Las plantas biológicas compactas reúnen en una unidad prefabricada los procesos de una planta de tratamiento de aguas residuales convencional. Son la solución práctica donde no hay conexión al alcantarillado o donde un caudal pequeño o mediano debe tratarse en el mismo sitio: desarrollos residenciales, poblaciones, hoteles, campamentos de obra y mineros, bases militares, escuelas, hospitales y aguas sanitarias de plantas industriales.",
        "Nuestras unidades se construyen en tanques de acero o de PRFV (plástico reforzado con fibra de vidrio) o en contenedores marítimos estándar, y emplean tecnología de lodos activados por aireación extendida, SBR (reactor biológico secuencial), MBBR (reactor de biopelícula de lecho móvil) o MBR (biorreactor de membrana), según la calidad de efluente exigida. Cada unidad se fabrica, se entuba, se cablea y se prueba en fábrica, por lo que el trabajo en obra se limita a la losa de cimentación, las conexiones y la puesta en marcha.",
        "Las capacidades van desde unas decenas hasta varios miles de habitantes equivalentes, y se pueden instalar unidades adicionales en paralelo a medida que crece la demanda.",
      ],
    },
    sections: [
      {
        heading: { en: "Process steps", es: "Etapas del proceso" },
        bullets: {
          en: [
            "Screening to remove coarse solids and protect downstream equipment",
            "Equalization of flow and load",
            "Biological treatment with fine-bubble aeration (activated sludge, SBR, MBBR or MBR)",
            "Secondary settling or membrane separation",
            "Disinfection with chlorine or UV before discharge or reuse",
            "Return and excess sludge handling, with sludge storage",
          ],
          es: [
            "Desbaste para retener los sólidos gruesos y proteger los equipos aguas abajo",
            "Homogeneización de caudales y cargas",
            "Tratamiento biológico con aireación de burbuja fina (lodos activados, SBR, MBBR o MBR)",
            "Decantación secundaria o separación por membranas",
            "Desinfección con cloro o UV antes del vertido o del reúso",
            "Recirculación y purga de lodos, con almacenamiento de lodos",
          ],
        },
      },
      {
        heading: { en: "Advantages", es: "Ventajas" },
        bullets: {
          en: [
            "Small footprint and short installation time",
            "Factory-tested quality and predictable performance",
            "Treated effluent suitable for discharge or irrigation reuse",
            "Fully automatic operation with PLC control and remote monitoring",
            "Low operating and maintenance costs",
            "Units that can be relocated or expanded as needs change",
          ],
          es: [
            "Poca superficie ocupada y plazos de instalación cortos",
            "Calidad probada en fábrica y rendimiento previsible",
            "Efluente tratado apto para vertido o para reúso en riego",
            "Operación totalmente automática con control por PLC y supervisión remota",
            "Bajos costos de operación y mantenimiento",
            "Unidades que pueden trasladarse o ampliarse según cambien las necesidades",
          ],
        },
      },
      {
        heading: { en: "Choosing the right process", es: "Cómo elegir el proceso adecuado" },
        paragraphs: {
          en: [
            "Extended aeration is robust and simple to operate, which suits remote sites with limited staff. SBR units treat variable flows in batches within a single tank. MBBR units carry the biomass on plastic carriers and need less volume for the same load, while MBR units produce effluent of reuse quality in the smallest footprint.",
            "Our engineers compare the options for each project on the basis of flow, load, discharge limits, available space and operating budget, and recommend the most economical solution over the life of the plant.",
          ],
          es: [
            "La aireación extendida es robusta y sencilla de operar, lo que la hace adecuada para sitios remotos con poco personal. Las unidades SBR tratan caudales variables por ciclos dentro de un único tanque. Las unidades MBBR fijan la biomasa sobre soportes plásticos y requieren menos volumen para la misma carga, mientras que las MBR producen un efluente con calidad de reúso en la menor superficie.",
            "Nuestros ingenieros comparan las alternativas de cada proyecto según el caudal, la carga, los límites de vertido, el espacio disponible y el presupuesto de operación, y recomiendan la solución más económica a lo largo de la vida útil de la planta.",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/biological-package-wastewater-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "Containerized package treatment plant",
          es: "Planta compacta en contenedor",
        },
        alt: {
          en: "Blue shipping container converted into a treatment plant, with side doors open to show tanks and pipework",
          es: "Contenedor marítimo azul convertido en planta de tratamiento, con las puertas laterales abiertas que dejan ver tanques y tuberías",
        },
        label: { en: "Container plant", es: "Planta en contenedor" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Steel package plant under fabrication",
          es: "Planta compacta de acero en fabricación",
        },
        alt: {
          en: "Large rectangular steel tank with internal compartment walls being welded inside the factory",
          es: "Gran tanque rectangular de acero con tabiques internos en proceso de soldadura dentro de la fábrica",
        },
        label: { en: "Tank fabrication", es: "Fabricación del tanque" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Fine-bubble diffuser grid",
          es: "Parrilla de difusores de burbuja fina",
        },
        alt: {
          en: "Grid of round membrane disc diffusers fixed to pipes on the floor of an empty aeration compartment",
          es: "Parrilla de difusores de disco de membrana fijados a tuberías en el fondo de un compartimento de aireación vacío",
        },
        label: { en: "Fine-bubble diffusers", es: "Difusores de burbuja fina" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-04",
        slot: "gallery",
        title: {
          en: "MBBR reactor with moving bed carriers",
          es: "Reactor MBBR con soportes de lecho móvil",
        },
        alt: {
          en: "Close-up of small white plastic biofilm carriers swirling in aerated water",
          es: "Primer plano de pequeños soportes plásticos blancos para biopelícula girando en agua aireada",
        },
        label: { en: "MBBR media", es: "Soportes MBBR" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-05",
        slot: "gallery",
        title: {
          en: "Parallel package units at a work camp",
          es: "Unidades compactas en paralelo en un campamento",
        },
        alt: {
          en: "Three identical package treatment units lined up on a gravel site next to prefabricated accommodation buildings",
          es: "Tres plantas compactas idénticas alineadas sobre un terreno de grava junto a módulos habitacionales prefabricados",
        },
        label: { en: "Camp installation", es: "Instalación en campamento" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-06",
        slot: "gallery",
        title: {
          en: "Package plant control panel",
          es: "Tablero de control de la planta compacta",
        },
        alt: {
          en: "Wall-mounted control panel with a touchscreen operator panel, indicator lamps and selector switches",
          es: "Tablero de control mural con una pantalla táctil de operador, pilotos de señalización y selectores",
        },
        label: { en: "Control panel", es: "Tablero de control" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-07",
        slot: "gallery",
        title: {
          en: "Buried package plant at a coastal hotel",
          es: "Planta compacta enterrada en un hotel costero",
        },
        alt: {
          en: "Landscaped area with access covers of an underground treatment plant and a small equipment kiosk among palm trees",
          es: "Zona ajardinada con las tapas de acceso de una planta enterrada y una pequeña caseta de equipos entre palmeras",
        },
        label: { en: "Hotel installation", es: "Instalación hotelera" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-08",
        slot: "gallery",
        title: {
          en: "Air blowers in the equipment room",
          es: "Sopladores en la sala de equipos",
        },
        alt: {
          en: "Two rotary lobe blowers with acoustic hoods, air filters and discharge pipes inside a container room",
          es: "Dos sopladores de lóbulos con cabinas insonorizadas, filtros de aire y tuberías de impulsión dentro de un contenedor",
        },
        label: { en: "Air blowers", es: "Sopladores de aire" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-09",
        slot: "gallery",
        title: {
          en: "Lifting a package unit into place",
          es: "Izaje de una planta compacta a su posición",
        },
        alt: {
          en: "Mobile crane lowering a long cylindrical treatment tank onto its concrete foundation while workers guide it with ropes",
          es: "Grúa móvil bajando un largo tanque cilíndrico de tratamiento sobre su losa de hormigón mientras los operarios lo guían con cuerdas",
        },
        label: { en: "Site installation", es: "Montaje en obra" },
      },
      {
        src: "services/biological-package-wastewater-treatment/gallery-10",
        slot: "gallery",
        title: {
          en: "Raw and treated effluent samples",
          es: "Muestras de agua residual cruda y tratada",
        },
        alt: {
          en: "Two glass sample beakers side by side, one with cloudy brown raw wastewater and one with clear treated effluent",
          es: "Dos vasos de muestra de vidrio lado a lado, uno con agua residual cruda turbia y marrón y otro con efluente tratado transparente",
        },
        label: { en: "Effluent quality", es: "Calidad del efluente" },
      },
    ],
  },

  // ---------------------------------------------------------------- Odor Treatment
  {
    id: "odor-treatment",
    tagline: {
      en: "Clean air around treatment plants and pumping stations",
      es: "Aire limpio en plantas de tratamiento y estaciones de bombeo",
    },
    intro: {
      en: [
        "Odors from wastewater treatment plants, pumping stations, sludge handling and industrial processes are mainly caused by hydrogen sulfide (H2S), ammonia, mercaptans and other volatile compounds. Beyond complaints from neighbors, these gases corrode concrete and metal and are a health risk for operating staff.",
        "We approach odor control as a complete system: covering the odor sources, extraction ductwork and fans sized for the required air changes, and a treatment unit selected for the composition and concentration of the gas. Systems are supplied for a single pumping station or for an entire treatment plant, and existing plants can be retrofitted without stopping operation.",
        "Before design, we measure or estimate odor and H2S emissions at each source, so that the extraction rates and treatment technology match the real load and the required removal efficiency.",
      ],
      es: [
        "Los olores de las plantas de tratamiento de aguas residuales, estaciones de bombeo, instalaciones de lodos y procesos industriales se deben principalmente al sulfuro de hidrógeno (H2S), al amoníaco, a los mercaptanos y a otros compuestos volátiles. Además de provocar quejas de los vecinos, estos gases corroen el hormigón y el metal y suponen un riesgo para la salud del personal de operación.",
        "Abordamos el control de olores como un sistema completo: cubrimiento de las fuentes de olor, ductos de extracción y ventiladores dimensionados para las renovaciones de aire necesarias, y una unidad de tratamiento seleccionada según la composición y la concentración del gas. Suministramos sistemas para una sola estación de bombeo o para una planta de tratamiento completa, y las plantas existentes pueden adecuarse sin detener la operación.",
        "Antes del diseño medimos o estimamos las emisiones de olor y de H2S en cada fuente, para que los caudales de extracción y la tecnología de tratamiento correspondan a la carga real y a la eficiencia de remoción exigida.",
      ],
    },
    sections: [
      {
        heading: { en: "Treatment technologies", es: "Tecnologías de tratamiento" },
        bullets: {
          en: [
            "Chemical scrubbers with caustic soda and sodium hypochlorite stages",
            "Biofilters and biotrickling filters for a natural, low-chemical process",
            "Activated carbon adsorbers for low concentrations and final polishing",
            "Covers for channels, tanks, screens and sludge storage",
            "Extraction fans and corrosion-resistant GRP or polypropylene ductwork",
          ],
          es: [
            "Lavadores químicos con etapas de soda cáustica e hipoclorito de sodio",
            "Biofiltros y filtros biopercoladores, un proceso natural con poco consumo de reactivos",
            "Filtros de carbón activado para concentraciones bajas y afino final",
            "Cubiertas para canales, tanques, rejas y almacenamiento de lodos",
            "Ventiladores de extracción y ductos de PRFV o polipropileno resistentes a la corrosión",
          ],
        },
      },
      {
        heading: { en: "Advantages", es: "Ventajas" },
        bullets: {
          en: [
            "High removal efficiency for H2S and other odorous compounds",
            "Protection of structures and equipment against corrosion",
            "Safer working conditions for plant staff",
            "Better relations with neighboring communities",
            "Automatic operation with online H2S, pH and redox measurement",
          ],
          es: [
            "Alta eficiencia de remoción de H2S y otros compuestos olorosos",
            "Protección de estructuras y equipos frente a la corrosión",
            "Condiciones de trabajo más seguras para el personal de la planta",
            "Mejor relación con las comunidades vecinas",
            "Operación automática con medición en línea de H2S, pH y potencial redox",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/odor-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "Two-stage chemical scrubber",
          es: "Lavador químico de dos etapas",
        },
        alt: {
          en: "Two tall cylindrical scrubber towers with a fan, recirculation pumps and chemical tanks at their base",
          es: "Dos torres cilíndricas de lavado de gran altura con un ventilador, bombas de recirculación y tanques de reactivos en su base",
        },
        label: { en: "Chemical scrubber", es: "Lavador químico" },
      },
      {
        src: "services/odor-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Biofilter at a wastewater treatment plant",
          es: "Biofiltro en una planta de aguas residuales",
        },
        alt: {
          en: "Open rectangular bed filled with wood chip media, with air distribution pipes visible along its side",
          es: "Lecho rectangular abierto relleno de astillas de madera, con las tuberías de distribución de aire visibles en un costado",
        },
        label: { en: "Wood chip biofilter", es: "Biofiltro de astillas" },
      },
      {
        src: "services/odor-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Activated carbon unit at a pumping station",
          es: "Filtro de carbón activado en una estación de bombeo",
        },
        alt: {
          en: "Compact vertical carbon filter vessel and extraction fan installed beside the wet well of a sewage pumping station",
          es: "Recipiente vertical compacto de carbón activado y ventilador de extracción instalados junto al pozo húmedo de una estación de bombeo",
        },
        label: { en: "Carbon filter", es: "Filtro de carbón" },
      },
      {
        src: "services/odor-treatment/gallery-04",
        slot: "gallery",
        title: {
          en: "Covered inlet works with extraction ducts",
          es: "Obra de llegada cubierta con ductos de extracción",
        },
        alt: {
          en: "Screening channels closed with removable covers, with gray ductwork drawing air to the odor treatment unit",
          es: "Canales de desbaste cerrados con tapas desmontables y ductos grises que conducen el aire hacia la unidad de tratamiento de olores",
        },
        label: { en: "Source covering", es: "Cubrimiento de fuentes" },
      },
    ],
  },

  // ---------------------------------------------------------------- Chemical Wastewater Treatment
  {
    id: "chemical-wastewater-treatment",
    tagline: {
      en: "Physico-chemical treatment for demanding effluents",
      es: "Tratamiento fisicoquímico para efluentes exigentes",
    },
    intro: {
      en: [
        "Many industrial effluents contain pollutants that biological treatment cannot remove or that would inhibit it: heavy metals, cyanide, chromium, oils and emulsions, fine suspended solids, color and extreme pH. Chemical, or physico-chemical, treatment removes these contaminants by reaction, precipitation and separation.",
        "We design and build chemical treatment plants for metal finishing and electroplating, automotive suppliers, textile and dye works, the chemical and pharmaceutical industries, food and beverage producers and landfill leachate. Each plant is designed after laboratory jar tests on the actual effluent, which set the chemicals, doses and reaction times.",
        "Chemical treatment can be the complete solution or a pre-treatment ahead of a biological stage or a discharge to the municipal sewer.",
      ],
      es: [
        "Muchos efluentes industriales contienen contaminantes que el tratamiento biológico no puede eliminar o que lo inhibirían: metales pesados, cianuro, cromo, aceites y emulsiones, sólidos finos en suspensión, color y pH extremos. El tratamiento químico, o fisicoquímico, elimina estos contaminantes mediante reacción, precipitación y separación.",
        "Diseñamos y construimos plantas de tratamiento químico para galvanoplastia y acabado de metales, proveedores del sector automotriz, textiles y tintorerías, la industria química y farmacéutica, la industria alimentaria y de bebidas, y lixiviados de rellenos sanitarios. Cada planta se diseña a partir de pruebas de jarras en laboratorio con el efluente real, que definen los reactivos, las dosis y los tiempos de reacción.",
        "El tratamiento químico puede ser la solución completa o un pretratamiento previo a una etapa biológica o al vertido al alcantarillado municipal.",
      ],
    },
    sections: [
      {
        heading: { en: "Process steps", es: "Etapas del proceso" },
        bullets: {
          en: [
            "Equalization of flow and composition",
            "pH adjustment and neutralization with acid or caustic dosing",
            "Oxidation or reduction, such as chromium reduction or cyanide oxidation",
            "Coagulation and flocculation with metal salts and polymers",
            "Separation in lamella settlers or dissolved air flotation (DAF) units",
            "Filtration and final pH correction before discharge",
            "Dewatering of the chemical sludge in a filter press or belt filter press",
          ],
          es: [
            "Homogeneización de caudal y composición",
            "Ajuste de pH y neutralización con dosificación de ácido o soda cáustica",
            "Oxidación o reducción, como la reducción de cromo o la oxidación de cianuro",
            "Coagulación y floculación con sales metálicas y polímeros",
            "Separación en decantadores lamelares o en unidades de flotación por aire disuelto (DAF)",
            "Filtración y corrección final de pH antes del vertido",
            "Deshidratación del lodo químico en filtro prensa o filtro banda",
          ],
        },
      },
      {
        heading: { en: "Advantages", es: "Ventajas" },
        bullets: {
          en: [
            "Reliable compliance with discharge limits for metals and other pollutants",
            "Compact footprint compared with biological systems",
            "Fast response to changes in flow and load",
            "Automatic chemical dosing controlled by pH, redox and flow measurements",
            "Lower chemical consumption through a design based on jar tests",
          ],
          es: [
            "Cumplimiento confiable de los límites de vertido de metales y otros contaminantes",
            "Menor superficie ocupada que los sistemas biológicos",
            "Respuesta rápida a los cambios de caudal y de carga",
            "Dosificación automática de reactivos controlada por medición de pH, redox y caudal",
            "Menor consumo de reactivos gracias a un diseño basado en pruebas de jarras",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/chemical-wastewater-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "Physico-chemical treatment plant with reaction tanks",
          es: "Planta fisicoquímica con tanques de reacción",
        },
        alt: {
          en: "Series of square steel reaction tanks with top-mounted mixers, connected by overflow channels and a walkway",
          es: "Serie de tanques de reacción cuadrados de acero con agitadores en la parte superior, unidos por canales de rebose y una pasarela",
        },
        label: { en: "Reaction tanks", es: "Tanques de reacción" },
      },
      {
        src: "services/chemical-wastewater-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Chemical dosing station",
          es: "Estación de dosificación de reactivos",
        },
        alt: {
          en: "Bunded area with chemical storage tanks, diaphragm metering pumps and labeled dosing lines",
          es: "Área con cubeto de contención, tanques de almacenamiento de reactivos, bombas dosificadoras de membrana y líneas de dosificación rotuladas",
        },
        label: { en: "Chemical dosing", es: "Dosificación de reactivos" },
      },
      {
        src: "services/chemical-wastewater-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Lamella settler for metal hydroxide sludge",
          es: "Decantador lamelar para lodos de hidróxidos metálicos",
        },
        alt: {
          en: "Steel lamella settler with a conical sludge hopper underneath and clear water flowing over its collection troughs",
          es: "Decantador lamelar de acero con una tolva cónica de lodos en la parte inferior y agua clara vertiendo sobre sus canaletas de recolección",
        },
        label: { en: "Lamella settler", es: "Decantador lamelar" },
      },
    ],
  },

  // ---------------------------------------------------------------- Electrical and Automation
  {
    id: "electrical-and-automation",
    tagline: {
      en: "Control panels and SCADA for treatment plants",
      es: "Tableros de control y SCADA para plantas de tratamiento",
    },
    intro: {
      en: [
        "The electrical and automation system is what allows a treatment plant to run reliably with minimal supervision. We design, manufacture and install the complete electrical and control package, both for our own plants and for third-party projects: power distribution, motor control, instrumentation, automation and supervisory software.",
        "Panels are built in our own panel shop to the project's specifications and tested before shipment, and our engineers write and commission the PLC programs and SCADA screens. Because the same team designs the process, manufactures the mechanical equipment and programs the controls, the control philosophy matches the way the plant really works.",
      ],
      es: [
        "El sistema eléctrico y de automatización es lo que permite que una planta de tratamiento funcione de forma confiable con mínima supervisión. Diseñamos, fabricamos e instalamos el paquete eléctrico y de control completo, tanto para nuestras propias plantas como para proyectos de terceros: distribución de energía, control de motores, instrumentación, automatización y software de supervisión.",
        "Los tableros se fabrican en nuestro propio taller según las especificaciones del proyecto y se prueban antes del despacho, y nuestros ingenieros desarrollan y ponen en servicio los programas de PLC y las pantallas SCADA. Como el mismo equipo diseña el proceso, fabrica los equipos mecánicos y programa los controles, la filosofía de control responde a la forma en que la planta funciona realmente.",
      ],
    },
    sections: [
      {
        heading: { en: "Our panels and systems", es: "Nuestros tableros y sistemas" },
        bullets: {
          en: [
            "MCC (motor control center) panels with direct-on-line starters, soft starters and variable frequency drives for pumps, blowers, mixers and scrapers",
            "PLC (programmable logic controller) panels that run the process automatically from instrument signals, timers and set-points",
            "MDPs (main distribution panels) that receive the incoming supply and distribute power safely to sub-panels and loads",
            "Local control stations, junction boxes and field instrumentation",
            "Power factor correction panels",
            "SCADA (supervisory control and data acquisition) systems for monitoring and control of the whole plant",
          ],
          es: [
            "Tableros CCM (centro de control de motores, MCC por sus siglas en inglés) con arrancadores directos, arrancadores suaves y variadores de frecuencia para bombas, sopladores, agitadores y barredores",
            "Tableros PLC (controlador lógico programable) que gobiernan el proceso de forma automática a partir de las señales de los instrumentos, temporizadores y consignas",
            "Tableros generales de distribución (MDP, por sus siglas en inglés) que reciben la acometida y reparten la energía de forma segura a los tableros secundarios y a las cargas",
            "Botoneras locales, cajas de conexión e instrumentación de campo",
            "Tableros de corrección del factor de potencia",
            "Sistemas SCADA (supervisión, control y adquisición de datos) para supervisar y controlar toda la planta",
          ],
        },
      },
      {
        heading: { en: "SCADA and remote monitoring", es: "SCADA y supervisión remota" },
        paragraphs: {
          en: [
            "Our SCADA systems give operators a complete, real-time view of the plant: process diagrams, equipment status, flow, level, dissolved oxygen, pH and other measurements, alarms, trends and daily reports. Set-points and operating modes can be changed from the control room, and secure remote access lets operators and our service engineers follow the plant from anywhere.",
            "Field instruments, including flow meters, level transmitters and dissolved oxygen, pH and turbidity analysers, are selected, supplied and calibrated as part of the same package, so that every signal the PLC relies on is accurate from day one.",
          ],
          es: [
            "Nuestros sistemas SCADA ofrecen a los operadores una visión completa y en tiempo real de la planta: diagramas de proceso, estado de los equipos, caudal, nivel, oxígeno disuelto, pH y otras mediciones, alarmas, tendencias e informes diarios. Las consignas y los modos de operación pueden modificarse desde la sala de control, y el acceso remoto seguro permite a los operadores y a nuestros ingenieros de servicio seguir la planta desde cualquier lugar.",
            "Los instrumentos de campo, como caudalímetros, transmisores de nivel y analizadores de oxígeno disuelto, pH y turbiedad, se seleccionan, suministran y calibran dentro del mismo paquete, para que cada señal que utiliza el PLC sea precisa desde el primer día.",
          ],
        },
      },
      {
        heading: { en: "Scope of services", es: "Alcance de los servicios" },
        bullets: {
          en: [
            "Electrical design, load calculations and single-line diagrams",
            "Panel manufacture and factory acceptance testing",
            "PLC programming and SCADA development",
            "Cabling, cable trays, installation and instrumentation",
            "Commissioning, operator training and remote support",
          ],
          es: [
            "Diseño eléctrico, cálculo de cargas y diagramas unifilares",
            "Fabricación de tableros y pruebas de aceptación en fábrica",
            "Programación de PLC y desarrollo de SCADA",
            "Cableado, bandejas portacables, montaje e instrumentación",
            "Puesta en marcha, capacitación de operadores y soporte remoto",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/electrical-and-automation/gallery-01",
        slot: "gallery",
        title: {
          en: "Motor control center line-up",
          es: "Conjunto de tableros de centro de control de motores",
        },
        alt: {
          en: "Long row of gray floor-standing MCC cabinets with door-mounted selector switches, indicator lamps and ammeters",
          es: "Larga fila de gabinetes CCM grises de piso con selectores, pilotos de señalización y amperímetros en las puertas",
        },
        label: { en: "MCC panels", es: "Tableros CCM" },
      },
      {
        src: "services/electrical-and-automation/gallery-02",
        slot: "gallery",
        title: {
          en: "PLC panel wiring",
          es: "Cableado de un tablero PLC",
        },
        alt: {
          en: "Open control cabinet with a PLC rack, I/O modules, terminal blocks and neatly labeled wiring in cable ducts",
          es: "Gabinete de control abierto con un rack de PLC, módulos de entradas y salidas, borneras y cableado ordenado y rotulado en canaletas",
        },
        label: { en: "PLC panel", es: "Tablero PLC" },
      },
      {
        src: "services/electrical-and-automation/gallery-03",
        slot: "gallery",
        title: {
          en: "SCADA overview screen of a wastewater plant",
          es: "Pantalla general SCADA de una planta de aguas residuales",
        },
        alt: {
          en: "Computer screen showing a plant flow diagram with colored pump and blower symbols and live measurement values",
          es: "Pantalla de computadora con el diagrama de flujo de una planta, símbolos de bombas y sopladores en colores y valores de medición en tiempo real",
        },
        label: { en: "SCADA screen", es: "Pantalla SCADA" },
      },
      {
        src: "services/electrical-and-automation/gallery-04",
        slot: "gallery",
        title: {
          en: "Main distribution panel",
          es: "Tablero general de distribución",
        },
        alt: {
          en: "Main distribution switchboard with a large incoming circuit breaker, outgoing breakers and power meters",
          es: "Tablero general de distribución con un interruptor general de acometida, interruptores de salida y analizadores de energía",
        },
        label: { en: "MDP panel", es: "Tablero general" },
      },
      {
        src: "services/electrical-and-automation/gallery-05",
        slot: "gallery",
        title: {
          en: "Panel assembly in our workshop",
          es: "Armado de tableros en nuestro taller",
        },
        alt: {
          en: "Technicians fitting components and wiring inside several open panel enclosures on a workshop floor",
          es: "Técnicos montando componentes y cableando el interior de varios gabinetes abiertos en el taller",
        },
        label: { en: "Panel shop", es: "Taller de tableros" },
      },
      {
        src: "services/electrical-and-automation/gallery-06",
        slot: "gallery",
        title: {
          en: "Field instruments and local control station",
          es: "Instrumentos de campo y botonera local",
        },
        alt: {
          en: "Stainless steel local control station with start and stop buttons next to an electromagnetic flow meter on a pipeline",
          es: "Botonera local de acero inoxidable con pulsadores de marcha y paro junto a un caudalímetro electromagnético en una tubería",
        },
        label: { en: "Field devices", es: "Equipos de campo" },
      },
    ],
  },

  // ---------------------------------------------------------------- Industrial Wastewater Treatment
  {
    id: "industrial-wastewater-treatment",
    tagline: {
      en: "Effluent treatment tailored to each industry",
      es: "Tratamiento de efluentes a la medida de cada industria",
    },
    intro: {
      en: [
        "Every industry produces a different effluent, and a plant that works for a dairy will not work for a textile dye house. We design industrial wastewater treatment plants around the specific characteristics of each effluent, its flow and load variations and the required quality, whether the aim is discharge to surface water, connection to a municipal sewer or reuse in the process.",
        "Our process engineers start with sampling, analysis and, where needed, treatability tests. The resulting plant combines the physical, chemical and biological stages the effluent requires (screening, equalization, oil and grease separation, neutralization, chemical treatment, dissolved air flotation, biological treatment and advanced treatment) together with sludge dewatering and full automation.",
        "We also upgrade and expand existing plants to cope with higher production, new products or stricter discharge limits.",
      ],
      es: [
        "Cada industria genera un efluente distinto, y una planta que funciona para una industria láctea no sirve para una tintorería textil. Diseñamos plantas de tratamiento de aguas residuales industriales a partir de las características específicas de cada efluente, sus variaciones de caudal y de carga y la calidad exigida, ya sea para el vertido a un cauce, la descarga al alcantarillado municipal o el reúso en el proceso.",
        "Nuestros ingenieros de proceso comienzan con el muestreo, el análisis y, cuando hace falta, pruebas de tratabilidad. La planta resultante combina las etapas físicas, químicas y biológicas que requiere el efluente (desbaste, homogeneización, separación de aceites y grasas, neutralización, tratamiento químico, flotación por aire disuelto, tratamiento biológico y tratamiento avanzado), junto con la deshidratación de lodos y la automatización completa.",
        "También ampliamos y modernizamos plantas existentes para atender una mayor producción, nuevos productos o límites de vertido más estrictos.",
      ],
    },
    sections: [
      {
        heading: { en: "Industries we serve", es: "Industrias que atendemos" },
        bullets: {
          en: [
            "Food and beverage, dairy and meat processing",
            "Textile, dyeing and leather",
            "Chemical, pharmaceutical and cosmetics",
            "Metal finishing and automotive",
            "Pulp, paper and packaging",
            "Industrial parks and landfill leachate",
          ],
          es: [
            "Alimentos y bebidas, lácteos y procesamiento de carnes",
            "Textil, tintorería y curtiembre",
            "Química, farmacéutica y cosmética",
            "Acabado de metales y sector automotriz",
            "Celulosa, papel y envases",
            "Parques industriales y lixiviados de rellenos sanitarios",
          ],
        },
      },
      {
        heading: { en: "Treatment technologies", es: "Tecnologías de tratamiento" },
        bullets: {
          en: [
            "Screening, equalization and neutralization",
            "Oil, grease and grit separation",
            "Dissolved air flotation (DAF)",
            "Chemical treatment by coagulation and flocculation",
            "Anaerobic and aerobic biological treatment, including MBBR and MBR",
            "Filtration, membranes and disinfection for water reuse",
          ],
          es: [
            "Desbaste, homogeneización y neutralización",
            "Separación de aceites, grasas y arenas",
            "Flotación por aire disuelto (DAF)",
            "Tratamiento químico por coagulación y floculación",
            "Tratamiento biológico anaerobio y aerobio, incluidos MBBR y MBR",
            "Filtración, membranas y desinfección para el reúso del agua",
          ],
        },
      },
      {
        heading: { en: "Our approach", es: "Nuestro enfoque" },
        paragraphs: {
          en: [
            "Industrial plants must cope with shift patterns, cleaning cycles and seasonal production peaks. We size equalization generously, choose processes that tolerate load variations and automate chemical dosing and aeration so that discharge quality stays stable while energy and chemical costs are kept under control.",
          ],
          es: [
            "Las plantas industriales deben soportar turnos de trabajo, ciclos de limpieza y picos de producción estacionales. Dimensionamos la homogeneización con holgura, elegimos procesos que toleran las variaciones de carga y automatizamos la dosificación de reactivos y la aireación para que la calidad del vertido se mantenga estable y los costos de energía y reactivos estén bajo control.",
          ],
        },
      },
    ],
    gallery: [
      {
        src: "services/industrial-wastewater-treatment/gallery-01",
        slot: "gallery",
        title: {
          en: "DAF unit at a food processing plant",
          es: "Unidad DAF en una planta de alimentos",
        },
        alt: {
          en: "Rectangular stainless steel dissolved air flotation unit with a surface skimmer removing a layer of floated sludge",
          es: "Unidad rectangular de flotación por aire disuelto en acero inoxidable con un rascador superficial que retira una capa de lodo flotado",
        },
        label: { en: "DAF unit", es: "Unidad DAF" },
      },
      {
        src: "services/industrial-wastewater-treatment/gallery-02",
        slot: "gallery",
        title: {
          en: "Equalization tank with submersible mixers",
          es: "Tanque de homogeneización con agitadores sumergibles",
        },
        alt: {
          en: "Large concrete tank with turbulent brown wastewater and mixer lifting masts along its walls",
          es: "Gran tanque de hormigón con agua residual marrón agitada y mástiles de izaje de los agitadores a lo largo de sus muros",
        },
        label: { en: "Equalization tank", es: "Tanque de homogeneización" },
      },
      {
        src: "services/industrial-wastewater-treatment/gallery-03",
        slot: "gallery",
        title: {
          en: "Biological treatment basins at an industrial site",
          es: "Reactores biológicos en una planta industrial",
        },
        alt: {
          en: "Two aerated biological basins beside factory buildings, with blowers housed in a container between them",
          es: "Dos reactores biológicos aireados junto a naves industriales, con los sopladores alojados en un contenedor entre ambos",
        },
        label: { en: "Biological stage", es: "Etapa biológica" },
      },
      {
        src: "services/industrial-wastewater-treatment/gallery-04",
        slot: "gallery",
        title: {
          en: "Textile effluent treatment plant",
          es: "Planta de tratamiento de efluentes textiles",
        },
        alt: {
          en: "Treatment plant with tanks holding strongly colored dye wastewater at the inlet and clear water at the outlet",
          es: "Planta de tratamiento con tanques que contienen agua residual de tintorería muy coloreada a la entrada y agua clara a la salida",
        },
        label: { en: "Textile effluent", es: "Efluente textil" },
      },
      {
        src: "services/industrial-wastewater-treatment/gallery-05",
        slot: "gallery",
        title: {
          en: "Neutralization and chemical dosing area",
          es: "Zona de neutralización y dosificación de reactivos",
        },
        alt: {
          en: "Neutralization tank with a pH probe and mixer, next to acid and caustic dosing tanks inside a containment bund",
          es: "Tanque de neutralización con sonda de pH y agitador, junto a tanques de dosificación de ácido y soda cáustica dentro de un cubeto de contención",
        },
        label: { en: "pH neutralization", es: "Neutralización de pH" },
      },
      {
        src: "services/industrial-wastewater-treatment/gallery-06",
        slot: "gallery",
        title: {
          en: "Completed industrial effluent treatment plant",
          es: "Planta de efluentes industriales terminada",
        },
        alt: {
          en: "Wide view of a compact industrial treatment plant with steel tanks, stairways and walkways next to a factory",
          es: "Vista amplia de una planta industrial compacta con tanques de acero, escaleras y pasarelas junto a una fábrica",
        },
        label: { en: "Plant overview", es: "Vista general" },
      },
    ],
  },
];
