import type { CertificateStandard, CertificateTile, Localized } from "./types";

/** The Certificates page's introduction. */
export const certificatesIntro: { heading: Localized; text: Localized } = {
  heading: { en: "Company Certificates", es: "Certificados de la empresa" },
  text: {
    en: "Our management systems are certified by an independent, accredited certification body and audited regularly, so customers can rely on consistent quality, responsible environmental practice and safe working conditions in every project we deliver.",
    es: "Nuestros sistemas de gestión están certificados por un organismo de certificación independiente y acreditado, y se auditan periódicamente, para que nuestros clientes puedan confiar en una calidad constante, una gestión ambiental responsable y condiciones de trabajo seguras en cada proyecto que entregamos.",
  },
};

/** The management system standards listed on the Certificates page. */
export const certificateStandards: CertificateStandard[] = [
  {
    id: "iso-9001",
    code: "ISO 9001",
    name: { en: "Quality Management System", es: "Sistema de gestión de la calidad" },
    description: {
      en: "Defines how we plan, design, manufacture, install and service our equipment and plants, with documented controls at every stage and a commitment to continual improvement and customer satisfaction.",
      es: "Establece cómo planificamos, diseñamos, fabricamos, instalamos y damos servicio a nuestros equipos y plantas, con controles documentados en cada etapa y un compromiso con la mejora continua y la satisfacción del cliente.",
    },
  },
  {
    id: "iso-14001",
    code: "ISO 14001",
    name: { en: "Environmental Management System", es: "Sistema de gestión ambiental" },
    description: {
      en: "Ensures that we identify and control the environmental aspects of our production and site work, reducing waste, emissions and resource consumption in line with legal requirements.",
      es: "Garantiza que identificamos y controlamos los aspectos ambientales de nuestra producción y de los trabajos en obra, reduciendo residuos, emisiones y consumo de recursos de acuerdo con los requisitos legales.",
    },
  },
  {
    id: "iso-45001",
    code: "ISO 45001",
    name: {
      en: "Occupational Health and Safety Management System",
      es: "Sistema de gestión de la seguridad y salud en el trabajo",
    },
    description: {
      en: "Protects our employees, subcontractors and visitors by assessing risks in the factory and on construction sites and by preventing work-related injuries and ill health.",
      es: "Protege a nuestros empleados, subcontratistas y visitantes mediante la evaluación de riesgos en la fábrica y en las obras y la prevención de lesiones y enfermedades laborales.",
    },
  },
];

/** The certificate images, in gallery order. */
export const certificateTiles: CertificateTile[] = [
  {
    id: "iso-45001-2018",
    caption: { en: "ISO 45001:2018", es: "ISO 45001:2018" },
    image: {
      src: "certificates/iso-45001-2018",
      slot: "certificate",
      alt: {
        en: "ISO 45001:2018 occupational health and safety management system certificate",
        es: "Certificado del sistema de gestión de la seguridad y salud en el trabajo ISO 45001:2018",
      },
      label: { en: "ISO 45001:2018", es: "ISO 45001:2018" },
    },
  },
  {
    id: "certification-body-accreditation",
    caption: {
      en: "Certification Body Accreditation",
      es: "Acreditación del organismo certificador",
    },
    image: {
      src: "certificates/certification-body-accreditation",
      slot: "certificate",
      alt: {
        en: "Accreditation certificate of the independent certification body that issued the company's ISO certificates",
        es: "Certificado de acreditación del organismo de certificación independiente que emitió los certificados ISO de la empresa",
      },
      label: { en: "Accreditation", es: "Acreditación" },
    },
  },
  {
    id: "iso-9001-2015",
    caption: { en: "ISO 9001:2015", es: "ISO 9001:2015" },
    image: {
      src: "certificates/iso-9001-2015",
      slot: "certificate",
      alt: {
        en: "ISO 9001:2015 quality management system certificate",
        es: "Certificado del sistema de gestión de la calidad ISO 9001:2015",
      },
      label: { en: "ISO 9001:2015", es: "ISO 9001:2015" },
    },
  },
  {
    id: "iso-14001-2015",
    caption: { en: "ISO 14001:2015", es: "ISO 14001:2015" },
    image: {
      src: "certificates/iso-14001-2015",
      slot: "certificate",
      alt: {
        en: "ISO 14001:2015 environmental management system certificate",
        es: "Certificado del sistema de gestión ambiental ISO 14001:2015",
      },
      label: { en: "ISO 14001:2015", es: "ISO 14001:2015" },
    },
  },
];
