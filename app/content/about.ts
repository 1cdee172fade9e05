import type { PageContent } from "./types";

/** What the About Us page shows. */
export type AboutContent = PageContent<"about">;

export const about: AboutContent = {
  hero: {
    src: "about/hero",
    slot: "hero",
    alt: {
      en: "Wide view of the company's production hall with stainless steel treatment equipment in various stages of assembly",
      es: "Vista amplia de la nave de producción de la empresa con equipos de tratamiento de acero inoxidable en distintas etapas de montaje",
    },
    label: { en: "About Us", es: "Quiénes somos" },
  },
  headline: {
    en: "Engineering Clean Water Since 2000",
    es: "Ingeniería para el agua limpia desde 2000",
  },
  intro: {
    en: "We design, manufacture and install water and wastewater treatment equipment and turnkey treatment plants for municipal and industrial customers across the Americas and worldwide.",
    es: "Diseñamos, fabricamos e instalamos equipos de tratamiento de agua y aguas residuales y plantas de tratamiento llave en mano para clientes municipales e industriales en todo el continente americano y en el resto del mundo.",
  },
  greenFuture: {
    heading: {
      en: "Solutions For A Green Future",
      es: "Soluciones para un futuro verde",
    },
    paragraphs: {
      en: [
        "Founded in 2012, Akvaris Water Technologies designs, manufactures and installs water and wastewater treatment equipment and turnkey treatment plants for municipal, industrial and private-sector customers. From our headquarters and factory in Turkey and our office in Houston, Texas, we serve customers across the Americas and around the world, and we have provided solutions to more than 200 brands.",
        "Our manufacturing facilities comprise 55,000 sq ft of enclosed production space and a 33,000 sq ft open production area, where more than 100 types of equipment are cut, welded, assembled and tested. Our engineering, project management, sales and administrative teams work in an 8,600 sq ft five-story administrative building.",
        "Every stage of our work, from process design and manufacturing to installation, commissioning and after-sales service, is carried out under a quality management system certified to ISO 9001:2015. With more than 145 employees, including more than 65 engineers, technical and administrative staff, and over 450 completed projects, we bring proven experience to every new plant.",
        "We believe that clean water is the foundation of a green future. Each plant we deliver protects rivers, lakes and groundwater, makes water reuse possible and helps our customers meet environmental regulations while using less energy and fewer chemicals.",
      ],
      es: [
        "Fundada en 2012, Akvaris Water Technologies diseña, fabrica e instala equipos de tratamiento de agua y aguas residuales y plantas de tratamiento llave en mano para clientes municipales, industriales y del sector privado. Desde nuestra sede y fábrica en Turquía y nuestra oficina en Houston, Texas, atendemos a clientes en todo el continente americano y en el resto del mundo, y hemos suministrado soluciones a más de 200 marcas.",
        "Nuestras instalaciones de fabricación cuentan con 55.000 pies cuadrados de superficie de producción cubierta y un área de producción abierta de 33.000 pies cuadrados, donde se cortan, sueldan, montan y prueban más de 100 tipos de equipos. Nuestros equipos de ingeniería, gestión de proyectos, ventas y administración trabajan en un edificio administrativo de cinco pisos y 8.600 pies cuadrados.",
        "Cada etapa de nuestro trabajo, desde el diseño del proceso y la fabricación hasta el montaje, la puesta en marcha y el servicio posventa, se realiza bajo un sistema de gestión de la calidad certificado según ISO 9001:2015. Con más de 145 empleados, entre ellos más de 65 ingenieros, técnicos y personal administrativo, y más de 450 proyectos completados, aportamos una experiencia comprobada a cada nueva planta.",
        "Creemos que el agua limpia es la base de un futuro verde. Cada planta que entregamos protege ríos, lagos y acuíferos, hace posible el reúso del agua y ayuda a nuestros clientes a cumplir la normativa ambiental con un menor consumo de energía y de reactivos.",
      ],
    },
  },
  tiles: [
    {
      id: "production-area",
      value: "12.000 m²",
      label: { en: "Production Area", es: "Área de producción" },
    },
    {
      id: "white-collar-employees",
      value: "65+",
      label: { en: "White Collar Employee", es: "Personal administrativo" },
    },
    {
      id: "total-employees",
      value: "145+",
      label: { en: "Total Employees", es: "Empleados en total" },
    },
    {
      id: "completed-projects",
      value: "450+",
      label: { en: "Completed Projects", es: "Proyectos completados" },
    },
  ],
  technology: {
    heading: {
      en: "Advanced Technology and High Quality",
      es: "Tecnología avanzada y alta calidad",
    },
    missionTab: { en: "Our Mission", es: "Nuestra misión" },
    visionTab: { en: "Our Vision", es: "Nuestra visión" },
    mission: {
      en: [
        "Our mission is to deliver innovative, sustainable and reliable water and wastewater treatment solutions that protect public health and preserve water resources across the Americas.",
        "We achieve it by combining sound process engineering, in-house manufacturing under strict quality control and a long-term partnership with every customer, from the first design study to many years of operation.",
      ],
      es: [
        "Nuestra misión es ofrecer soluciones innovadoras, sostenibles y confiables de tratamiento de agua y aguas residuales que protejan la salud pública y preserven los recursos hídricos en todo el continente americano.",
        "Lo logramos combinando una ingeniería de procesos sólida, una fabricación propia con estricto control de calidad y una relación a largo plazo con cada cliente, desde el primer estudio de diseño hasta muchos años de operación.",
      ],
    },
    vision: {
      en: [
        "Our vision is to be the leading provider of advanced water treatment technology in the Americas, recognized for engineering excellence, product quality and the lasting performance of the plants we build.",
      ],
      es: [
        "Nuestra visión es ser el proveedor líder de tecnología avanzada de tratamiento de agua en el continente americano, reconocido por la excelencia de su ingeniería, la calidad de sus productos y el desempeño duradero de las plantas que construye.",
      ],
    },
    image: {
      src: "about/technology",
      slot: "portrait",
      alt: {
        en: "Engineer in a hard hat checking the drive unit of a stainless steel mechanical screen in the factory",
        es: "Ingeniero con casco revisando el grupo motriz de una reja mecánica de acero inoxidable en la fábrica",
      },
      label: { en: "Advanced Technology", es: "Tecnología avanzada" },
    },
  },
};
