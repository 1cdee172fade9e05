// Where the units switch posts: one address for both languages, since it only sets a cookie
// and sends the visitor back to the page they came from. Client-safe (the switch's form and
// the route table both read it).
export const UNITS_PATH = "/units";
