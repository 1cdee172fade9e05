import { fallbackMessages } from "../fallback-messages";

/**
 * The English interface texts. The Spanish dictionary must have exactly these keys.
 * Server-only by use: pages receive their language's texts as loader data, so no
 * dictionary is shipped in the JavaScript bundle.
 */
export const en = {
  meta: {
    siteName: "Akvaris Water Technologies",
    homeTitle: "Water and Wastewater Treatment Equipment Manufacturer",
    homeDescription:
      "Design, manufacturing and installation of water and wastewater treatment equipment and turnkey plants for industrial, municipal and private clients worldwide.",
  },
  common: {
    skipToContent: "Skip to main content",
    home: "Home",
    breadcrumb: "Breadcrumb",
    backToTop: "Back to top",
    close: "Close",
    learnMore: "Learn More",
    readMore: "Read More",
    opensInNewTab: "(opens in a new tab)",
  },
  nav: {
    mainNavigation: "Main navigation",
    corporate: "Corporate",
    aboutUs: "About Us",
    certificates: "Certificates",
    services: "Our Services",
    products: "Products",
    news: "News & Updates",
    catalogs: "Catalogs",
    contactUs: "CONTACT US",
    contact: "Contact",
    language: "Language",
    languageName: "English",
    changeLanguage: "Change language",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    fields: "Our Services",
    homeLink: "{name}, home page",
  },
  footer: {
    description:
      "We design, manufacture and install water and wastewater treatment equipment and turnkey plants for industrial, municipal and private clients, from Turkey and Houston to customers worldwide.",
    quickLinks: "Quick Menu",
    services: "Services",
    products: "Products",
    corporate: "Corporate",
    contact: "Contact",
    customerService: "Customer service",
    email: "E-mail",
    address: "Address",
    followUs: "Follow us",
    rights: "All rights reserved.",
    social: "Social media",
    footerNavigation: "Footer",
  },
  carousel: {
    carousel: "carousel",
    slide: "slide",
    slideOf: "{n} of {total}",
    previous: "Previous slide",
    next: "Next slide",
    stop: "Stop automatic slide show",
    start: "Start automatic slide show",
  },
  hero: {
    label: "Featured services",
    downloadCatalog: "Download Catalog",
    shortcuts: "Our services",
  },
  company: {
    eyebrow: "Operating since {year}",
    title: "Your Partner for Clean Water",
    learnMore: "Learn More About Us",
    stats: {
      productionArea: "Production area",
      staff: "White-collar staff",
      projects: "Completed projects",
      brands: "Brands served worldwide",
    },
  },
  manufacturing: {
    eyebrow: "Our product lines",
    design: "Design",
    engineering: "Engineering",
    manufacturing: "Manufacturing",
    carousel: "Product categories",
    thumbnails: "Choose a product category",
  },
  values: {
    eyebrow: "Who we are",
    title: "Policies and Values",
    policiesTab: "Our Policies",
    valuesTab: "Our Values",
  },
  policies: {
    eyebrow: "How we work",
    title: "Our Management Policies",
    carousel: "Management policies",
    choose: "Choose a policy",
  },
  map: {
    eyebrow: "Worldwide",
    title: "Serving Customers Around the World",
    alt: "World map with our locations in Turkey and in Houston, Texas",
  },
  news: {
    eyebrow: "Media center",
    title: "Latest News",
    allNews: "All News",
    loading: "Loading news…",
    error: "Error loading news: {message}",
    unknownError: "Unknown error",
    unavailable: "the news service is temporarily unavailable",
    timeout: "the news service took too long to answer",
    empty: "No news available at the moment.",
    typeNews: "News",
    typePress: "Press Release",
  },
  green: {
    title: "Let's Build a Greener Future Together",
    contact: "Contact Us",
    catalogs: "Download Catalog",
  },
  pages: {
    aboutTitle: "About Us",
    aboutDescription:
      "Water treatment engineering since 2000: production facilities in Turkey, an office in Houston and more than 450 completed projects for over 200 brands.",
    certificatesTitle: "Certificates",
    certificatesDescription:
      "Our ISO 9001, ISO 14001 and ISO 45001 certified management systems for quality, the environment and occupational health and safety.",
    catalogsTitle: "Catalogs",
    catalogsDescription:
      "Download our product, general, electrical and automation, and package treatment catalogs.",
    contactTitle: "Contact",
    contactDescription:
      "Ask for a quote or technical advice on water and wastewater treatment equipment. Our team typically responds within 24-48 hours.",
    mediaTitle: "News & Updates",
    mediaDescription:
      "News, project updates and press releases about our water and wastewater treatment work.",
    searchTitle: "Search",
    searchDescription: "Search products, services, catalogs and news.",
    authTitle: "Admin Access",
    authDescription: "Sign in to the administration area.",
    dashboardTitle: "Admin Dashboard",
    dashboardDescription: "Administration dashboard.",
  },
  notFound: fallbackMessages.en.notFound,
  error: fallbackMessages.en.error,
} as const;
