import type { Dictionary } from "../dictionary";
import { fallbackMessages } from "../fallback-messages";

export const es: Dictionary = {
  meta: {
    siteName: "Akvaris Water Technologies",
    homeTitle: "Fabricante de equipos para tratamiento de agua y aguas residuales",
    homeDescription:
      "Diseño, fabricación e instalación de equipos para tratamiento de agua y aguas residuales y plantas llave en mano para clientes industriales, municipales y privados en todo el mundo.",
  },
  common: {
    skipToContent: "Saltar al contenido principal",
    home: "Inicio",
    breadcrumb: "Ruta de navegación",
    backToTop: "Volver arriba",
    close: "Cerrar",
    learnMore: "Más información",
    readMore: "Leer más",
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  nav: {
    mainNavigation: "Navegación principal",
    corporate: "Empresa",
    aboutUs: "Sobre nosotros",
    certificates: "Certificados",
    services: "Nuestros servicios",
    products: "Productos",
    news: "Noticias y novedades",
    catalogs: "Catálogos",
    contactUs: "CONTÁCTENOS",
    contact: "Contacto",
    language: "Idioma",
    languageName: "Español",
    changeLanguage: "Cambiar idioma",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menu: "Menú",
    fields: "Nuestros servicios",
    homeLink: "{name}, página de inicio",
  },
  footer: {
    description:
      "Diseñamos, fabricamos e instalamos equipos para tratamiento de agua y aguas residuales y plantas llave en mano para clientes industriales, municipales y privados, desde Turquía y Houston para clientes de todo el mundo.",
    quickLinks: "Menú rápido",
    services: "Servicios",
    products: "Productos",
    corporate: "Empresa",
    contact: "Contacto",
    customerService: "Atención al cliente",
    email: "Correo electrónico",
    address: "Dirección",
    followUs: "Síganos",
    rights: "Todos los derechos reservados.",
    social: "Redes sociales",
    footerNavigation: "Pie de página",
  },
  pages: {
    aboutTitle: "Sobre nosotros",
    aboutDescription:
      "Ingeniería de tratamiento de agua desde 2000: instalaciones de producción en Turquía, oficina en Houston y más de 450 proyectos completados para más de 200 marcas.",
    certificatesTitle: "Certificados",
    certificatesDescription:
      "Nuestros sistemas de gestión certificados ISO 9001, ISO 14001 e ISO 45001 de calidad, medio ambiente y seguridad y salud en el trabajo.",
    catalogsTitle: "Catálogos",
    catalogsDescription:
      "Descargue nuestros catálogos de productos, general, de electricidad y automatización y de plantas compactas de tratamiento.",
    contactTitle: "Contacto",
    contactDescription:
      "Solicite una cotización o asesoría técnica sobre equipos de tratamiento de agua y aguas residuales. Nuestro equipo suele responder en 24-48 horas.",
    mediaTitle: "Noticias y novedades",
    mediaDescription:
      "Noticias, avances de proyectos y comunicados de prensa sobre nuestro trabajo en tratamiento de agua y aguas residuales.",
    authTitle: "Acceso de administración",
    authDescription: "Inicie sesión en el área de administración.",
    dashboardTitle: "Panel de administración",
    dashboardDescription: "Panel de administración.",
  },
  notFound: fallbackMessages.es.notFound,
  error: fallbackMessages.es.error,
};
