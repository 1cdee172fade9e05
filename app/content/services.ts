import type { Service } from "./types";

/** The nine service areas, in menu order. */
export const services: Service[] = [
  {
    id: "wastewater-treatment",
    slug: { en: "wastewater-treatment", es: "tratamiento-de-aguas-residuales" },
    title: { en: "Wastewater Treatment", es: "Tratamiento de aguas residuales" },
    summary: {
      en: "Turnkey municipal and industrial wastewater treatment plants, from process design and equipment supply to installation and commissioning.",
      es: "Plantas de tratamiento de aguas residuales municipales e industriales llave en mano, desde el diseño del proceso hasta el montaje y la puesta en marcha.",
    },
    hero: {
      src: "services/wastewater-treatment/hero",
      slot: "hero",
      alt: {
        en: "Aerial view of a municipal wastewater treatment plant with circular clarifiers and rectangular aeration basins",
        es: "Vista aérea de una planta de tratamiento de aguas residuales municipal con clarificadores circulares y reactores de aireación rectangulares",
      },
      label: { en: "Wastewater Treatment", es: "Tratamiento de aguas residuales" },
    },
  },
  {
    id: "mechanical-equipment-manufacturing",
    slug: { en: "mechanical-equipment-manufacturing", es: "fabricacion-de-equipos-mecanicos" },
    title: { en: "Mechanical Equipment Manufacturing", es: "Fabricación de equipos mecánicos" },
    summary: {
      en: "In-house design and manufacture of more than 100 types of water and wastewater treatment equipment, from screens and scrapers to mixers and aerators.",
      es: "Diseño y fabricación propia de más de 100 tipos de equipos para tratamiento de agua y aguas residuales: rejas, barredores, agitadores y aireadores.",
    },
    hero: {
      src: "services/mechanical-equipment-manufacturing/hero",
      slot: "hero",
      alt: {
        en: "Fabrication hall with stainless steel screening equipment being assembled on workbenches",
        es: "Nave de fabricación con equipos de desbaste de acero inoxidable en proceso de montaje sobre bancos de trabajo",
      },
      label: { en: "Mechanical Equipment Manufacturing", es: "Fabricación de equipos mecánicos" },
    },
  },
  {
    id: "drinking-water-treatment",
    slug: { en: "drinking-water-treatment", es: "tratamiento-de-agua-potable" },
    title: { en: "Drinking Water Treatment", es: "Tratamiento de agua potable" },
    summary: {
      en: "Drinking water treatment plants and package units that turn surface and groundwater into safe potable water that meets applicable regulations.",
      es: "Plantas potabilizadoras y equipos compactos que convierten agua superficial y subterránea en agua potable segura y conforme a la normativa aplicable.",
    },
    hero: {
      src: "services/drinking-water-treatment/hero",
      slot: "hero",
      alt: {
        en: "Row of pressure sand and activated carbon filters in a drinking water treatment plant",
        es: "Batería de filtros a presión de arena y carbón activado en una planta potabilizadora",
      },
      label: { en: "Drinking Water Treatment", es: "Tratamiento de agua potable" },
    },
  },
  {
    id: "sludge-dewatering",
    slug: { en: "sludge-dewatering", es: "deshidratacion-de-lodos" },
    title: { en: "Sludge Dewatering", es: "Deshidratación de lodos" },
    summary: {
      en: "Sludge thickening and dewatering systems with belt filter presses, thickeners and polymer units that cut sludge volume and disposal costs.",
      es: "Sistemas de espesamiento y deshidratación de lodos con filtros banda, espesadores y preparadores de polímero que reducen volumen y costos de disposición.",
    },
    hero: {
      src: "services/sludge-dewatering/hero",
      slot: "hero",
      alt: {
        en: "Belt filter press discharging dewatered sludge cake onto a conveyor",
        es: "Filtro banda descargando torta de lodo deshidratado sobre una cinta transportadora",
      },
      label: { en: "Sludge Dewatering", es: "Deshidratación de lodos" },
    },
  },
  {
    id: "biological-package-wastewater-treatment",
    slug: {
      en: "biological-package-wastewater-treatment",
      es: "tratamiento-biologico-compacto-de-aguas-residuales",
    },
    title: {
      en: "Biological Package Wastewater Treatment",
      es: "Tratamiento biológico compacto de aguas residuales",
    },
    summary: {
      en: "Prefabricated biological treatment units for communities, camps, hotels and plants, delivered factory-tested and ready for fast installation.",
      es: "Plantas biológicas compactas prefabricadas para comunidades, campamentos, hoteles e industrias, probadas en fábrica y listas para una instalación rápida.",
    },
    hero: {
      src: "services/biological-package-wastewater-treatment/hero",
      slot: "hero",
      alt: {
        en: "Containerized biological package wastewater treatment unit installed on a concrete pad",
        es: "Planta biológica compacta de aguas residuales en contenedor, instalada sobre una losa de hormigón",
      },
      label: {
        en: "Biological Package Wastewater Treatment",
        es: "Tratamiento biológico compacto de aguas residuales",
      },
    },
  },
  {
    id: "odor-treatment",
    slug: { en: "odor-treatment", es: "tratamiento-de-olores" },
    title: { en: "Odor Treatment", es: "Tratamiento de olores" },
    summary: {
      en: "Odor control systems with covers, extraction, chemical scrubbers, biofilters and activated carbon that remove H2S and other malodorous gases.",
      es: "Sistemas de control de olores con cubiertas, extracción, lavadores químicos, biofiltros y carbón activado que eliminan el H2S y otros gases olorosos.",
    },
    hero: {
      src: "services/odor-treatment/hero",
      slot: "hero",
      alt: {
        en: "Vertical chemical scrubber towers with extraction ductwork next to a covered treatment tank",
        es: "Torres verticales de lavado químico con ductos de extracción junto a un tanque de tratamiento cubierto",
      },
      label: { en: "Odor Treatment", es: "Tratamiento de olores" },
    },
  },
  {
    id: "chemical-wastewater-treatment",
    slug: { en: "chemical-wastewater-treatment", es: "tratamiento-quimico-de-aguas-residuales" },
    title: { en: "Chemical Wastewater Treatment", es: "Tratamiento químico de aguas residuales" },
    summary: {
      en: "Physico-chemical treatment with neutralization, coagulation, flocculation and settling or flotation for metal-bearing and other industrial effluents.",
      es: "Tratamiento fisicoquímico con neutralización, coagulación, floculación y decantación o flotación para efluentes con metales y otros vertidos industriales.",
    },
    hero: {
      src: "services/chemical-wastewater-treatment/hero",
      slot: "hero",
      alt: {
        en: "Coagulation and flocculation tanks with mixers and chemical dosing pumps in a treatment building",
        es: "Tanques de coagulación y floculación con agitadores y bombas dosificadoras de reactivos dentro de una nave de tratamiento",
      },
      label: { en: "Chemical Wastewater Treatment", es: "Tratamiento químico de aguas residuales" },
    },
  },
  {
    id: "electrical-and-automation",
    slug: { en: "electrical-and-automation", es: "electricidad-y-automatizacion" },
    title: { en: "Electrical and Automation", es: "Electricidad y automatización" },
    summary: {
      en: "Design and manufacture of MCC, PLC and MDP panels with SCADA systems that monitor and control treatment plants safely and efficiently.",
      es: "Diseño y fabricación de tableros CCM, PLC y generales de distribución, con sistemas SCADA para supervisar y controlar plantas de tratamiento.",
    },
    hero: {
      src: "services/electrical-and-automation/hero",
      slot: "hero",
      alt: {
        en: "Open motor control center panels with wired starters and a PLC rack in a plant electrical room",
        es: "Tableros de centro de control de motores abiertos con arrancadores cableados y un rack de PLC en la sala eléctrica de una planta",
      },
      label: { en: "Electrical and Automation", es: "Electricidad y automatización" },
    },
  },
  {
    id: "industrial-wastewater-treatment",
    slug: {
      en: "industrial-wastewater-treatment",
      es: "tratamiento-de-aguas-residuales-industriales",
    },
    title: { en: "Industrial Wastewater Treatment", es: "Tratamiento de aguas residuales industriales" },
    summary: {
      en: "Treatment plants for food, textile, chemical, metal and other industrial effluents, designed to meet discharge limits or enable water reuse.",
      es: "Plantas de tratamiento para efluentes alimentarios, textiles, químicos, metalúrgicos y otros, diseñadas para cumplir límites de vertido o reutilizar agua.",
    },
    hero: {
      src: "services/industrial-wastewater-treatment/hero",
      slot: "hero",
      alt: {
        en: "Industrial effluent treatment plant with an equalization tank, a flotation unit and steel walkways",
        es: "Planta de tratamiento de efluentes industriales con tanque de homogeneización, unidad de flotación y pasarelas de acero",
      },
      label: {
        en: "Industrial Wastewater Treatment",
        es: "Tratamiento de aguas residuales industriales",
      },
    },
  },
];
