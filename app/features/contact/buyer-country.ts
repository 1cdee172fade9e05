// The country a request comes from, for the sales team's assignment rules and the dashboard
// (ADR 032): the project's location when it names a country ("Monterrey, Mexico",
// "Ankara, Türkiye", "Bogotá, Colombia"), else the country of the phone's dialling code. A
// location names a country by its English or Spanish name or a common short form, matched
// without case or accents and as whole words; where it names two, the last counts ("Georgia,
// USA").
import { COUNTRY_CODES, countryName, type CountryCode } from "~/lib/countries";
import { normaliseForSearch } from "~/lib/normalise-for-search";

/** The country of each dialling code the contact form offers; +1 is read as the United States. */
const DIAL_CODE_COUNTRIES: Record<string, CountryCode> = {
  "+1": "US",
  "+52": "MX",
  "+44": "GB",
  "+33": "FR",
  "+49": "DE",
  "+34": "ES",
  "+39": "IT",
  "+55": "BR",
  "+54": "AR",
  "+57": "CO",
  "+86": "CN",
  "+81": "JP",
  "+82": "KR",
  "+91": "IN",
  "+61": "AU",
  "+90": "TR",
};

/** Short forms buyers write that the runtime's names do not hold. */
const ALIASES: Record<string, CountryCode> = {
  usa: "US",
  "u.s.a.": "US",
  "u.s.": "US",
  "united states of america": "US",
  "ee. uu.": "US",
  "ee.uu.": "US",
  eeuu: "US",
  "estados unidos de america": "US",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  turkey: "TR",
  turquia: "TR",
  turkiye: "TR",
  korea: "KR",
  "south korea": "KR",
  "corea del sur": "KR",
  holland: "NL",
  "czech republic": "CZ",
  "republica checa": "CZ",
  uae: "AE",
  emiratos: "AE",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let matcher: { pattern: RegExp; codes: Map<string, CountryCode> } | undefined;

/**
 * One pattern for every name a location may use for a country, longest first (so "South
 * Sudan" beats "Sudan"), each a whole word; made once.
 */
function countryMatcher() {
  if (matcher) return matcher;
  const codes = new Map<string, CountryCode>(Object.entries(ALIASES));
  for (const code of COUNTRY_CODES) {
    for (const locale of ["en", "es"] as const) {
      const name = countryName(code, locale);
      if (name !== code) codes.set(normaliseForSearch(name), code);
    }
  }
  const names = [...codes.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${names.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  matcher = { pattern, codes };
  return matcher;
}

/** The country a free-text location names, if it names one. */
export function countryOfLocation(location: string | undefined | null): CountryCode | undefined {
  if (!location) return undefined;
  const text = ` ${normaliseForSearch(location).replace(/[,;/()]/g, " ")} `;
  const { pattern, codes } = countryMatcher();
  // The last country named: a place is written from the city out ("Georgia, USA").
  const found = [...text.matchAll(pattern)].at(-1)?.[1];
  return found ? codes.get(found) : undefined;
}

/** The country of a dialling code ("+52" → MX), if the form offers it. */
export function countryOfDialCode(dialCode: string): CountryCode | undefined {
  return DIAL_CODE_COUNTRIES[dialCode.trim()];
}

/** The buyer's country: the project's location if it names one, else the phone's. */
export function buyerCountry(request: {
  countryCode: string;
  project?: { location?: string } | null;
}): CountryCode | undefined {
  return countryOfLocation(request.project?.location) ?? countryOfDialCode(request.countryCode);
}
