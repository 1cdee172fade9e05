/** What the header and footer show, built on the server in the page's language. */
export interface NavLink {
  label: string;
  href: string;
}

export interface Navigation {
  home: string;
  corporate: NavLink[];
  services: NavLink[];
  products: NavLink[];
  /** Absent until the news pages are routed (a page not built yet is never linked). */
  news?: NavLink;
  catalogs: NavLink;
  contact: NavLink;
  /** The visitor's quote list (ADR 026). */
  quote: NavLink;
  /** The search page: the search button's address without JavaScript. */
  search: string;
  footerProducts: NavLink[];
  quickLinks: NavLink[];
  company: {
    name: string;
    phone: { display: string; href: string };
    email: string;
    address: string;
    mapsUrl: string;
    social: Array<{ network: "facebook" | "instagram" | "linkedin"; href: string }>;
    footerYear: number;
  };
}
