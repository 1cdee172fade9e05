import { company } from "./company";
import type { ImageRef, Localized, PageContent } from "./types";

/**
 * What the home page shows besides the interface texts of the dictionaries (groups hero,
 * company, manufacturing, values, policies, map, news, green): six hero slides, one per
 * shortcut service, in the shortcuts' order. The product-category carousel reads
 * categories.ts, the shortcut buttons read services.ts, the stats read company.ts.
 */
export type HomeContent = PageContent<"home">;

const heroImage = (n: number, label: Localized, alt: Localized): ImageRef => ({
  src: `home/hero-0${n}`,
  slot: "hero",
  alt,
  label,
});

export const home: HomeContent = {
  hero: [
    {
      serviceId: "wastewater-treatment",
      title: {
        en: "Wastewater Treatment Plants, Engineered End to End",
        es: "Plantas de tratamiento de aguas residuales, de principio a fin",
      },
      subtitle: {
        en: "Municipal and industrial plants designed, built, installed and commissioned by one team.",
        es: "Plantas municipales e industriales diseñadas, fabricadas, montadas y puestas en marcha por un solo equipo.",
      },
      image: heroImage(
        1,
        { en: "Wastewater Treatment", es: "Tratamiento de aguas residuales" },
        {
          en: "Aeration basins and circular clarifiers of a wastewater treatment plant at dawn",
          es: "Reactores de aireación y clarificadores circulares de una depuradora al amanecer",
        },
      ),
    },
    {
      serviceId: "mechanical-equipment-manufacturing",
      title: {
        en: "Treatment Equipment Built in Our Own Factory",
        es: "Equipos de tratamiento fabricados en nuestra propia planta",
      },
      subtitle: {
        en: "More than 100 types of screens, scrapers, mixers and aerators, cut, welded and tested in-house.",
        es: "Más de 100 tipos de rejas, barredores, agitadores y aireadores, cortados, soldados y probados en casa.",
      },
      image: heroImage(
        2,
        { en: "Mechanical Equipment", es: "Equipos mecánicos" },
        {
          en: "Welder assembling a stainless steel screen in the production hall",
          es: "Soldador montando una reja de acero inoxidable en la nave de producción",
        },
      ),
    },
    {
      serviceId: "drinking-water-treatment",
      title: {
        en: "Safe Drinking Water for Every Community",
        es: "Agua potable segura para cada comunidad",
      },
      subtitle: {
        en: "Filtration and disinfection plants that turn surface and groundwater into clean, compliant drinking water.",
        es: "Plantas de filtración y desinfección que convierten agua superficial y subterránea en agua potable conforme a la normativa.",
      },
      image: heroImage(
        3,
        { en: "Drinking Water", es: "Agua potable" },
        {
          en: "Row of pressure filters in a drinking water treatment plant",
          es: "Batería de filtros a presión en una planta potabilizadora",
        },
      ),
    },
    {
      serviceId: "sludge-dewatering",
      title: {
        en: "Less Sludge, Lower Disposal Costs",
        es: "Menos lodo, menores costos de disposición",
      },
      subtitle: {
        en: "Belt filter presses, thickeners and polymer units that cut sludge volume where it is produced.",
        es: "Filtros banda, espesadores y preparadores de polímero que reducen el volumen de lodo en origen.",
      },
      image: heroImage(
        4,
        { en: "Sludge Dewatering", es: "Deshidratación de lodos" },
        {
          en: "Belt filter press discharging dewatered sludge cake",
          es: "Filtro banda descargando torta de lodo deshidratado",
        },
      ),
    },
    {
      serviceId: "biological-package-wastewater-treatment",
      title: {
        en: "Package Treatment Plants, Ready to Run",
        es: "Plantas compactas, listas para operar",
      },
      subtitle: {
        en: "Factory-tested biological units for communities, camps, hotels and industrial sites, installed in days.",
        es: "Plantas biológicas probadas en fábrica para comunidades, campamentos, hoteles e industrias, instaladas en días.",
      },
      image: heroImage(
        5,
        { en: "Package Treatment", es: "Plantas compactas" },
        {
          en: "Containerised biological package treatment plant on a project site",
          es: "Planta biológica compacta en contenedor instalada en obra",
        },
      ),
    },
    {
      serviceId: "odor-treatment",
      title: {
        en: "Odor Control Your Neighbors Will Notice",
        es: "Control de olores que sus vecinos notarán",
      },
      subtitle: {
        en: "Scrubbers and biofilters that capture odors at pump stations, inlet works and sludge handling.",
        es: "Lavadores de gases y biofiltros que captan los olores en bombeos, obras de llegada y manejo de lodos.",
      },
      image: heroImage(
        6,
        { en: "Odor Treatment", es: "Tratamiento de olores" },
        {
          en: "Odor control scrubber towers beside a covered treatment tank",
          es: "Torres de lavado de gases junto a un tanque de tratamiento cubierto",
        },
      ),
    },
  ],
  company: {
    description: {
      en: `Since ${company.operatingSince} we have designed, manufactured and installed water and wastewater treatment equipment and turnkey plants for municipal, industrial and private-sector clients. Our engineers, our ISO 9001:2015 certified factory in Turkey and our office in Houston, Texas, work as one team, from the first process calculation to commissioning and after-sales service.`,
      es: `Desde ${company.operatingSince} diseñamos, fabricamos e instalamos equipos de tratamiento de agua y aguas residuales y plantas llave en mano para clientes municipales, industriales y privados. Nuestros ingenieros, nuestra fábrica en Turquía certificada ISO 9001:2015 y nuestra oficina en Houston, Texas, trabajan como un solo equipo, desde el primer cálculo de proceso hasta la puesta en marcha y el servicio posventa.`,
    },
  },
  banner: {
    src: "home/banner",
    slot: "banner",
    alt: {
      en: "Panoramic view of a completed wastewater treatment plant with clarifiers and aeration tanks beside a river",
      es: "Vista panorámica de una depuradora terminada, con clarificadores y reactores de aireación junto a un río",
    },
    label: { en: "Our Projects", es: "Nuestros proyectos" },
  },
  manufacturing: {
    intro: {
      en: "Every piece of equipment we supply is designed by our engineers and built in our own plant, so process, mechanical and electrical design fit together from day one. Explore our nine product lines.",
      es: "Cada equipo que suministramos lo diseñan nuestros ingenieros y se fabrica en nuestra propia planta, de modo que el diseño de proceso, mecánico y eléctrico encaja desde el primer día. Conozca nuestras nueve líneas de producto.",
    },
  },
  values: {
    policiesIntro: {
      en: "Our management policies set out how we work in the factory, in the office and on site: we meet our customers' requirements, protect the environment and keep everyone who works with us safe.",
      es: "Nuestras políticas de gestión definen cómo trabajamos en la fábrica, en la oficina y en obra: cumplimos los requisitos de nuestros clientes, protegemos el medio ambiente y cuidamos la seguridad de todas las personas que trabajan con nosotros.",
    },
    valuesIntro: {
      en: "Our values are the promises behind every plant we deliver: honest engineering, equipment built to last, and a partner who is still there long after commissioning.",
      es: "Nuestros valores son los compromisos detrás de cada planta que entregamos: ingeniería honesta, equipos hechos para durar y un socio que sigue presente mucho después de la puesta en marcha.",
    },
    cards: [
      {
        id: "quality",
        title: { en: "Quality Commitment", es: "Compromiso con la calidad" },
        text: {
          en: "Every product is built under our ISO 9001:2015 quality system, with inspections from raw material to factory acceptance test.",
          es: "Cada producto se fabrica bajo nuestro sistema de calidad ISO 9001:2015, con inspecciones desde la materia prima hasta la prueba en fábrica.",
        },
      },
      {
        id: "environment",
        title: { en: "Environmental Stewardship", es: "Cuidado del medio ambiente" },
        text: {
          en: "We design plants that use less energy and fewer chemicals, and we cut waste and emissions in our own production.",
          es: "Diseñamos plantas que consumen menos energía y reactivos, y reducimos residuos y emisiones en nuestra propia producción.",
        },
      },
      {
        id: "safety",
        title: { en: "Safety Promise", es: "Compromiso con la seguridad" },
        text: {
          en: "Safe conditions for our employees, subcontractors and our customers' operators, in the factory and on every site.",
          es: "Condiciones seguras para nuestro personal, los subcontratistas y los operadores de nuestros clientes, en la fábrica y en cada obra.",
        },
      },
      {
        id: "continuity",
        title: { en: "Responsibility and Continuity", es: "Responsabilidad y continuidad" },
        text: {
          en: "We stand behind our equipment for its whole service life, with spare parts, field service and long-term partnerships.",
          es: "Respaldamos nuestros equipos durante toda su vida útil, con repuestos, asistencia técnica en campo y relaciones a largo plazo.",
        },
      },
    ],
  },
  policies: [
    {
      id: "environmental",
      title: { en: "Environmental Policy", es: "Política ambiental" },
      text: {
        en: "We design every process to protect rivers, lakes and groundwater, and to use as little energy and as few chemicals as the task allows. In our own plant we separate and recycle scrap, reduce emissions and comply with all environmental legislation under our ISO 14001 management system.",
        es: "Diseñamos cada proceso para proteger ríos, lagos y acuíferos, y para usar tan poca energía y tan pocos reactivos como la tarea permita. En nuestra planta separamos y reciclamos la chatarra, reducimos las emisiones y cumplimos toda la legislación ambiental bajo nuestro sistema de gestión ISO 14001.",
      },
      image: {
        src: "home/policy-environmental",
        slot: "card",
        alt: {
          en: "Clear treated water flowing from an outfall into a green river bank",
          es: "Agua tratada y limpia saliendo de un emisario hacia la ribera verde de un río",
        },
        label: { en: "Environmental Policy", es: "Política ambiental" },
      },
    },
    {
      id: "quality",
      title: { en: "Quality Policy", es: "Política de calidad" },
      text: {
        en: "We meet our customers' requirements the first time: documented designs, traceable materials, qualified welders and a factory acceptance test for every unit. We measure customer satisfaction and improve our processes continually under our ISO 9001:2015 certified system.",
        es: "Cumplimos los requisitos de nuestros clientes a la primera: diseños documentados, materiales trazables, soldadores calificados y una prueba de aceptación en fábrica para cada equipo. Medimos la satisfacción de los clientes y mejoramos nuestros procesos de forma continua con nuestro sistema certificado ISO 9001:2015.",
      },
      image: {
        src: "home/policy-quality",
        slot: "card",
        alt: {
          en: "Inspector checking a weld seam on a stainless steel tank with a gauge",
          es: "Inspector revisando con un calibre un cordón de soldadura en un tanque de acero inoxidable",
        },
        label: { en: "Quality Policy", es: "Política de calidad" },
      },
    },
    {
      id: "social",
      title: { en: "Social Responsibility Policy", es: "Política de responsabilidad social" },
      text: {
        en: "Clean water is a public good, and we act like it. We provide fair and safe workplaces, train young engineers and technicians, buy from local suppliers where we can, and support the communities around our factory and our project sites.",
        es: "El agua limpia es un bien público y actuamos en consecuencia. Ofrecemos lugares de trabajo justos y seguros, formamos a jóvenes ingenieros y técnicos, compramos a proveedores locales siempre que podemos y apoyamos a las comunidades cercanas a nuestra fábrica y a nuestras obras.",
      },
      image: {
        src: "home/policy-social",
        slot: "card",
        alt: {
          en: "Engineers and apprentices reviewing drawings together on a project site",
          es: "Ingenieros y aprendices revisando planos juntos en una obra",
        },
        label: { en: "Social Responsibility", es: "Responsabilidad social" },
      },
    },
  ],
  map: {
    intro: {
      en: "From our headquarters and factory in Turkey and our office in Houston, Texas, we have delivered solutions to more than 200 brands around the world.",
      es: "Desde nuestra sede y fábrica en Turquía y nuestra oficina en Houston, Texas, hemos entregado soluciones a más de 200 marcas en todo el mundo.",
    },
    turkey: {
      name: company.headquarters,
      role: { en: "Headquarters and production", es: "Sede central y producción" },
    },
    houston: {
      name: { en: "Houston, Texas", es: "Houston, Texas" },
      role: { en: "Office for the Americas", es: "Oficina para América" },
    },
  },
  green: {
    text: {
      en: "Tell us about your water or wastewater project, and our engineers will recommend the right treatment solution.",
      es: "Cuéntenos sobre su proyecto de agua o aguas residuales y nuestros ingenieros le recomendarán la solución de tratamiento adecuada.",
    },
  },
};
