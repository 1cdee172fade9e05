import { describe, expect, it } from "vitest";
import { buyerCountry, countryOfDialCode, countryOfLocation } from "./buyer-country";

describe("the buyer's country", () => {
  it("is the country a project's location names, in English or Spanish, without case or accents", () => {
    expect(countryOfLocation("Monterrey, Mexico")).toBe("MX");
    expect(countryOfLocation("Monterrey, NL, MÉXICO")).toBe("MX");
    expect(countryOfLocation("Ankara, Türkiye")).toBe("TR");
    expect(countryOfLocation("Konya, Turkey")).toBe("TR");
    expect(countryOfLocation("Bogotá (Colombia)")).toBe("CO");
    expect(countryOfLocation("Sevilla, España")).toBe("ES");
    expect(countryOfLocation("Houston, USA")).toBe("US");
    expect(countryOfLocation("Dallas, EE. UU.")).toBe("US");
  });

  it("matches whole names, the longest at a place, and the last a location names", () => {
    expect(countryOfLocation("Juba, South Sudan")).toBe("SS");
    expect(countryOfLocation("Khartoum, Sudan")).toBe("SD");
    expect(countryOfLocation("Atlanta, Georgia, USA")).toBe("US");
    expect(countryOfLocation("Tbilisi, Georgia")).toBe("GE");
    // "Indiana" holds "India" but names no country; nor does a US state's code.
    expect(countryOfLocation("Indiana")).toBeUndefined();
    expect(countryOfLocation("Houston, TX")).toBeUndefined();
    expect(countryOfLocation("")).toBeUndefined();
    expect(countryOfLocation(undefined)).toBeUndefined();
  });

  it("is else the country of the phone's dialling code", () => {
    expect(countryOfDialCode("+52")).toBe("MX");
    expect(countryOfDialCode("+1")).toBe("US");
    expect(countryOfDialCode("+999")).toBeUndefined();
    expect(buyerCountry({ countryCode: "+52", project: null })).toBe("MX");
    expect(buyerCountry({ countryCode: "+1", project: { location: "Guadalajara, México" } })).toBe("MX");
    expect(buyerCountry({ countryCode: "+1", project: { location: "Plant 4" } })).toBe("US");
  });
});
