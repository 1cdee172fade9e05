/** The English texts of the `workspace` group: the back office's own frame. Spanish: workspace.es.ts, with exactly these keys. */
export const workspaceEn = {
  /** The frame's name, beside the company's mark; links to the dashboard. */
  brand: "Back office",
  /** The side navigation's accessible name. */
  navLabel: "Admin tools",
  openMenu: "Open the menu",
  closeMenu: "Close the menu",
  collapse: "Hide the navigation",
  expand: "Show the navigation",
  viewSite: "View the site",
  signOut: "Sign Out",
  account: "Account",
  signedInAs: "Signed in as",
  language: "Language",
  groups: {
    overview: "Overview",
    sales: "Sales",
    content: "Content",
    office: "Administration",
    account: "Your account",
  },
};
