import type { ProductDetails } from "./types";

/** Page content of the twelve screening products, in catalogue order. */
export const productDetails: ProductDetails[] = [
  {
    id: "back-raked-mechanical-screen",
    summary: {
      en: "A fine or coarse bar screen for inlet channels, cleaned by a chain-driven rake that travels behind the bars, out of the incoming flow.",
      es: "Reja de barras fina o gruesa para canales de entrada, limpiada por un rastrillo de cadenas que pasa por detrás de los barrotes, fuera del flujo.",
    },
    paragraphs: {
      en: [
        "The Back Raked Mechanical Screen is a bar screen for the inlet channels of municipal and industrial treatment plants, where it removes rags, plastics, wood and other floating or suspended solids before they can reach pumps and downstream processes. It is available as a coarse screen for primary protection or as a fine screen for tighter separation, so the same design can serve a pumping station inlet or the headworks of a large wastewater treatment plant.",
        "Its defining feature is the position of the cleaning mechanism. The rake is carried by chains and travels behind the bar rack, with its teeth reaching through the openings from the downstream side. Because the rake, chains and sprockets stay out of the incoming flow, large objects cannot jam the mechanism on the upstream face, and the rake lifts the retained material up the full height of the screen to the discharge point without dragging it back into the channel.",
        "At the top of the screen a scraper wipes the screenings from the rake and drops them onto a conveyor, into a compactor or straight into a container. Operation can follow the upstream water level, a timer or both, so the screen cleans only when it needs to and keeps head loss under control. Wetted parts can be supplied in stainless steel, and the frame is sized to the width and depth of each channel.",
      ],
      es: [
        "La reja mecánica de limpieza posterior es una reja de barras para los canales de entrada de depuradoras municipales e industriales. Retiene trapos, plásticos, maderas y demás sólidos flotantes o en suspensión antes de que lleguen a las bombas y a los procesos aguas abajo. Se fabrica como reja de gruesos, para la protección inicial, o como reja de finos, para una separación más exigente, de modo que el mismo diseño sirve tanto en la llegada de una estación de bombeo como en el pretratamiento de una gran EDAR.",
        "Lo que la distingue es la posición del mecanismo de limpieza. El rastrillo, arrastrado por cadenas, se desplaza por detrás del emparrillado e introduce sus púas entre los barrotes desde el lado de aguas abajo. Como el rastrillo, las cadenas y los piñones quedan fuera del flujo de llegada, los objetos voluminosos no pueden bloquear el mecanismo en la cara de aguas arriba, y el rastrillo eleva el material retenido a lo largo de toda la altura de la reja hasta el punto de descarga sin devolverlo al canal.",
        "En la parte superior, un rascador desprende los residuos del rastrillo y los deja caer sobre un transportador, en un compactador o directamente en un contenedor. El funcionamiento puede gobernarse por el nivel de agua aguas arriba, por temporizador o por ambos, de forma que la reja solo limpia cuando es necesario y mantiene controlada la pérdida de carga. Las partes en contacto con el agua pueden suministrarse en acero inoxidable y el bastidor se dimensiona según el ancho y la profundidad de cada canal.",
      ],
    },
    keyFacts: {
      en: [
        "Fine or coarse bar spacing",
        "Chain-driven rake traveling behind the bar rack",
        "Rake and chains kept out of the incoming flow",
        "Scraper discharge to conveyor, compactor or container",
        "Level- or timer-controlled cleaning",
      ],
      es: [
        "Separación entre barrotes fina o gruesa",
        "Rastrillo accionado por cadenas por detrás del emparrillado",
        "Rastrillo y cadenas fuera del flujo de llegada",
        "Descarga por rascador a transportador, compactador o contenedor",
        "Limpieza por nivel o por temporizador",
      ],
    },
    mainImage: {
      src: "products/back-raked-mechanical-screen/detail",
      slot: "gallery",
      alt: {
        en: "General view of a back raked mechanical screen in an inlet channel",
        es: "Vista general de una reja mecánica de limpieza posterior en un canal de entrada",
      },
      label: {
        en: "Back Raked Mechanical Screen",
        es: "Reja mecánica de limpieza posterior",
      },
    },
    gallery: [
      {
        src: "products/back-raked-mechanical-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Back raked screen in an inlet channel",
          es: "Reja de limpieza posterior en un canal de entrada",
        },
        alt: {
          en: "Back raked mechanical screen installed across a concrete inlet channel",
          es: "Reja mecánica de limpieza posterior instalada en un canal de entrada de hormigón",
        },
        label: { en: "Inlet channel", es: "Canal de entrada" },
      },
      {
        src: "products/back-raked-mechanical-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Rake and bar rack seen from downstream",
          es: "Rastrillo y emparrillado vistos desde aguas abajo",
        },
        alt: {
          en: "Chain-driven rake reaching through the bar rack from the downstream side",
          es: "Rastrillo accionado por cadenas atravesando el emparrillado desde aguas abajo",
        },
        label: { en: "Rake detail", es: "Detalle del rastrillo" },
      },
      {
        src: "products/back-raked-mechanical-screen/gallery-03",
        slot: "gallery",
        title: { en: "Screen assembled in the workshop", es: "Reja montada en taller" },
        alt: {
          en: "Back raked mechanical screen fully assembled in the workshop before delivery",
          es: "Reja mecánica de limpieza posterior montada en taller antes de su entrega",
        },
        label: { en: "Workshop assembly", es: "Montaje en taller" },
      },
    ],
  },
  {
    id: "basket-screen",
    summary: {
      en: "A simple, robust basket that hangs at the inlet of pumping stations and protects the pumps; lifted and emptied by hand.",
      es: "Cesta sencilla y robusta que se cuelga a la entrada de las estaciones de bombeo y protege las bombas; se eleva y se vacía a mano.",
    },
    paragraphs: {
      en: [
        "The Basket Screen is a simple and robust way to protect submersible and dry-well pumps at the inlet of pumping stations. It hangs in the inlet chamber or at the end of the incoming sewer, directly in the path of the flow, and catches rags, wipes, stones, wood and other coarse solids before they can clog impellers, wrap around shafts or damage valves. It needs no drive, no power supply and no control panel, which makes it well suited to small and remote stations.",
        "The basket is a welded frame with bar or perforated-sheet walls and an open top that faces the incoming sewer. It runs in vertical guide rails fixed to the chamber wall, so it always returns to the same working position. Water passes through the walls and the floor while solids stay inside. The opening size is chosen to suit the pumps it protects and the character of the sewage, from coarse retention in large stations to finer openings for small pumps.",
        "Cleaning is manual. At regular intervals an operator raises the basket along its guides with a hoist, davit or jib crane, empties the retained material into a container and lowers it back into place. A second basket or a bypass channel can keep the station protected while the first one is being emptied. Because there are no moving parts under water, maintenance is limited to periodic inspection of the rails, lifting points and basket walls.",
      ],
      es: [
        "La cesta de desbaste es una solución sencilla y robusta para proteger las bombas sumergibles y de cámara seca a la entrada de las estaciones de bombeo. Se cuelga en la cámara de llegada o al final del colector de entrada, justo en el recorrido del agua, y retiene trapos, toallitas, piedras, maderas y otros sólidos gruesos antes de que obstruyan los rodetes, se enrollen en los ejes o dañen las válvulas. No necesita accionamiento, alimentación eléctrica ni cuadro de control, por lo que resulta especialmente adecuada para estaciones pequeñas o aisladas.",
        "La cesta es un bastidor soldado con paredes de barrotes o de chapa perforada y la boca abierta hacia el colector de llegada. Se desliza por guías verticales fijadas al muro de la cámara, de modo que siempre vuelve a la misma posición de trabajo. El agua atraviesa las paredes y el fondo, mientras los sólidos quedan dentro. La luz de paso se elige en función de las bombas que protege y de las características del agua residual, desde retenciones gruesas en grandes estaciones hasta aberturas más finas para bombas pequeñas.",
        "La limpieza es manual. Periódicamente, un operario eleva la cesta por sus guías con un polipasto, un pescante o una grúa pluma giratoria, vacía el material retenido en un contenedor y la vuelve a bajar. Una segunda cesta o un canal de by-pass mantienen la estación protegida mientras se vacía la primera. Como no hay piezas móviles bajo el agua, el mantenimiento se limita a revisar periódicamente las guías, los puntos de izado y las paredes de la cesta.",
      ],
    },
    keyFacts: {
      en: [
        "Hangs at pumping-station inlets",
        "Manual cleaning: no drive or power supply",
        "Raised and lowered on vertical guide rails",
        "Protects pumps from rags and coarse solids",
        "Optional second basket or bypass channel",
      ],
      es: [
        "Se cuelga a la entrada de estaciones de bombeo",
        "Limpieza manual: sin accionamiento ni alimentación eléctrica",
        "Izado y descenso por guías verticales",
        "Protege las bombas de trapos y sólidos gruesos",
        "Segunda cesta o canal de by-pass opcionales",
      ],
    },
    mainImage: {
      src: "products/basket-screen/detail",
      slot: "gallery",
      alt: {
        en: "Basket screen raised on its guide rails above a pump-station inlet",
        es: "Cesta de desbaste elevada sobre sus guías a la entrada de una estación de bombeo",
      },
      label: { en: "Basket Screen", es: "Cesta de desbaste" },
    },
    gallery: [
      {
        src: "products/basket-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Basket screen raised above the inlet chamber",
          es: "Cesta de desbaste elevada sobre la cámara de llegada",
        },
        alt: {
          en: "Basket screen lifted out of a pumping-station inlet chamber for emptying",
          es: "Cesta de desbaste extraída de la cámara de llegada de una estación de bombeo para su vaciado",
        },
        label: { en: "Raised basket", es: "Cesta elevada" },
      },
      {
        src: "products/basket-screen/gallery-02",
        slot: "gallery",
        title: { en: "Guide rails and lifting frame", es: "Guías y bastidor de izado" },
        alt: {
          en: "Vertical guide rails and lifting frame of a basket screen on a chamber wall",
          es: "Guías verticales y bastidor de izado de una cesta de desbaste en el muro de la cámara",
        },
        label: { en: "Guide rails", es: "Guías de izado" },
      },
      {
        src: "products/basket-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "Basket screens ready for dispatch",
          es: "Cestas de desbaste listas para su expedición",
        },
        alt: {
          en: "Finished stainless steel basket screens in the factory ready for dispatch",
          es: "Cestas de desbaste de acero inoxidable terminadas en fábrica y listas para su expedición",
        },
        label: { en: "Ready for dispatch", es: "Listas para expedición" },
      },
    ],
  },
  {
    id: "cable-operated-bar-screen",
    summary: {
      en: "A heavy-duty coarse and medium bar screen, mounted at 70-90 degrees, whose hydraulic rake bucket is carried on cables.",
      es: "Reja de barras de gruesos y medios para servicio pesado, instalada a 70-90 grados, con cazo rastrillo hidráulico suspendido de cables.",
    },
    paragraphs: {
      en: [
        "The Cable Operated Bar Screen is a heavy-duty coarse and medium screen for the headworks of wastewater treatment plants, stormwater pumping stations and industrial water intakes. It is installed in the channel at an angle of 70 to 90 degrees, which keeps its footprint short and lets it fit deep channels and existing structures where a flatter screen would need too much length. The bar rack holds back large floating and suspended solids before they reach pumps, grit chambers and downstream equipment.",
        "Cleaning is done by a rake bucket carried on steel cables. The cables lower the open bucket down the face of the rack to the channel floor; a hydraulic cylinder then closes the bucket so that its teeth engage the bars, and the cables raise it, collecting everything retained on the rack along the way. With no chains, sprockets or bearings below the water line, nothing wears or seizes under water, and the strong hydraulic closing force copes with heavy loads of coarse debris.",
        "At the top of the stroke the bucket opens and a scraper pushes the screenings onto a discharge chute, conveyor or compactor. The hydraulic power unit, cable drums and drive motor sit on the head frame above the channel, where they are easy to reach for inspection and service. Cleaning cycles can be started by the level difference across the screen, by a timer or manually from the local control panel, so the screen responds automatically to storm flows and peaks in debris.",
      ],
      es: [
        "La reja de barras accionada por cables es una reja de gruesos y medios de servicio pesado para el pretratamiento de depuradoras, estaciones de bombeo de pluviales y captaciones industriales. Se instala en el canal con una inclinación de 70 a 90 grados, lo que reduce su huella y permite colocarla en canales profundos y en obras existentes donde una reja más tendida necesitaría demasiada longitud. El emparrillado retiene los sólidos gruesos flotantes y en suspensión antes de que lleguen a las bombas, a los desarenadores y al resto de equipos.",
        "La limpieza la realiza un cazo rastrillo suspendido de cables de acero. Los cables bajan el cazo abierto por la cara del emparrillado hasta el fondo del canal; allí un cilindro hidráulico lo cierra para que sus púas penetren entre los barrotes y los cables lo elevan, arrastrando todo lo retenido en la reja. Al no haber cadenas, piñones ni rodamientos sumergidos, nada se desgasta ni se agarrota bajo el agua, y la elevada fuerza de cierre hidráulica permite trabajar con grandes cargas de residuos gruesos.",
        "Al final de la carrera el cazo se abre y un rascador empuja los residuos hacia una tolva de descarga, un transportador o un compactador. El grupo hidráulico, los tambores de cable y el motor de accionamiento se sitúan en el bastidor superior, por encima del canal, donde resultan fáciles de inspeccionar y mantener. Los ciclos de limpieza pueden iniciarse por diferencia de nivel entre ambos lados de la reja, por temporizador o manualmente desde el cuadro local, de modo que el equipo responde automáticamente a las puntas de caudal y de residuos en tiempo de lluvia.",
      ],
    },
    keyFacts: {
      en: [
        "Mounted at 70-90 degrees",
        "Hydraulically closed rake bucket",
        "Cable drive with no submerged chains or bearings",
        "Hydraulic unit and drives above the water line",
        "Level-difference, timer or manual cleaning cycles",
      ],
      es: [
        "Instalación a 70-90 grados",
        "Cazo rastrillo de cierre hidráulico",
        "Accionamiento por cables sin cadenas ni rodamientos sumergidos",
        "Grupo hidráulico y accionamientos por encima del agua",
        "Ciclos de limpieza por diferencia de nivel, temporizador o mando manual",
      ],
    },
    mainImage: {
      src: "products/cable-operated-bar-screen/detail",
      slot: "gallery",
      alt: {
        en: "Cable operated bar screen with its rake bucket above the channel",
        es: "Reja de barras accionada por cables con el cazo rastrillo sobre el canal",
      },
      label: { en: "Cable Operated Bar Screen", es: "Reja de barras accionada por cables" },
    },
    gallery: [
      {
        src: "products/cable-operated-bar-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Cable operated bar screen at a plant inlet",
          es: "Reja de barras accionada por cables a la entrada de una planta",
        },
        alt: {
          en: "Cable operated bar screen installed in the inlet channel of a wastewater treatment plant",
          es: "Reja de barras accionada por cables instalada en el canal de entrada de una depuradora",
        },
        label: { en: "Plant inlet", es: "Entrada de planta" },
      },
      {
        src: "products/cable-operated-bar-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Rake bucket during a cleaning cycle",
          es: "Cazo rastrillo durante un ciclo de limpieza",
        },
        alt: {
          en: "Hydraulic rake bucket lifting screenings up the bar rack",
          es: "Cazo rastrillo hidráulico elevando residuos por el emparrillado",
        },
        label: { en: "Rake bucket", es: "Cazo rastrillo" },
      },
      {
        src: "products/cable-operated-bar-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "Head frame with hydraulic unit and cable drums",
          es: "Bastidor superior con grupo hidráulico y tambores de cable",
        },
        alt: {
          en: "Head frame of a cable operated bar screen carrying the hydraulic unit, cable drums and drive motor",
          es: "Bastidor superior de una reja accionada por cables con el grupo hidráulico, los tambores de cable y el motor",
        },
        label: { en: "Head frame", es: "Bastidor superior" },
      },
      {
        src: "products/cable-operated-bar-screen/gallery-04",
        slot: "gallery",
        title: {
          en: "Bar rack and frame in the workshop",
          es: "Emparrillado y bastidor en el taller",
        },
        alt: {
          en: "Bar rack and frame of a cable operated bar screen during manufacture",
          es: "Emparrillado y bastidor de una reja accionada por cables durante su fabricación",
        },
        label: { en: "Workshop view", es: "Vista de taller" },
      },
    ],
  },
  {
    id: "chain-driven-screen",
    summary: {
      en: "An automatic bar screen for continuous duty at the inlet works of treatment plants, set at 70-75 degrees and cleaned by chain-driven rakes.",
      es: "Reja automática de barras para servicio continuo en el pretratamiento de depuradoras, inclinada a 70-75 grados y limpiada por rastrillos de cadenas.",
    },
    paragraphs: {
      en: [
        "The Chain Driven Screen is an automatic bar screen for continuous duty in the inlet works of municipal and industrial wastewater treatment plants. It is installed in the channel at an inclination of 70 to 75 degrees, an angle that gives the rakes a long, steady lifting path while keeping the screen compact enough for most inlet structures. Fitted with coarse or fine bar spacing, it removes rags, plastics, leaves and other solids that would otherwise foul pumps, aerators and sludge lines.",
        "Several rake bars are fixed at intervals between two endless chains that run in side guides along the frame. Driven by a geared motor at the head of the screen, the chains pull the rakes upward across the front face of the bar rack, so cleaning is almost continuous and a heavy mat of debris never builds up. The multiple-rake design handles high solids loads with short cycle times and keeps the head loss across the screen low and stable.",
        "At the discharge point a pivoting wiper cleans each rake and drops the screenings onto a conveyor or into a screening press. An overload device protects the chains and drive if a large object jams a rake. The screen can run continuously, at set intervals or when the upstream level rises, and it can be supplied with covers for odor control and a spray bar for washing. Width, height and bar spacing are matched to each channel and flow.",
      ],
      es: [
        "La reja de limpieza por cadenas es una reja automática de barras para servicio continuo en el pretratamiento de depuradoras municipales e industriales. Se instala en el canal con una inclinación de 70 a 75 grados, ángulo que ofrece a los rastrillos un recorrido de elevación largo y regular y mantiene la reja lo bastante compacta para la mayoría de las obras de llegada. Con separación entre barrotes gruesa o fina, retiene trapos, plásticos, hojas y otros sólidos que de otro modo ensuciarían bombas, aireadores y líneas de lodos.",
        "Varios rastrillos van fijados a intervalos entre dos cadenas sin fin que circulan por guías laterales a lo largo del bastidor. Accionadas por un motorreductor situado en la cabeza de la reja, las cadenas arrastran los rastrillos hacia arriba por la cara frontal del emparrillado, de modo que la limpieza es casi continua y nunca llega a formarse una capa gruesa de residuos. Este diseño de rastrillos múltiples admite cargas elevadas de sólidos con ciclos cortos y mantiene una pérdida de carga baja y estable.",
        "En el punto de descarga, un rascador basculante limpia cada rastrillo y deja caer los residuos sobre un transportador o en una prensa de residuos. Un limitador de par protege las cadenas y el accionamiento si un objeto grande bloquea un rastrillo. La reja puede funcionar en continuo, a intervalos programados o cuando sube el nivel aguas arriba, y puede suministrarse con carenado para el control de olores y con rampa de lavado. El ancho, la altura y la separación entre barrotes se adaptan a cada canal y caudal.",
      ],
    },
    keyFacts: {
      en: [
        "Installed at 70-75 degrees",
        "Multiple rakes on two endless chains",
        "Coarse or fine bar spacing",
        "Overload protection for chains and drive",
        "Continuous, timed or level-controlled operation",
        "Optional covers and spray bar",
      ],
      es: [
        "Instalación a 70-75 grados",
        "Rastrillos múltiples sobre dos cadenas sin fin",
        "Separación entre barrotes gruesa o fina",
        "Limitador de par para cadenas y accionamiento",
        "Funcionamiento en continuo, temporizado o por nivel",
        "Carenado y rampa de lavado opcionales",
      ],
    },
    mainImage: {
      src: "products/chain-driven-screen/detail",
      slot: "gallery",
      alt: {
        en: "Chain driven screen installed at 70-75 degrees in an inlet channel",
        es: "Reja de limpieza por cadenas instalada a 70-75 grados en un canal de entrada",
      },
      label: { en: "Chain Driven Screen", es: "Reja de limpieza por cadenas" },
    },
    gallery: [
      {
        src: "products/chain-driven-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Chain driven screen in operation",
          es: "Reja de limpieza por cadenas en funcionamiento",
        },
        alt: {
          en: "Chain driven screen operating in the inlet channel of a treatment plant",
          es: "Reja de limpieza por cadenas funcionando en el canal de entrada de una depuradora",
        },
        label: { en: "In operation", es: "En funcionamiento" },
      },
      {
        src: "products/chain-driven-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Rakes lifting screenings up the bar rack",
          es: "Rastrillos elevando residuos por el emparrillado",
        },
        alt: {
          en: "Rake bars carried by chains lifting screenings across the bar rack",
          es: "Rastrillos arrastrados por cadenas elevando residuos por el emparrillado",
        },
        label: { en: "Rakes at work", es: "Rastrillos en acción" },
      },
      {
        src: "products/chain-driven-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "Head section with geared motor and wiper",
          es: "Cabeza de la reja con motorreductor y rascador",
        },
        alt: {
          en: "Head section of a chain driven screen with geared motor, sprockets and pivoting wiper",
          es: "Cabeza de una reja de limpieza por cadenas con motorreductor, piñones y rascador basculante",
        },
        label: { en: "Drive head", es: "Cabeza motriz" },
      },
      {
        src: "products/chain-driven-screen/gallery-04",
        slot: "gallery",
        title: {
          en: "Screenings discharged onto a conveyor",
          es: "Descarga de residuos sobre un transportador",
        },
        alt: {
          en: "Screenings falling from the screen discharge onto a conveyor",
          es: "Residuos cayendo desde la descarga de la reja sobre un transportador",
        },
        label: { en: "Screenings discharge", es: "Descarga de residuos" },
      },
      {
        src: "products/chain-driven-screen/gallery-05",
        slot: "gallery",
        title: {
          en: "Twin screens in parallel inlet channels",
          es: "Dos rejas en canales de entrada paralelos",
        },
        alt: {
          en: "Two chain driven screens installed side by side in parallel inlet channels",
          es: "Dos rejas de limpieza por cadenas instaladas en canales de entrada paralelos",
        },
        label: { en: "Parallel channels", es: "Canales paralelos" },
      },
      {
        src: "products/chain-driven-screen/gallery-06",
        slot: "gallery",
        title: {
          en: "Chains and side guides during assembly",
          es: "Cadenas y guías laterales durante el montaje",
        },
        alt: {
          en: "Endless chains and side guides being fitted to the screen frame",
          es: "Montaje de las cadenas sin fin y las guías laterales en el bastidor de la reja",
        },
        label: { en: "Chain assembly", es: "Montaje de cadenas" },
      },
      {
        src: "products/chain-driven-screen/gallery-07",
        slot: "gallery",
        title: {
          en: "Finished screen on the factory floor",
          es: "Reja terminada en la nave de fabricación",
        },
        alt: {
          en: "Completed chain driven screen on the factory floor before shipment",
          es: "Reja de limpieza por cadenas terminada en la nave de fabricación antes de su envío",
        },
        label: { en: "Factory floor", es: "Nave de fabricación" },
      },
    ],
  },
  {
    id: "compactor-and-screening-press",
    summary: {
      en: "Presses the screenings from bar, drum and fine screens, reducing their volume and moisture before they leave the plant.",
      es: "Prensa los residuos de rejas de barras, tamices de tambor y tamices finos, y reduce su volumen y su humedad antes de que salgan de la planta.",
    },
    paragraphs: {
      en: [
        "The Compactor and Screening Press treats the material removed by bar screens, drum screens and fine screens before it leaves the plant. Fresh screenings are bulky, wet and full of organic matter, which makes them heavy and expensive to transport and a source of odor on site. By pressing out free water and compacting the solids, the unit reduces both the volume and the moisture content of the screenings, so fewer containers are needed and disposal costs fall.",
        "Screenings fall into an inlet hopper, often directly from the discharge chute of the screen, and a screw driven by a geared motor carries them into a compaction zone. There the material is pressed against a resistance at the outlet, and the squeezed-out water drains through a perforated section back to the channel. An optional wash zone sprays the screenings to rinse out feces and soluble organic matter, which return to the treatment process instead of going to landfill.",
        "The compacted plug is pushed through a discharge pipe that can be routed up and over walls into a skip, or bagged continuously to keep the work area clean. The press runs automatically together with the screen it serves, starting when the screen discharges and stopping after a set run-on time. Compact dimensions, an enclosed design and wear-resistant liners in the screw trough make it suitable both for new plants and for upgrading existing inlet works.",
      ],
      es: [
        "El compactador y prensa de residuos trata el material que retiran las rejas de barras, los tamices de tambor y los tamices finos antes de que salga de la planta. Los residuos de desbaste recién extraídos son voluminosos, húmedos y ricos en materia orgánica, por lo que su transporte resulta pesado y caro y generan olores en la instalación. Al escurrir el agua libre y compactar los sólidos, el equipo reduce tanto el volumen como la humedad de los residuos, de modo que se necesitan menos contenedores y bajan los costes de gestión.",
        "Los residuos caen en una tolva de entrada, a menudo directamente desde la descarga de la reja, y un tornillo accionado por motorreductor los conduce hasta la zona de compactación. Allí el material se prensa contra una resistencia a la salida y el agua escurrida drena a través de una sección perforada de vuelta al canal. Una zona de lavado opcional pulveriza los residuos para arrastrar las heces y la materia orgánica soluble, que vuelven al proceso de tratamiento en lugar de acabar en el vertedero.",
        "El tapón compactado avanza por una tubería de descarga que puede salvar muros y llegar hasta un contenedor, o bien se embolsa en continuo para mantener limpia la zona de trabajo. La prensa funciona automáticamente junto con la reja a la que sirve: arranca cuando la reja descarga y se detiene tras un tiempo de funcionamiento residual. Sus dimensiones compactas, su diseño cerrado y los revestimientos antidesgaste de la artesa la hacen apta tanto para plantas nuevas como para la mejora de pretratamientos existentes.",
      ],
    },
    keyFacts: {
      en: [
        "Reduces volume and moisture of screenings",
        "Screw compaction with drainage section",
        "Optional wash zone returns organics to the process",
        "Discharge pipe to a skip or continuous bagging",
        "Runs automatically with the upstream screen",
      ],
      es: [
        "Reduce el volumen y la humedad de los residuos",
        "Compactación por tornillo con sección de drenaje",
        "Zona de lavado opcional que devuelve la materia orgánica al proceso",
        "Tubería de descarga a contenedor o embolsado en continuo",
        "Funcionamiento automático junto con la reja",
      ],
    },
    mainImage: {
      src: "products/compactor-and-screening-press/detail",
      slot: "gallery",
      alt: {
        en: "Compactor and screening press with inlet hopper and discharge pipe",
        es: "Compactador y prensa de residuos con tolva de entrada y tubería de descarga",
      },
      label: { en: "Compactor and Screening Press", es: "Compactador y prensa de residuos" },
    },
    gallery: [
      {
        src: "products/compactor-and-screening-press/gallery-01",
        slot: "gallery",
        title: {
          en: "Screening press below a screen discharge",
          es: "Prensa de residuos bajo la descarga de una reja",
        },
        alt: {
          en: "Screening press receiving screenings directly from the discharge chute of a bar screen",
          es: "Prensa de residuos recibiendo los residuos directamente de la tolva de descarga de una reja",
        },
        label: { en: "Under the screen", es: "Bajo la reja" },
      },
      {
        src: "products/compactor-and-screening-press/gallery-02",
        slot: "gallery",
        title: {
          en: "Compacted screenings leaving the press",
          es: "Residuos compactados a la salida de la prensa",
        },
        alt: {
          en: "Dewatered and compacted screenings leaving the discharge pipe into a container",
          es: "Residuos escurridos y compactados saliendo por la tubería de descarga hacia un contenedor",
        },
        label: { en: "Compacted output", es: "Residuo compactado" },
      },
      {
        src: "products/compactor-and-screening-press/gallery-03",
        slot: "gallery",
        title: { en: "Screw and drainage section", es: "Tornillo y sección de drenaje" },
        alt: {
          en: "Compaction screw and perforated drainage section of a screening press",
          es: "Tornillo de compactación y sección perforada de drenaje de una prensa de residuos",
        },
        label: { en: "Screw and drainage", es: "Tornillo y drenaje" },
      },
      {
        src: "products/compactor-and-screening-press/gallery-04",
        slot: "gallery",
        title: {
          en: "Screening presses in production",
          es: "Prensas de residuos en fabricación",
        },
        alt: {
          en: "Several compactors and screening presses in production at the factory",
          es: "Varios compactadores y prensas de residuos en fabricación en la planta",
        },
        label: { en: "In production", es: "En fabricación" },
      },
    ],
  },
  {
    id: "drum-screen",
    summary: {
      en: "A fine screen for municipal and industrial wastewater: a rotating drum of triangular bars, washed clean by an inner spray.",
      es: "Tamiz fino para aguas residuales urbanas e industriales: un tambor rotativo de barras triangulares que una rampa de lavado interior mantiene limpio.",
    },
    paragraphs: {
      en: [
        "The Drum Screen is a fine screen for the mechanical pretreatment of municipal and industrial wastewater, and for process water that carries fibers, hair, plastics and other fine solids. It is installed in a channel or a tank, with the screening drum set in the flow, and retains particles that have passed the coarse screens. Fine screening at this stage protects membranes, aeration systems, sludge treatment and heat exchangers, and reduces the load of floating material in the rest of the plant.",
        "The screening surface is made of triangular wedge-wire bars, with the flat side facing the flow and the profile widening behind it. This geometry gives a large open area and self-relieving slots: particles either stay on the surface or pass straight through, so the openings do not plug. As the drum rotates, retained solids are carried up out of the water, where a spray bar inside the drum washes them off the bars into a collecting trough.",
        "From the trough a screw conveyor transports the screenings and, in most arrangements, drains and compacts them in the same unit, so they leave the screen ready for a container. The drum turns slowly and only when needed, started by the upstream water level or a timer, which keeps both wear and wash-water consumption low. Stainless steel construction, an enclosed housing and an integrated drive make the drum screen suitable for indoor installation and for sites where odor and hygiene matter.",
      ],
      es: [
        "El tamiz de tambor rotativo es un tamiz fino para el pretratamiento mecánico de aguas residuales urbanas e industriales y de aguas de proceso que arrastran fibras, pelos, plásticos y otros sólidos finos. Se instala en canal o en depósito, con el tambor de tamizado sumergido en el flujo, y retiene las partículas que han atravesado el desbaste de gruesos. Un tamizado fino en esta etapa protege membranas, sistemas de aireación, tratamiento de lodos e intercambiadores de calor, y reduce la carga de flotantes en el resto de la planta.",
        "La superficie filtrante está formada por barras de perfil triangular, con la cara plana hacia el flujo y la sección ensanchándose hacia atrás. Esta geometría ofrece una gran superficie libre y ranuras que se autolimpian: las partículas quedan retenidas en la superficie o la atraviesan por completo, por lo que las aberturas no se colmatan. Al girar el tambor, los sólidos retenidos salen del agua y una rampa de lavado situada en su interior los desprende de las barras hacia una canaleta de recogida.",
        "Desde la canaleta, un tornillo transportador conduce los residuos y, en la mayoría de las configuraciones, los escurre y compacta en el mismo equipo, de modo que salen listos para el contenedor. El tambor gira despacio y solo cuando es necesario, por nivel aguas arriba o por temporizador, lo que reduce el desgaste y el consumo de agua de lavado. La construcción en acero inoxidable, la carcasa cerrada y el accionamiento integrado hacen que el tamiz sea adecuado para instalación en interior y en lugares donde los olores y la higiene son importantes.",
      ],
    },
    keyFacts: {
      en: [
        "Wedge-wire drum with triangular bars",
        "Inner spray bar washes the screening surface",
        "Screw transport and compaction of screenings",
        "Level- or timer-controlled rotation",
        "Large open area and low head loss",
      ],
      es: [
        "Tambor de barras de perfil triangular",
        "Rampa de lavado interior que limpia la superficie filtrante",
        "Transporte y compactación de residuos por tornillo",
        "Giro por nivel o por temporizador",
        "Gran superficie libre y baja pérdida de carga",
      ],
    },
    mainImage: {
      src: "products/drum-screen/detail",
      slot: "gallery",
      alt: {
        en: "Drum screen with wedge-wire drum and screenings discharge",
        es: "Tamiz de tambor rotativo con tambor de barras triangulares y descarga de residuos",
      },
      label: { en: "Drum Screen", es: "Tamiz de tambor rotativo" },
    },
    gallery: [
      {
        src: "products/drum-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Drum screen installed in a concrete channel",
          es: "Tamiz de tambor instalado en un canal de hormigón",
        },
        alt: {
          en: "Drum screen installed in a concrete channel with its screw conveyor rising to the discharge",
          es: "Tamiz de tambor rotativo instalado en un canal de hormigón con el tornillo elevando los residuos hasta la descarga",
        },
        label: { en: "Channel installation", es: "Instalación en canal" },
      },
      {
        src: "products/drum-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Wedge-wire screening surface",
          es: "Superficie filtrante de barras triangulares",
        },
        alt: {
          en: "Close-up of the triangular wedge-wire bars of the screening drum",
          es: "Detalle de las barras de perfil triangular del tambor de tamizado",
        },
        label: { en: "Wedge-wire drum", es: "Tambor de barras" },
      },
      {
        src: "products/drum-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "Inner spray bar and collecting trough",
          es: "Rampa de lavado interior y canaleta de recogida",
        },
        alt: {
          en: "Spray bar inside the drum washing screenings into the collecting trough",
          es: "Rampa de lavado en el interior del tambor desprendiendo los residuos hacia la canaleta",
        },
        label: { en: "Spray bar", es: "Rampa de lavado" },
      },
      {
        src: "products/drum-screen/gallery-04",
        slot: "gallery",
        title: { en: "Drum screens in the workshop", es: "Tamices de tambor en el taller" },
        alt: {
          en: "Drum screen units being assembled in the workshop",
          es: "Tamices de tambor rotativo en montaje en el taller",
        },
        label: { en: "Workshop view", es: "Vista de taller" },
      },
    ],
  },
  {
    id: "grit-classifier",
    summary: {
      en: "Removes sand, gravel and other heavy mineral particles from wastewater and from the grit-water mixture pumped out of grit chambers.",
      es: "Separa la arena, la grava y otras partículas minerales pesadas del agua residual y de la mezcla de agua y arena que se extrae de los desarenadores.",
    },
    paragraphs: {
      en: [
        "The Grit Classifier removes sand, gravel and other heavy mineral particles from wastewater and from the grit-water mixture pumped out of grit chambers. Left in the flow, grit settles in channels and tanks, takes up digester volume and wears pumps, pipes and valves. Separating it early in the process protects the whole plant and yields a clean, drained material that can be disposed of or reused, instead of a wet and odorous sludge.",
        "The grit-laden water enters a settling tank sized to give a calm flow and enough retention time for the mineral particles to drop to the bottom, while lighter organic matter stays in suspension and leaves over the overflow weir. An inclined screw conveyor, driven by a geared motor at its upper end, lifts the settled grit out of the tank. On the way up the material drains, so it reaches the discharge chute with a low water content.",
        "The classifier can be fed by grit pumps, airlift pumps or directly from a grit channel, and it is often combined with a grit and grease removal bridge in the same pretreatment line. The screw runs continuously or in cycles, and an optional washing system rinses organic matter from the grit to lower its organic fraction. Robust bearings, a wear-resistant trough lining and a compact steel tank keep maintenance low in a service that is abrasive by nature.",
      ],
      es: [
        "El clasificador de arenas separa la arena, la grava y otras partículas minerales pesadas del agua residual y de la mezcla de agua y arena extraída de los desarenadores. Si permanecen en el flujo, las arenas se depositan en canales y depósitos, ocupan volumen en los digestores y desgastan bombas, tuberías y válvulas. Separarlas al principio del proceso protege toda la planta y produce un material limpio y escurrido que puede gestionarse o reutilizarse, en lugar de un lodo húmedo y maloliente.",
        "El agua cargada de arena entra en un depósito de decantación dimensionado para conseguir un flujo en calma y un tiempo de retención suficiente, de modo que las partículas minerales caigan al fondo mientras la materia orgánica, más ligera, permanece en suspensión y sale por el vertedero de rebose. Un tornillo transportador inclinado, accionado por un motorreductor en su extremo superior, extrae la arena sedimentada del depósito. Durante la subida el material escurre y llega a la descarga con poca humedad.",
        "El clasificador puede alimentarse mediante bombas de arena, bombas air-lift o directamente desde un canal desarenador, y a menudo se combina con un puente desarenador-desengrasador en la misma línea de pretratamiento. El tornillo funciona en continuo o por ciclos, y un sistema de lavado opcional elimina la materia orgánica adherida a la arena para reducir su fracción orgánica. Rodamientos robustos, un revestimiento antidesgaste en la artesa y un depósito compacto de acero mantienen bajo el mantenimiento en un servicio abrasivo por naturaleza.",
      ],
    },
    keyFacts: {
      en: [
        "Removes sand and gravel",
        "Settling tank with overflow weir",
        "Inclined screw lifts and drains the grit",
        "Optional grit washing",
        "Fed by grit pumps, airlift or a grit channel",
      ],
      es: [
        "Separa arena y grava",
        "Depósito de decantación con vertedero de rebose",
        "Tornillo inclinado que extrae y escurre la arena",
        "Lavado de arenas opcional",
        "Alimentación por bombas de arena, air-lift o canal desarenador",
      ],
    },
    mainImage: {
      src: "products/grit-classifier/detail",
      slot: "gallery",
      alt: {
        en: "Grit classifier with inclined screw and settling tank",
        es: "Clasificador de arenas con tornillo inclinado y depósito de decantación",
      },
      label: { en: "Grit Classifier", es: "Clasificador de arenas" },
    },
    gallery: [
      {
        src: "products/grit-classifier/gallery-01",
        slot: "gallery",
        title: {
          en: "Grit classifier in a pretreatment line",
          es: "Clasificador de arenas en una línea de pretratamiento",
        },
        alt: {
          en: "Grit classifier installed beside the grit chamber of a wastewater treatment plant",
          es: "Clasificador de arenas instalado junto al desarenador de una depuradora",
        },
        label: { en: "Pretreatment line", es: "Línea de pretratamiento" },
      },
      {
        src: "products/grit-classifier/gallery-02",
        slot: "gallery",
        title: {
          en: "Drained grit at the discharge chute",
          es: "Arena escurrida en la tolva de descarga",
        },
        alt: {
          en: "Inclined screw discharging drained grit from the top of the classifier",
          es: "Tornillo inclinado descargando arena escurrida en la parte superior del clasificador",
        },
        label: { en: "Grit discharge", es: "Descarga de arenas" },
      },
      {
        src: "products/grit-classifier/gallery-03",
        slot: "gallery",
        title: {
          en: "Settling tank and overflow weir",
          es: "Depósito de decantación y vertedero de rebose",
        },
        alt: {
          en: "Settling tank of a grit classifier with its overflow weir",
          es: "Depósito de decantación de un clasificador de arenas con su vertedero de rebose",
        },
        label: { en: "Settling tank", es: "Depósito de decantación" },
      },
      {
        src: "products/grit-classifier/gallery-04",
        slot: "gallery",
        title: {
          en: "Upper drive end with geared motor",
          es: "Extremo motriz superior con motorreductor",
        },
        alt: {
          en: "Geared motor driving the screw at the upper end of the classifier",
          es: "Motorreductor que acciona el tornillo en el extremo superior del clasificador",
        },
        label: { en: "Drive end", es: "Extremo motriz" },
      },
      {
        src: "products/grit-classifier/gallery-05",
        slot: "gallery",
        title: {
          en: "Classifier discharging into a container",
          es: "Clasificador descargando en un contenedor",
        },
        alt: {
          en: "Grit classifier discharging separated grit into a container",
          es: "Clasificador de arenas descargando la arena separada en un contenedor",
        },
        label: { en: "Container loading", es: "Carga de contenedor" },
      },
      {
        src: "products/grit-classifier/gallery-06",
        slot: "gallery",
        title: {
          en: "Screw flights before assembly",
          es: "Espiras del tornillo antes del montaje",
        },
        alt: {
          en: "Screw flights of a grit classifier in the workshop before assembly",
          es: "Espiras del tornillo de un clasificador de arenas en el taller antes del montaje",
        },
        label: { en: "Screw flights", es: "Espiras del tornillo" },
      },
      {
        src: "products/grit-classifier/gallery-07",
        slot: "gallery",
        title: {
          en: "Completed classifier ready for shipment",
          es: "Clasificador terminado listo para su envío",
        },
        alt: {
          en: "Completed grit classifier at the factory ready for shipment",
          es: "Clasificador de arenas terminado en fábrica y listo para su envío",
        },
        label: { en: "Ready to ship", es: "Listo para envío" },
      },
    ],
  },
  {
    id: "internal-feed-drum-screen",
    summary: {
      en: "A fine screen whose flow runs from the inside of the drum to the outside, with automatic washing, for wastewater and process water.",
      es: "Tamiz fino en el que el agua pasa del interior del tambor al exterior, con lavado automático, para aguas residuales y aguas de proceso.",
    },
    paragraphs: {
      en: [
        "The Internal Feed Drum Screen is a fine screen for separating small solids from municipal wastewater, industrial effluents and process water in food, beverage, textile, paper and meat-processing plants. Unlike an external drum screen, it is fed from the inside: the water enters through the open end of the rotating drum and flows from inside to outside through the screening surface, while the solids stay on the inner face. It is supplied as a self-contained unit with its own tank, inlet box and outlet.",
        "Inside the drum, spiral flights move the retained solids steadily toward the discharge end as the drum turns, so the screening surface is continuously renewed and the solids leave the unit partly drained. The screened water falls through the drum into the collecting tank below and leaves by gravity. Because solids never reach the clean side, the unit gives reliable fine separation ahead of flotation, biological treatment or discharge to the sewer.",
        "Cleaning is automatic. A spray bar on the outside of the drum washes the screening surface from the outside in, against the direction of flow, and clears the openings of fibers and fats on every turn. Washing can run continuously or at set intervals to save water, and the drum can turn continuously or start on level. An enclosed housing, stainless steel construction and easy access to the spray nozzles make it well suited to hygienic industrial environments.",
      ],
      es: [
        "El tamiz de tambor de alimentación interior es un tamiz fino para separar sólidos pequeños de aguas residuales urbanas, efluentes industriales y aguas de proceso en industrias alimentarias, de bebidas, textiles, papeleras y cárnicas. A diferencia de un tamiz de tambor exterior, se alimenta por dentro: el agua entra por el extremo abierto del tambor giratorio y atraviesa la superficie filtrante de dentro hacia fuera, mientras los sólidos quedan en la cara interior. Se suministra como equipo compacto, con su propio depósito, cajón de entrada y salida.",
        "En el interior del tambor, unas espiras helicoidales desplazan de forma continua los sólidos retenidos hacia el extremo de descarga a medida que el tambor gira, de modo que la superficie filtrante se renueva constantemente y los sólidos salen del equipo parcialmente escurridos. El agua tamizada cae a través del tambor al depósito inferior y sale por gravedad. Como los sólidos nunca pasan al lado limpio, el equipo garantiza una separación fina fiable antes de una flotación, de un tratamiento biológico o del vertido a colector.",
        "La limpieza es automática. Una rampa de pulverización situada en el exterior del tambor lava la superficie filtrante de fuera hacia dentro, a contracorriente del flujo, y libera las aberturas de fibras y grasas en cada vuelta. El lavado puede funcionar en continuo o a intervalos programados para ahorrar agua, y el tambor puede girar en continuo o arrancar por nivel. La carcasa cerrada, la construcción en acero inoxidable y el fácil acceso a las boquillas lo hacen idóneo para entornos industriales con exigencias higiénicas.",
      ],
    },
    keyFacts: {
      en: [
        "Flow from inside to outside",
        "Automatic washing of the screening surface",
        "Internal flights convey solids to the discharge",
        "Self-contained unit with tank, inlet and outlet",
        "For municipal, industrial and process water",
      ],
      es: [
        "Flujo de dentro hacia fuera",
        "Lavado automático de la superficie filtrante",
        "Espiras interiores que conducen los sólidos a la descarga",
        "Equipo compacto con depósito, entrada y salida",
        "Para aguas urbanas, industriales y de proceso",
      ],
    },
    mainImage: {
      src: "products/internal-feed-drum-screen/detail",
      slot: "gallery",
      alt: {
        en: "Internal feed drum screen with tank and covered drum",
        es: "Tamiz de tambor de alimentación interior con depósito y tambor cubierto",
      },
      label: {
        en: "Internal Feed Drum Screen",
        es: "Tamiz de tambor de alimentación interior",
      },
    },
    gallery: [
      {
        src: "products/internal-feed-drum-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Internal feed drum screen at an industrial plant",
          es: "Tamiz de alimentación interior en una planta industrial",
        },
        alt: {
          en: "Internal feed drum screen treating process water at an industrial plant",
          es: "Tamiz de tambor de alimentación interior tratando agua de proceso en una planta industrial",
        },
        label: { en: "Industrial site", es: "Planta industrial" },
      },
      {
        src: "products/internal-feed-drum-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Drum interior with conveying flights",
          es: "Interior del tambor con espiras de transporte",
        },
        alt: {
          en: "Inside of the screening drum showing the spiral flights that carry solids to the discharge",
          es: "Interior del tambor de tamizado con las espiras que conducen los sólidos a la descarga",
        },
        label: { en: "Drum interior", es: "Interior del tambor" },
      },
      {
        src: "products/internal-feed-drum-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "External spray bar for automatic washing",
          es: "Rampa exterior de lavado automático",
        },
        alt: {
          en: "Spray bar washing the drum from the outside against the direction of flow",
          es: "Rampa de pulverización lavando el tambor desde el exterior a contracorriente",
        },
        label: { en: "Spray washing", es: "Lavado por pulverización" },
      },
    ],
  },
  {
    id: "manual-screen",
    summary: {
      en: "The simplest screen: a fixed bar rack across the channel, cleaned with a hand rake, for low flows and small stations.",
      es: "La reja más sencilla: un emparrillado fijo a lo ancho del canal que se limpia con un rastrillo manual, para caudales bajos y estaciones pequeñas.",
    },
    paragraphs: {
      en: [
        "The Manual Screen is the simplest form of screening: a fixed bar rack set across the channel that holds back coarse solids such as rags, branches, plastics and stones. It is the right choice for low flows and small installations, including small communities, package plants, pumping stations and industrial sites, and it is widely used as a bypass or emergency screen beside a mechanical screen, so that the inlet stays protected during maintenance or power failures.",
        "The rack is made of flat bars welded to a rigid frame and installed at an incline in the channel, with a bar spacing chosen for the expected solids and the equipment downstream. A drainage platform or perforated plate at the top of the rack lets the raked material drip back into the channel before it is removed. Guides in the channel walls allow the whole rack to be lifted out for inspection or replacement.",
        "Cleaning is done by an operator with a hand rake whose teeth match the bar spacing, pulling the retained material up the incline onto the platform and then into a container. Because there is no drive, motor or control panel, the manual screen uses no energy and needs almost no maintenance. Regular cleaning keeps the head loss low, and the screen should be checked more often during storms, when debris loads rise quickly.",
      ],
      es: [
        "La reja de limpieza manual es la forma más sencilla de desbaste: un emparrillado fijo colocado a lo ancho del canal que retiene sólidos gruesos como trapos, ramas, plásticos y piedras. Es la opción adecuada para caudales bajos y pequeñas instalaciones, como pequeñas poblaciones, plantas compactas, estaciones de bombeo e instalaciones industriales, y se utiliza mucho como reja de by-pass o de emergencia junto a una reja mecánica, para que la entrada siga protegida durante el mantenimiento o un corte del suministro eléctrico.",
        "El emparrillado está formado por pletinas soldadas a un bastidor rígido y se instala inclinado en el canal, con una separación entre barrotes elegida según los sólidos previstos y los equipos situados aguas abajo. En la parte superior, una plataforma de escurrido o una chapa perforada permite que el material extraído escurra de vuelta al canal antes de retirarlo. Unas guías en los muros del canal permiten extraer la reja completa para su inspección o sustitución.",
        "La limpieza la realiza un operario con un rastrillo manual cuyas púas coinciden con la separación entre barrotes: arrastra el material retenido por la pendiente hasta la plataforma y desde allí a un contenedor. Como no tiene accionamiento, motor ni cuadro de control, la reja manual no consume energía y apenas requiere mantenimiento. Una limpieza regular mantiene baja la pérdida de carga, y durante las tormentas conviene revisarla con más frecuencia, porque la carga de residuos aumenta con rapidez.",
      ],
    },
    keyFacts: {
      en: [
        "Cleaned with a hand rake",
        "For low flows and small installations",
        "Common as a bypass or emergency screen",
        "No drive and no energy use",
        "Removable rack in wall guides",
      ],
      es: [
        "Limpieza con rastrillo manual",
        "Para caudales bajos y pequeñas instalaciones",
        "Habitual como reja de by-pass o de emergencia",
        "Sin accionamiento ni consumo de energía",
        "Emparrillado extraíble por guías en los muros",
      ],
    },
    mainImage: {
      src: "products/manual-screen/detail",
      slot: "gallery",
      alt: {
        en: "Manual screen with bar rack and drainage platform",
        es: "Reja de limpieza manual con emparrillado y plataforma de escurrido",
      },
      label: { en: "Manual Screen", es: "Reja de limpieza manual" },
    },
    gallery: [
      {
        src: "products/manual-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Manual screen in an inlet channel",
          es: "Reja manual en un canal de entrada",
        },
        alt: {
          en: "Manual bar screen with drainage platform installed in an inlet channel",
          es: "Reja de limpieza manual con plataforma de escurrido instalada en un canal de entrada",
        },
        label: { en: "Inlet channel", es: "Canal de entrada" },
      },
    ],
  },
  {
    id: "perforated-screen",
    summary: {
      en: "A fine screen for very small suspended solids: a chain-driven perforated sheet cleaned by a rotating brush and backwash, set by level or time.",
      es: "Tamiz fino para sólidos en suspensión muy pequeños: chapa perforada arrastrada por cadenas, limpiada por cepillo rotativo y contralavado, por nivel o tiempo.",
    },
    paragraphs: {
      en: [
        "The Perforated Screen is a fine screen designed to capture very small suspended solids that pass through conventional bar screens, such as hair, fibers, plastic fragments and small debris. Instead of bars, its screening surface is made of perforated sheet with round holes, which retains particles whatever their orientation and gives a high capture rate. It is used ahead of membrane bioreactors, biological treatment and sensitive process equipment, where even fine solids cause fouling and wear.",
        "The perforated sheet panels are linked into a continuous band carried by chains on both sides of the frame. As the drive turns, the band moves up through the channel, lifting the retained solids out of the water to the head of the screen. There a rotating brush sweeps the panels and a backwash spray cleans the holes from the rear, so every panel returns to the flow fully open and the screening efficiency stays constant.",
        "Screenings fall from the brush and spray zone into a trough or onto a conveyor and can be sent to a screening press for dewatering. The band moves according to the upstream water level or on a timer, and both settings are adjustable, so cleaning frequency follows the actual solids load while water and energy use stay low. Side seals between the band and the channel walls prevent bypass, so no unscreened water reaches the downstream process.",
      ],
      es: [
        "El tamiz de chapa perforada es un tamiz fino diseñado para retener sólidos en suspensión muy pequeños que atraviesan las rejas de barras convencionales, como pelos, fibras, fragmentos de plástico y pequeños residuos. En lugar de barrotes, su superficie filtrante está formada por chapa con perforaciones circulares, que retiene las partículas sea cual sea su orientación y ofrece un alto rendimiento de captura. Se emplea antes de biorreactores de membrana, tratamientos biológicos y equipos de proceso sensibles, donde incluso los sólidos finos provocan ensuciamiento y desgaste.",
        "Los paneles de chapa perforada se unen formando una banda continua arrastrada por cadenas a ambos lados del bastidor. Cuando el accionamiento gira, la banda asciende por el canal y saca del agua los sólidos retenidos hasta la cabeza del tamiz. Allí un cepillo rotativo barre los paneles y un lavado a contracorriente limpia las perforaciones desde el lado posterior, de modo que cada panel vuelve al flujo completamente despejado y la eficacia de tamizado se mantiene constante.",
        "Los residuos caen desde la zona de cepillado y lavado a una canaleta o a un transportador, y pueden enviarse a una prensa de residuos para su deshidratación. La banda avanza según el nivel de agua aguas arriba o por temporizador, con parámetros ajustables en ambos casos, de modo que la frecuencia de limpieza sigue la carga real de sólidos y los consumos de agua y energía se mantienen bajos. Unas juntas laterales entre la banda y los muros del canal impiden que pase agua sin tamizar al proceso aguas abajo.",
      ],
    },
    keyFacts: {
      en: [
        "Fine screen for very small suspended solids",
        "Chain-driven perforated sheet band",
        "Rotating brush and backwash cleaning",
        "Level or time adjustment",
        "Side seals prevent bypass",
      ],
      es: [
        "Tamiz fino para sólidos en suspensión muy pequeños",
        "Banda de chapa perforada accionada por cadenas",
        "Limpieza por cepillo rotativo y lavado a contracorriente",
        "Regulación por nivel o por tiempo",
        "Juntas laterales que evitan el by-pass",
      ],
    },
    mainImage: {
      src: "products/perforated-screen/detail",
      slot: "gallery",
      alt: {
        en: "Perforated screen with chain-driven perforated band in a channel",
        es: "Tamiz de chapa perforada con banda accionada por cadenas en un canal",
      },
      label: { en: "Perforated Screen", es: "Tamiz de chapa perforada" },
    },
    gallery: [
      {
        src: "products/perforated-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Perforated screen installed in a channel",
          es: "Tamiz de chapa perforada instalado en un canal",
        },
        alt: {
          en: "Perforated screen installed in the inlet channel of a wastewater treatment plant",
          es: "Tamiz de chapa perforada instalado en el canal de entrada de una depuradora",
        },
        label: { en: "Channel installation", es: "Instalación en canal" },
      },
      {
        src: "products/perforated-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Perforated panels of the screening band",
          es: "Paneles perforados de la banda de tamizado",
        },
        alt: {
          en: "Close-up of the perforated sheet panels linked into the screening band",
          es: "Detalle de los paneles de chapa perforada que forman la banda de tamizado",
        },
        label: { en: "Perforated panels", es: "Paneles perforados" },
      },
      {
        src: "products/perforated-screen/gallery-03",
        slot: "gallery",
        title: {
          en: "Rotating brush at the head of the screen",
          es: "Cepillo rotativo en la cabeza del tamiz",
        },
        alt: {
          en: "Rotating brush and backwash spray cleaning the perforated band at the head of the screen",
          es: "Cepillo rotativo y lavado a contracorriente limpiando la banda perforada en la cabeza del tamiz",
        },
        label: { en: "Rotating brush", es: "Cepillo rotativo" },
      },
      {
        src: "products/perforated-screen/gallery-04",
        slot: "gallery",
        title: {
          en: "Perforated screen during factory assembly",
          es: "Tamiz de chapa perforada durante el montaje en fábrica",
        },
        alt: {
          en: "Perforated screen frame and band during assembly at the factory",
          es: "Bastidor y banda de un tamiz de chapa perforada durante su montaje en fábrica",
        },
        label: { en: "Factory assembly", es: "Montaje en fábrica" },
      },
    ],
  },
  {
    id: "rope-driven-grate",
    summary: {
      en: "A coarse or fine grate for high flows, heavy pollution loads and wide, deep channels, cleaned by a rope-carried toothed bucket.",
      es: "Reja de gruesos o finos para grandes caudales, cargas contaminantes elevadas y canales anchos y profundos, limpiada por un cazo dentado movido por cable.",
    },
    paragraphs: {
      en: [
        "The Rope-Driven Grate is built for inlet works that face high flow rates and heavy pollution loads, such as large municipal plants, combined sewer systems, stormwater pumping stations and raw water intakes. It is designed for wide and deep channels, where chain-driven screens become long, heavy and difficult to maintain. Installed at an angle of 70 to 90 degrees, it is available as a coarse or a fine grate, depending on the solids to be retained and the protection needed downstream.",
        "The main parts are the chassis, the grate blades, a toothed bucket carried on ropes, the rope drum, the hydraulic unit, the debris scraper and the drive motor. The drive motor winds the ropes on the drum to lower and raise the bucket along the chassis, while the hydraulic unit closes the bucket so its teeth reach in between the grate blades. On the way up the bucket collects the retained debris over the full depth of the channel.",
        "At the top, the debris scraper empties the bucket into a chute, conveyor or container. All moving and powered parts stay above the water; only the ropes and the bucket enter the channel, so there are no submerged chains, sprockets or bearings to wear. Cleaning cycles are controlled by the water level in front of the grate or by time, so the grate works harder during storm peaks and rests when the flow is light.",
      ],
      es: [
        "La reja de limpieza por cable está concebida para obras de llegada con grandes caudales y elevadas cargas contaminantes, como grandes depuradoras municipales, redes unitarias, estaciones de bombeo de pluviales y captaciones de agua bruta. Está pensada para canales anchos y profundos, donde las rejas de cadenas resultan largas, pesadas y difíciles de mantener. Se instala con una inclinación de 70 a 90 grados y puede suministrarse como reja de gruesos o de finos, según los sólidos que deban retenerse y la protección que necesiten los equipos aguas abajo.",
        "Sus componentes principales son el bastidor, los barrotes de la reja, un cazo dentado suspendido de cables, el tambor de cable, el grupo hidráulico, el rascador de residuos y el motor de accionamiento. El motor enrolla los cables en el tambor para bajar y subir el cazo a lo largo del bastidor, mientras el grupo hidráulico cierra el cazo para que sus dientes penetren entre los barrotes. En la subida, el cazo recoge los residuos retenidos en toda la profundidad del canal.",
        "En la parte superior, el rascador vacía el cazo en una tolva, un transportador o un contenedor. Todos los elementos móviles y motorizados quedan por encima del agua y solo los cables y el cazo entran en el canal, por lo que no hay cadenas, piñones ni rodamientos sumergidos que se desgasten. Los ciclos de limpieza se gobiernan por el nivel de agua delante de la reja o por tiempo, de modo que el equipo trabaja más en las puntas de lluvia y descansa cuando el caudal es bajo.",
      ],
    },
    keyFacts: {
      en: [
        "For high flow rates and pollution loads",
        "Suited to wide, deep channels",
        "Installed at 70-90 degrees, coarse or fine",
        "Rope-carried toothed bucket closed by a hydraulic unit",
        "Chassis, grate blades, rope drum, debris scraper and drive motor",
        "Level or time control",
      ],
      es: [
        "Para grandes caudales y cargas contaminantes",
        "Adecuada para canales anchos y profundos",
        "Instalación a 70-90 grados, de gruesos o de finos",
        "Cazo dentado suspendido de cables y cerrado por grupo hidráulico",
        "Bastidor, barrotes, tambor de cable, rascador de residuos y motor",
        "Control por nivel o por tiempo",
      ],
    },
    mainImage: {
      src: "products/rope-driven-grate/detail",
      slot: "gallery",
      alt: {
        en: "Rope-driven grate with toothed bucket and hydraulic unit",
        es: "Reja de limpieza por cable con cazo dentado y grupo hidráulico",
      },
      label: { en: "Rope-Driven Grate", es: "Reja de limpieza por cable" },
    },
    gallery: [
      {
        src: "products/rope-driven-grate/gallery-01",
        slot: "gallery",
        title: {
          en: "Rope-driven grate installation",
          es: "Instalación de una reja de limpieza por cable",
        },
        alt: {
          en: "Installation view of a rope-driven grate across a wide, deep inlet channel",
          es: "Vista de la instalación de una reja de limpieza por cable en un canal de entrada ancho y profundo",
        },
        label: { en: "Installation view", es: "Vista de instalación" },
      },
    ],
  },
  {
    id: "static-screen",
    summary: {
      en: "Separates solids from wastewater by gravity alone, with no drive or energy: a self-cleaning grid for small installations and remote sites.",
      es: "Separa los sólidos del agua residual solo por gravedad, sin accionamiento ni energía: una rejilla autolimpiante para instalaciones pequeñas y lugares aislados.",
    },
    paragraphs: {
      en: [
        "The Static Screen separates solids from wastewater by gravity alone. It has no drive, no motor and no control system, and it needs no energy to operate, which makes it a practical choice for smaller installations and remote sites such as small communities, camps, industrial outfalls and plants without a reliable power supply. It is also used to pre-screen industrial effluents before further treatment, where a simple and robust separation step is all that is needed.",
        "Water flows over an inclined, self-cleaning grid. The liquid passes through the openings while the retained solids slide down the surface under their own weight and the push of the incoming flow, and collect at the lower edge for removal. The grid can be fitted with optional brushes that help keep the openings clear when the water carries fats, fibers or sticky material. With no moving machinery, wear is minimal and routine maintenance is limited to inspection and occasional cleaning.",
        "To protect the grid from large objects and keep it working at full capacity, a coarse screen is recommended in front of the static screen, for example a manual screen or a basket screen. The unit is supplied as a compact stainless steel assembly that can be set on a frame, a tank or a channel, indoors or outdoors. Its width and opening size are chosen to suit the flow and the solids, and capacity can grow by adding units in parallel.",
      ],
      es: [
        "La reja estática autolimpiante separa los sólidos del agua residual únicamente por gravedad. No tiene accionamiento, motor ni sistema de control, y no necesita energía para funcionar, lo que la convierte en una opción práctica para instalaciones pequeñas y emplazamientos aislados, como pequeñas poblaciones, campamentos, vertidos industriales y plantas sin un suministro eléctrico fiable. También se utiliza para el pretamizado de efluentes industriales antes de su tratamiento, cuando basta con una etapa de separación sencilla y robusta.",
        "El agua fluye sobre una rejilla inclinada y autolimpiante. El líquido atraviesa las aberturas, mientras los sólidos retenidos se deslizan por la superficie por su propio peso y por el empuje del agua de llegada, y se acumulan en el borde inferior para su retirada. La rejilla puede equiparse con cepillos opcionales que ayudan a mantener libres las aberturas cuando el agua arrastra grasas, fibras o materiales adherentes. Al no haber maquinaria móvil, el desgaste es mínimo y el mantenimiento rutinario se limita a inspecciones y limpiezas ocasionales.",
        "Para proteger la rejilla de objetos grandes y mantener toda su capacidad, se recomienda instalar delante una reja de gruesos, por ejemplo una reja de limpieza manual o una cesta de desbaste. El equipo se suministra como un conjunto compacto de acero inoxidable que puede montarse sobre un bastidor, un depósito o un canal, en interior o en exterior. Su ancho y su luz de paso se eligen según el caudal y los sólidos, y la capacidad puede ampliarse añadiendo unidades en paralelo.",
      ],
    },
    keyFacts: {
      en: [
        "Gravity-based: no drive or energy needed",
        "Self-cleaning grid",
        "Optional brushes",
        "For smaller installations and remote sites",
        "Coarse screen recommended in front",
      ],
      es: [
        "Funciona por gravedad: sin accionamiento ni energía",
        "Rejilla autolimpiante",
        "Cepillos opcionales",
        "Para instalaciones pequeñas y emplazamientos aislados",
        "Se recomienda una reja de gruesos delante",
      ],
    },
    mainImage: {
      src: "products/static-screen/detail",
      slot: "gallery",
      alt: {
        en: "Static screen with inclined self-cleaning grid",
        es: "Reja estática con rejilla inclinada autolimpiante",
      },
      label: { en: "Static Screen", es: "Reja estática autolimpiante" },
    },
    gallery: [
      {
        src: "products/static-screen/gallery-01",
        slot: "gallery",
        title: {
          en: "Static screen at an outdoor installation",
          es: "Reja estática en una instalación exterior",
        },
        alt: {
          en: "Static screen installed outdoors on a treatment site",
          es: "Reja estática autolimpiante instalada al aire libre en una planta de tratamiento",
        },
        label: { en: "Outdoor installation", es: "Instalación exterior" },
      },
      {
        src: "products/static-screen/gallery-02",
        slot: "gallery",
        title: {
          en: "Static screen during manufacturing",
          es: "Reja estática durante su fabricación",
        },
        alt: {
          en: "Stainless steel static screen being manufactured in the workshop",
          es: "Reja estática de acero inoxidable en fabricación en el taller",
        },
        label: { en: "Manufacturing view", es: "Vista de fabricación" },
      },
    ],
  },
];
